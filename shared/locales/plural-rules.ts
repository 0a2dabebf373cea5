import type { Locale } from './locale-list.ts';

/** vue-i18n's signature of a plural rule: which of the `|`-separated forms a count takes. */
type PluralRule = (choice: number, choicesLength: number) => number;

/**
 * The `|`-separated forms a message of each language lists, in order, named by Unicode's plural categories
 * (CLDR, as Intl.PluralRules reports them). A message may list one more form first, for zero ("нет голосов").
 */
const FORMS: Readonly<Record<Locale, readonly Intl.LDMLPluralRule[]>> = {
  en: ['one', 'other'],
  hu: ['one', 'other'],
  // Brazilian Portuguese, as the translation is: 0 and 1 take the singular («0 voto», «1 voto»).
  pt: ['one', 'other'],
  // 0 and 1 take the singular (« 0 voix », « 1 joueur »); CLDR's "many" (a million) reads as the plural.
  fr: ['one', 'other'],
  // one (1, 21, 101…) | few (2–4, 22–24…) | many (0, 5–20, 25…).
  ru: ['one', 'few', 'many'],
  // No grammatical plural.
  ja: ['other'],
};

/** The form a category takes in a language's list; a category the list lacks reads as its last form. */
function formIndex(forms: readonly Intl.LDMLPluralRule[], category: Intl.LDMLPluralRule): number {
  const index = forms.indexOf(category);
  return index < 0 ? forms.length - 1 : index;
}

/** vue-i18n's plural rule for a language, from Intl.PluralRules: which of a message's forms a count takes. */
function pluralRule(locale: Locale): PluralRule {
  const rules = new Intl.PluralRules(locale);
  const forms = FORMS[locale];
  return (choice, choicesLength) => {
    const n = Math.abs(choice);
    // One form more than the language has: the first is for zero.
    const withZero = choicesLength > forms.length;
    if (withZero && n === 0) return 0;
    const index = formIndex(forms, rules.select(n));
    return Math.min(index, choicesLength - 1 - (withZero ? 1 : 0)) + (withZero ? 1 : 0);
  };
}

/** The plural rules of every language, from Intl.PluralRules (vue-i18n's default knows English only). */
export const PLURAL_RULES: Readonly<Record<Locale, PluralRule>> = {
  en: pluralRule('en'),
  ru: pluralRule('ru'),
  hu: pluralRule('hu'),
  fr: pluralRule('fr'),
  pt: pluralRule('pt'),
  ja: pluralRule('ja'),
};

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
