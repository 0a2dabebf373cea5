import { createI18n } from 'vue-i18n';
import en from '../locales/en.json';
import { englishMessages } from '../locales/messages.ts';

/** The message tree of one language; English is the complete reference. */
export type MessageSchema = typeof en;

/** The languages shipped so far. */
export const LOCALES = ['en'] as const;

/** The vue-i18n instance of a window, in Composition API mode. English until other languages arrive. */
export function createStationI18n() {
  return createI18n<[MessageSchema], 'en', false>({
    legacy: false,
    locale: 'en',
    fallbackLocale: 'en',
    messages: { en: englishMessages },
    // A missing key is a bug the locale test catches; at run time show the key, quietly.
    missingWarn: import.meta.env.DEV,
    fallbackWarn: import.meta.env.DEV,
  });
}
