import type { MaybeRefOrGetter } from 'vue';
import { useI18n } from 'vue-i18n';
import type { Prompt } from '../../../shared/engine/index.ts';
import type { NamedSeat } from './useSeatLabel.ts';
import { useParamText } from './useParamText.ts';

/** Translates the engine's prompts (message key + parameters) into the moderator's language. */
export function usePromptText(players: MaybeRefOrGetter<readonly NamedSeat[] | null | undefined>) {
  const { t } = useI18n();
  const paramText = useParamText(players);
  return (prompt: Prompt): string => t(prompt.key, paramText(prompt.params));
}
