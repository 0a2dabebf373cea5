/// <reference types="vite/client" />
// (import.meta.env is Vite's; the reference lets the Node-side typecheck of the tests read this file too.)
import { createI18n } from 'vue-i18n';
import type en from '../locales/en.json';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../locales/locale-list.ts';
import { finishText } from '../locales/hungarian-article.ts';
import { MESSAGES } from '../locales/messages.ts';
import { PLURAL_RULES } from '../locales/plural-rules.ts';

/** The language list and its helpers, re-exported so a window needs one import for everything i18n. */
export { isLocale, LOCALE_NAMES, LOCALES, type Locale };

/** The message tree of one language; English is the complete reference. */
export type MessageSchema = typeof en;

/** The vue-i18n instance of a window, in Composition API mode, in `locale` (English unless told). */
export function createStationI18n(locale: Locale = 'en') {
  let current = (): string => locale;
  const i18n = createI18n<[MessageSchema], Locale, false>({
    legacy: false,
    locale,
    // A key another engineer added in English today and not yet translated shows in English, not as a key.
    fallbackLocale: 'en',
    // Every language's tree has English's keys (the locale test guarantees it); the schema is English's.
    messages: MESSAGES as Record<Locale, MessageSchema>,
    pluralRules: PLURAL_RULES,
    // A missing key is a bug the locale test catches; at run time show the key, quietly.
    missingWarn: import.meta.env.DEV,
    fallbackWarn: import.meta.env.DEV,
    // Hungarian "a(z)" becomes "a" or "az" once the parameters are in (issue 12 §3).
    postTranslation: (text) => (typeof text === 'string' ? finishText(current(), text) : text),
  });
  current = () => i18n.global.locale.value;
  markDocumentLanguage(locale);
  return i18n;
}

/** The i18n instance of a window, as createStationI18n returns it. */
export type StationI18n = ReturnType<typeof createStationI18n>;

/**
 * Switches a window's language at once: every text bound through t() re-renders. The moderator console
 * and the projector each have their own instance, so each keeps its own language.
 */
export function setStationLocale(i18n: StationI18n, locale: Locale): void {
  i18n.global.locale.value = locale;
  markDocumentLanguage(locale);
}

// The page's lang attribute picks the right glyphs (Japanese kanji, not Chinese) and hyphenation.
function markDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
