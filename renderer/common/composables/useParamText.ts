import type { MaybeRefOrGetter } from 'vue';
import { useTranslator } from './useTranslator.ts';
import { paramText } from '../text/prompt-text.ts';
import { useSeatLabel, type NamedSeat } from './useSeatLabel.ts';

/**
 * Makes message parameters readable: seat numbers become "Name (3)", and word values the engine uses
 * as parameters (phases, commands, teams, "majority-of-cast") become their `param.<value>` message.
 */
export function useParamText(players: MaybeRefOrGetter<readonly NamedSeat[] | null | undefined>) {
  const seatLabel = useSeatLabel(players);
  const tr = useTranslator();
  return (params: Record<string, string | number>): Record<string, string | number> => paramText(tr, params, seatLabel);
}
