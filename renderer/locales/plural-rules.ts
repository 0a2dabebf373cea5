import type { Locale } from './locale-list.ts';

/** vue-i18n's signature of a plural rule: which of the `|`-separated forms a count takes. */
type PluralRule = (choice: number, choicesLength: number) => number;

// English, Hungarian and Portuguese keep vue-i18n's default rule (one | other, 0 takes the plural).

/** Russian: one (1, 21, 101…) | few (2–4, 22–24…) | many (0, 5–20, 25…), with an optional zero form first. */
function russian(choice: number, choicesLength: number): number {
  const n = Math.abs(choice);
  const withZero = choicesLength >= 4;
  if (withZero && n === 0) return 0;
  const offset = withZero ? 1 : 0;
  const lastTwo = n % 100;
  const last = n % 10;
  if (choicesLength < 3) return n === 1 ? 0 : Math.min(1, choicesLength - 1);
  if (last === 1 && lastTwo !== 11) return offset;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return offset + 1;
  return offset + 2;
}

/** French: 0 and 1 take the singular (« 0 voix », « 1 joueur »), unlike English. */
function french(choice: number, choicesLength: number): number {
  const n = Math.abs(choice);
  if (choicesLength >= 3) return n === 0 ? 0 : n === 1 ? 1 : 2;
  return n <= 1 ? 0 : Math.min(1, choicesLength - 1);
}

/** Japanese has no grammatical plural: one form, or zero | other where a message wants to say "none". */
function japanese(choice: number, choicesLength: number): number {
  if (choicesLength >= 2) return choice === 0 ? 0 : 1;
  return 0;
}

/** The plural rules vue-i18n needs beyond its default. */
export const PLURAL_RULES: Readonly<Partial<Record<Locale, PluralRule>>> = { ru: russian, fr: french, ja: japanese };

/**
 * How many `|` forms a locale's message must have where English has `englishForms` (1 = not a plural):
 * Russian adds the "few" form, Japanese drops the plural, the others match English.
 */
export function expectedPluralForms(locale: Locale, englishForms: number): number {
  if (englishForms <= 1) return 1;
  if (locale === 'ru') return englishForms + 1;
  if (locale === 'ja') return englishForms - 1;
  return englishForms;
}
