import { createI18n } from 'vue-i18n';
import type { ProjectorLocale } from '../../../shared/contract/index.ts';
import type { Translator } from '../../../shared/text/translator.ts';
import { finishText } from '../../../renderer/locales/hungarian-article.ts';
import { MESSAGES, type englishMessages } from '../../../renderer/locales/messages.ts';
import { PLURAL_RULES } from '../../../renderer/locales/plural-rules.ts';

// The same library, messages, plural rules and English fallback as the projector window's own i18n
// (renderer/common/i18n.ts), so a text drawn on the LAN mirror reads exactly as on the projector.
type Schema = typeof englishMessages;
const i18n = createI18n<[Schema], ProjectorLocale, false>({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  // Every language's tree has English's keys (the locale test guarantees it); the schema is English's.
  messages: MESSAGES as Record<ProjectorLocale, Schema>,
  pluralRules: PLURAL_RULES,
  missingWarn: false,
  fallbackWarn: false,
});

/** One Translator per language, made once: each translates in its own language without switching a shared one. */
const translators = new Map<ProjectorLocale, Translator>();

/**
 * The projector's texts in one language, for the station: what the projector window's vue-i18n would
 * say for the same key and parameters. A key the language lacks falls back to English, as there.
 */
export function projectorTranslator(locale: ProjectorLocale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    const { t, te } = i18n.global;
    translator = {
      // Finished as the window's postTranslation finishes it (Hungarian "a(z)").
      t: (key, params) => finishText(locale, t(key, params ?? {}, { locale })),
      // The window's te() asks its current language; a key only English has still translates (by fallback).
      te: (key) => te(key, locale) || te(key, 'en'),
    };
    translators.set(locale, translator);
  }
  return translator;
}
