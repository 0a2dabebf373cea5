/** The languages of the console and the projector; English is the reference every other one must match. */
export const LOCALES = ['en', 'ru', 'hu', 'fr', 'pt', 'ja'] as const;

/** One language of the station, as a BCP 47 tag (also what Intl and vue-i18n take). */
export type Locale = (typeof LOCALES)[number];

/** Each language's name in itself, for a language picker: a reader finds his own language without knowing ours. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ru: 'Русский',
  hu: 'Magyar',
  fr: 'Français',
  pt: 'Português',
  ja: '日本語',
};

/** Whether a value (a stored setting, a query parameter) names a language the station ships. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
