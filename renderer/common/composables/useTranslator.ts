import { useI18n } from 'vue-i18n';
import type { Translator } from '../../../shared/text/translator.ts';

/** The window's vue-i18n as the pure text builders take it (renderer/common/text), in the current language. */
export function useTranslator(): Translator {
  const { t, te } = useI18n();
  return { t: (key, params) => (params ? t(key, params) : t(key)), te: (key) => te(key) };
}
