// Finds the locale files on disk: every English file and, for each other language, its counterpart.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { MessageTree } from '../shared/locales/key-diff.ts';
import type { Locale } from '../shared/locales/locale-list.ts';

/** The folder of the locale files, from the repository root. */
export const LOCALES_DIR = 'shared/locales';

/** One English file and the file of the same messages in another language. */
export interface LocaleFilePair {
  /** e.g. shared/locales/rulesets/city-mafia.en.json */
  english: string;
  /** e.g. shared/locales/rulesets/city-mafia.ru.json (it may not exist yet) */
  translation: string;
}

/** Every English file (en.json, rulesets/<id>.en.json), relative to `root`. */
export function englishFiles(root: string): string[] {
  const dir = join(root, LOCALES_DIR);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name === 'en.json' || name.endsWith('.en.json'))
    .map((name) => relative(root, join(dir, name)))
    .sort();
}

/** Each English file paired with its counterpart in `locale`. */
export function localeFilePairs(root: string, locale: Locale): LocaleFilePair[] {
  return englishFiles(root).map((english) => ({
    english,
    translation: english.replace(/(^|[./])en\.json$/, `$1${locale}.json`),
  }));
}

/** A locale file's messages; an absent file reads as empty, so every key shows as missing. */
export function readMessageFile(root: string, file: string): MessageTree {
  const path = join(root, file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as MessageTree) : {};
}
