/**
 * Remarks and removals, the `discipline` option (issue 4; RULES.md §4 "Remarks" and "Removal", with
 * city-mafia's thresholds). In mensa-hungariqa the "day" of a remark is the day phase (its accusations,
 * votes and last words; the endgame is one long day, so its remarks are never cleared); remarks are
 * cleared when night falls and the penalty earned holds for the next day. A removal may come at any
 * time after the deal, night 0 included.
 */
import { fail, ok } from '../../result.ts';
import type { Result } from '../../core.ts';
import { hasDiscipline, readRemoval, REMARKS_TO_REMOVAL, removalRefused } from '../discipline.ts';
import { settleDeaths } from './death-chain.ts';
import { emitterFor, type Emitter } from './emitter.ts';
import { isLiving, livingSeats } from './queries.ts';
import type { GameEvent, GameState, RemovalReason, Seat } from './types.ts';

const R = 'mensa-hungariqa';

/**
 * The player leaves at once, outside any death step (evolve.ts: no kamikaze naming, no lover following,
 * his role hidden but the corner grocer's). A death chain under way goes on and checks the win at the
 * end of its step; otherwise the win is checked now (at night 0, with real cards, once the records are
 * confirmed at dawn), and with three players left the endgame begins.
 */
function removeFrom(out: Emitter, seat: Seat, reason: RemovalReason, note: string | null): void {
  out.emit({ type: 'player-removed', seat, reason, note });
  if (out.state.chain) {
    settleDeaths(out);
    return;
  }
  if (out.state.phase !== 'night-zero' && out.endIfWon()) return;
  if (livingSeats(out.state).length === 3 && !out.state.endgame) out.emit({ type: 'endgame-began' });
}

/**
 * A remark, given aloud by day. The count is of the day: 3 silence the player the next day, 4 also take
 * his accusation and his vote (applied at night fall); the 5th removes him at once, with no last word.
 */
export function decideRemark(state: GameState, seat: unknown): Result<GameEvent[]> {
  if (!hasDiscipline(state)) return fail(`${R}.discipline-off`);
  if (state.phase !== 'day') return fail(`${R}.wrong-phase`, { command: 'remark', phase: state.phase });
  if (!isLiving(state, seat)) return fail(`${R}.player-must-be-living`, { seat: String(seat) });
  const s = seat as Seat;
  const out = emitterFor(state);
  out.emit({ type: 'remark-given', seat: s });
  if ((out.state.players[s - 1]!.remarks ?? 0) >= REMARKS_TO_REMOVAL) removeFrom(out, s, 'remarks', null);
  return ok(out.events);
}

/** An immediate removal, day or night, without a last word; the reason is announced, the note stays the moderator's. */
export function decideRemove(state: GameState, seat: unknown, reason: unknown, note: unknown): Result<GameEvent[]> {
  if (!hasDiscipline(state)) return fail(`${R}.discipline-off`);
  if (state.phase === 'setup') return fail(`${R}.wrong-phase`, { command: 'remove', phase: state.phase });
  if (!isLiving(state, seat)) return fail(`${R}.player-must-be-living`, { seat: String(seat) });
  const removal = readRemoval(reason, note);
  if (!removal.ok) return removalRefused(R, removal.rule);
  const out = emitterFor(state);
  removeFrom(out, seat as Seat, removal.reason, removal.note);
  return ok(out.events);
}
