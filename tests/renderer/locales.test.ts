/** Every language has exactly English's messages, file by file, and each one compiles and fits its call sites. */
import { resolve } from 'node:path';
import { baseCompile } from '@intlify/message-compiler';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createStationI18n,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  setStationLocale,
  type Locale,
} from '../../renderer/common/i18n.ts';
import { diffKeys, flattenMessages, placeholderNames, pluralFormCount } from '../../shared/locales/key-diff.ts';
import { englishMessages, MESSAGES } from '../../shared/locales/messages.ts';
import { expectedPluralForms } from '../../shared/locales/plural-rules.ts';
import { englishFiles, localeFilePairs, readMessageFile } from '../../scripts/locale-files.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

/** Every (locale, English file, translated file) triple, for per-file failures that name the file. */
const pairs = TRANSLATED.flatMap((locale) => localeFilePairs(ROOT, locale).map((pair) => ({ locale, ...pair })));

/** The compile errors vue-i18n's message compiler reports for a message (none if it is well formed). */
function compileErrors(message: string): string[] {
  const errors: string[] = [];
  baseCompile(message, { onError: (error) => errors.push(error.message) });
  return errors;
}

describe('the languages', () => {
  it('are the six of the issue, each with its own name for the picker', () => {
    expect([...LOCALES]).toEqual(['en', 'ru', 'hu', 'fr', 'pt', 'ja']);
    expect(LOCALE_NAMES.ru).toBe('Русский');
    expect(LOCALE_NAMES.ja).toBe('日本語');
    expect(isLocale('hu')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('has English files for the console and every ruleset', () => {
    expect(englishFiles(ROOT)).toContain('shared/locales/en.json');
    expect(englishFiles(ROOT).length).toBeGreaterThanOrEqual(4);
  });

  describe.each(pairs)('$locale: $translation', ({ english, translation }) => {
    const reference = readMessageFile(ROOT, english);
    const translated = readMessageFile(ROOT, translation);
    const englishTexts = flattenMessages(reference);
    const texts = flattenMessages(translated);

    it(`has exactly the keys of ${english}`, () => {
      const { missing, extra } = diffKeys(reference, translated);
      expect(missing, `${translation} lacks keys that ${english} has`).toEqual([]);
      expect(extra, `${translation} has keys that ${english} lacks`).toEqual([]);
    });

    it('compiles every message with vue-i18n (special characters escaped)', () => {
      const broken = [...texts].flatMap(([key, text]) => compileErrors(text).map((error) => `${key}: ${error}`));
      expect(broken).toEqual([]);
    });

    it('keeps exactly the English placeholders in every message', () => {
      const wrong = [...texts]
        .filter(([key]) => englishTexts.has(key))
        .filter(([key, text]) => placeholderNames(text).join() !== placeholderNames(englishTexts.get(key)!).join())
        .map(
          ([key, text]) =>
            `${key}: {${placeholderNames(text).join('} {')}} instead of {${placeholderNames(englishTexts.get(key)!).join('} {')}}`,
        );
      expect(wrong).toEqual([]);
    });

    it("gives plural messages the language's number of forms (and none where English has none)", () => {
      const locale = translation.match(/(?:^|[./])([a-z]{2})\.json$/)![1] as Locale;
      const wrong = [...texts]
        .filter(([key]) => englishTexts.has(key))
        .filter(
          ([key, text]) =>
            pluralFormCount(text) !== expectedPluralForms(locale, pluralFormCount(englishTexts.get(key)!)),
        )
        .map(([key]) => key);
      expect(wrong).toEqual([]);
    });

    it('is a real translation, not English left in place', () => {
      // A short text can rightly be the same (a number, "Mafia", "Don"); a long one cannot.
      const untranslated = [...texts]
        .filter(([key, text]) => text.length > 25 && text === englishTexts.get(key))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });
  });
});

describe('the merged messages of each language', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(TRANSLATED)('%s: have the same keys as the merged English', (locale) => {
    const { missing, extra } = diffKeys(englishMessages, MESSAGES[locale]);
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(TRANSLATED)('%s: render every message without a warning or a stray brace', (locale) => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const { t } = createStationI18n(locale, MESSAGES).global;
    const params = new Proxy({}, { get: (_, name) => `<${String(name)}>`, has: () => true });
    for (const key of flattenMessages(MESSAGES[locale]).keys()) {
      const text = t(key, params as Record<string, unknown>);
      expect(text, key).not.toBe(key);
      expect(text, key).not.toMatch(/[{}]/);
    }
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('switching the language', () => {
  it('changes every text at once, and each window (console, projector) keeps its own', () => {
    const console_ = createStationI18n('en', MESSAGES);
    const projector = createStationI18n('en', MESSAGES);
    expect(console_.global.t('common.cancel')).toBe('Cancel');
    setStationLocale(console_, 'ru');
    expect(console_.global.locale.value).toBe('ru');
    expect(console_.global.t('common.cancel')).toBe(flattenMessages(MESSAGES.ru).get('common.cancel'));
    expect(projector.global.t('common.cancel')).toBe('Cancel');
  });

  it('starts in the language asked for', () => {
    expect(createStationI18n('ja', MESSAGES).global.locale.value).toBe('ja');
    expect(createStationI18n(undefined, MESSAGES).global.locale.value).toBe('en');
  });

  it('falls back to English for a key not translated yet', () => {
    const i18n = createStationI18n('hu', MESSAGES);
    i18n.global.mergeLocaleMessage('en', { 'only-english': 'Only in English' });
    expect(i18n.global.t('only-english')).toBe('Only in English');
  });
});

describe('plural rules', () => {
  const votes = (locale: Locale, forms: string, counts: number[]) => {
    const i18n = createStationI18n(locale, MESSAGES);
    i18n.global.mergeLocaleMessage(locale, { votes: forms });
    return counts.map((n) => i18n.global.t('votes', n, { named: { n } }));
  };

  it('Russian: 1 голос, 2 голоса, 5 голосов, 21 голос, 12 голосов, 0 голосов', () => {
    expect(votes('ru', '{n} голос | {n} голоса | {n} голосов', [1, 2, 5, 21, 12, 0, 104, 111])).toEqual([
      '1 голос',
      '2 голоса',
      '5 голосов',
      '21 голос',
      '12 голосов',
      '0 голосов',
      '104 голоса',
      '111 голосов',
    ]);
  });

  it('Russian with a zero form first', () => {
    expect(votes('ru', 'нет голосов | {n} голос | {n} голоса | {n} голосов', [0, 1, 3, 7])).toEqual([
      'нет голосов',
      '1 голос',
      '3 голоса',
      '7 голосов',
    ]);
  });

  it('French: 0 and 1 take the singular', () => {
    expect(votes('fr', '{n} voix pour | {n} voix pour', [0, 1, 2])).toEqual([
      '0 voix pour',
      '1 voix pour',
      '2 voix pour',
    ]);
    expect(votes('fr', '{n} joueur | {n} joueurs', [0, 1, 2])).toEqual(['0 joueur', '1 joueur', '2 joueurs']);
  });

  it('Japanese: one form for every count', () => {
    expect(votes('ja', '{n}票', [0, 1, 5])).toEqual(['0票', '1票', '5票']);
  });

  it('Brazilian Portuguese (Intl.PluralRules, CLDR): 0 and 1 take the singular', () => {
    expect(votes('pt', '{n} voto | {n} votos', [0, 1, 2])).toEqual(['0 voto', '1 voto', '2 votos']);
  });

  it('Hungarian: 1 takes the singular form, every other count the other', () => {
    expect(votes('hu', '{n} szavazat | {n} szavazat', [0, 1, 2])).toEqual(['0 szavazat', '1 szavazat', '2 szavazat']);
    expect(votes('hu', 'egy | több', [1, 2, 0])).toEqual(['egy', 'több', 'több']);
  });

  it('English keeps the default rule', () => {
    expect(votes('en', '{n} vote | {n} votes', [0, 1, 2])).toEqual(['0 votes', '1 vote', '2 votes']);
  });
});
