import { storeToRefs } from 'pinia';
import { computed } from 'vue';
import { useI18n } from 'vue-i18n';
import type { Translator } from '../../../shared/text/translator.ts';
import { projectorModel } from '../model/index.ts';
import { usePublicViewStore } from '../stores/public-view.ts';

/** The projector's model of the current public view, translated (and re-translated if the language changes). */
export function useProjectorModel() {
  const { t, te } = useI18n();
  const translator: Translator = { t: (key, params) => (params ? t(key, params) : t(key)), te: (key) => te(key) };
  const { view } = storeToRefs(usePublicViewStore());
  return computed(() => (view.value ? projectorModel(view.value, translator) : null));
}
