// `npm run locales [-- ru fr …]`: per language and file, the message keys missing or extra compared
// with English, so a translation pass knows what to fill in. Exits with 1 if any language differs.
import { resolve } from 'node:path';
import { diffKeys, flattenMessages } from '../shared/locales/key-diff.ts';
import { isLocale, LOCALES, type Locale } from '../shared/locales/locale-list.ts';
import { localeFilePairs, readMessageFile } from './locale-files.ts';

const ROOT = resolve(import.meta.dirname, '..');
const asked = process.argv.slice(2);
const unknown = asked.filter((arg) => !isLocale(arg));
if (unknown.length > 0) {
  console.error(`Unknown language(s): ${unknown.join(', ')}. Known: ${LOCALES.join(', ')}.`);
  process.exit(2);
}
const locales: Locale[] = asked.length > 0 ? asked.filter(isLocale) : LOCALES.filter((locale) => locale !== 'en');

let differences = 0;
for (const locale of locales) {
  for (const { english, translation } of localeFilePairs(ROOT, locale)) {
    const reference = readMessageFile(ROOT, english);
    const { missing, extra } = diffKeys(reference, readMessageFile(ROOT, translation));
    const total = flattenMessages(reference).size;
    if (missing.length === 0 && extra.length === 0) {
      console.log(`${locale}  ${translation}: complete (${total} messages)`);
      continue;
    }
    differences += missing.length + extra.length;
    console.log(`${locale}  ${translation}: ${missing.length} of ${total} missing, ${extra.length} extra`);
    for (const key of missing)
      console.log(`    missing  ${key}    (en: ${JSON.stringify(flattenMessages(reference).get(key))})`);
    for (const key of extra) console.log(`    extra    ${key}`);
  }
}
if (differences > 0) process.exitCode = 1;
