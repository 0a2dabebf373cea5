import type { BridgeError } from '../../common/bridge/index.ts';

/** How much of a refused name the message repeats: enough to find it in the list, never a paragraph. */
const SHOWN_LENGTH = 40;

/**
 * A refused participant's name worded for a list of participants, which has no seats (tryout 12: «The name at
 * seat 10 is too long»): the station's `name.<why>` (as the new-game table words it, by seat) becomes
 * `tournament.participant-<why>`, naming the participant by the name as typed (`given`: the names sent, in the
 * order sent). Any other error is returned as it is; the field it belongs to is read from the original.
 */
export function participantRefusal(error: BridgeError, given: readonly string[]): BridgeError {
  if (error.kind !== 'rule' || !error.code.startsWith('name.')) return error;
  const { seat, length, max } = error.params;
  const typed = typeof seat === 'number' ? (given[seat - 1]?.trim() ?? '') : '';
  // A duplicate names the spelling the engine compared, the one the organiser sees twice.
  const name = error.code === 'name.duplicate' && typeof error.params.name === 'string' ? error.params.name : typed;
  // Cut by characters, not UTF-16 units: an emoji is never split in two.
  const chars = Array.from(name);
  const params: Record<string, string | number> = {
    name: chars.length > SHOWN_LENGTH ? `${chars.slice(0, SHOWN_LENGTH).join('')}…` : name,
  };
  if (typeof length === 'number') params.length = length;
  if (typeof max === 'number') params.max = max;
  return { kind: 'rule', code: error.code.replace(/^name\./, 'tournament.participant-'), params };
}
