import type { MaybeRefOrGetter } from 'vue';
import { useI18n } from 'vue-i18n';
import { useSeatLabel, type NamedSeat } from './useSeatLabel.ts';

/** Parameter names that hold a seat number in the engine's prompts and errors. */
const SEAT_PARAMS = new Set(['seat', 'accuser', 'accused', 'proposer', 'target', 'victim', 'other']);

/** Parameter names whose value is one of the engine's words (never a player's name, which stays as typed). */
const WORD_PARAMS = new Set(['phase', 'command', 'needed', 'winner', 'what', 'role', 'step']);

/**
 * Makes message parameters readable: seat numbers become "Name (3)", and word values the engine uses
 * as parameters (phases, commands, teams, "majority-of-cast") become their `param.<value>` message.
 */
export function useParamText(players: MaybeRefOrGetter<readonly NamedSeat[] | null | undefined>) {
  const { t, te } = useI18n();
  const seatLabel = useSeatLabel(players);
  return function paramText(params: Record<string, string | number>): Record<string, string | number> {
    const out: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(params)) {
      if (SEAT_PARAMS.has(key) && typeof value === 'number') out[key] = seatLabel(value);
      else if (WORD_PARAMS.has(key) && typeof value === 'string' && te(`param.${value}`)) out[key] = t(`param.${value}`);
      else out[key] = value;
    }
    return out;
  };
}
