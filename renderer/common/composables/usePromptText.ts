import type { MaybeRefOrGetter } from 'vue';
import { useTranslator } from './useTranslator.ts';
import type { Prompt } from '../../../shared/engine/index.ts';
import { promptText } from '../text/prompt-text.ts';
import { useSeatLabel, type NamedSeat } from './useSeatLabel.ts';

/** Translates the engine's prompts (message key + parameters) into the moderator's language. */
export function usePromptText(players: MaybeRefOrGetter<readonly NamedSeat[] | null | undefined>) {
  const seatLabel = useSeatLabel(players);
  const tr = useTranslator();
  return (prompt: Prompt): string => promptText(tr, prompt, seatLabel);
}
