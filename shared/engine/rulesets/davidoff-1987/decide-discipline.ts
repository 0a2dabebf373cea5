/**
 * Remarks and removals, the `discipline` option (issue 4; RULES.md §4 "Remarks" and "Removal", with
 * city-mafia's thresholds). In 1987 the "day" of a remark is the day phase, votes included (the sunrise
 * is the deal, the night is silent); a removal may come at any time after the deal.
 */
import { fail, ok } from '../../result.ts';
import type { Result } from '../../core.ts';
import { hasDiscipline, readRemoval, REMARKS_TO_REMOVAL, removalRefused } from '../discipline.ts';
import { emitterFor } from './emitter.ts';
import { isLiving } from './queries.ts';
import type { GameEvent, GameState } from './types.ts';

const R = 'davidoff-1987';

function isSeat(state: GameState, seat: unknown): seat is number {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 1 && seat <= state.players.length;
}

/**
 * A remark, given aloud by day. The count is of the day: 3 silence the player tomorrow, 4 also take his
 * accusation and his vote (applied at night fall); the 5th removes him at once, with no last word.
 */
export function decideRemark(state: GameState, seat: unknown): Result<GameEvent[]> {
  if (!hasDiscipline(state)) return fail(`${R}.discipline-off`);
  if (state.phase !== 'day') return fail(`${R}.wrong-phase`, { command: 'remark', phase: state.phase });
  if (!isSeat(state, seat) || !isLiving(state, seat)) return fail(`${R}.player-must-be-living`, { seat: String(seat) });
  const out = emitterFor(state);
  out.emit({ type: 'remark-given', seat });
  if ((out.state.players[seat - 1]!.remarks ?? 0) >= REMARKS_TO_REMOVAL) {
    out.emit({ type: 'player-removed', seat, reason: 'remarks', note: null });
    out.endIfWon();
  }
  return ok(out.events);
}

/**
 * An immediate removal, day or night, without a last word. The player leaves like an eliminated one:
 * his card stays hidden (RULES.md §1 reveals no role before the end), a vote on his accusation lapses,
 * his night note no longer counts, and the win is checked at once.
 */
export function decideRemove(state: GameState, seat: unknown, reason: unknown, note: unknown): Result<GameEvent[]> {
  if (!hasDiscipline(state)) return fail(`${R}.discipline-off`);
  if (state.phase === 'setup') return fail(`${R}.wrong-phase`, { command: 'remove', phase: state.phase });
  if (!isSeat(state, seat) || !isLiving(state, seat)) return fail(`${R}.player-must-be-living`, { seat: String(seat) });
  const removal = readRemoval(reason, note);
  if (!removal.ok) return removalRefused(R, removal.rule);
  const out = emitterFor(state);
  out.emit({ type: 'player-removed', seat, reason: removal.reason, note: removal.note });
  out.endIfWon();
  return ok(out.events);
}
