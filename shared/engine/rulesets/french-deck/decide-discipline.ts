/**
 * Remarks and removals, the `discipline` option (issue 4; RULES.md §4 "Remarks" and "Removal", with
 * city-mafia's thresholds). In french-deck a round is a night then a day: remarks are given in the day
 * (its debate, accusations and votes), cleared when the next night falls, and the penalty earned holds
 * for the next day. A removal may come at any time after the deal.
 */
import type { Result } from '../../core.ts';
import { fail, ok } from '../../result.ts';
import { hasDiscipline, readRemoval, REMARKS_TO_REMOVAL, removalRefused } from '../discipline.ts';
import { emitterFor, type Emitter } from './emitter.ts';
import { isLiving, playerAt } from './queries.ts';
import { R, wrongPhase } from './rule.ts';
import type { GameEvent, GameState, RemovalReason, Seat } from './types.ts';

/**
 * The player leaves like an eliminated one: his card is turned over (RULES.md §2 reveals the card of
 * every player who leaves), an accusation of him lapses, and the win is checked at once.
 */
function removeFrom(out: Emitter, seat: Seat, reason: RemovalReason, note: string | null): void {
  out.emit({ type: 'player-removed', seat, reason, note, role: playerAt(out.state, seat)?.role ?? null });
  out.endIfWon();
}

/**
 * A remark, given aloud by day. The count is of the day: 3 silence the player the next day, 4 also take
 * his accusation and his vote (applied at night fall); the 5th removes him at once, with no last defence.
 */
export function decideRemark(state: GameState, seat: unknown): Result<GameEvent[]> {
  if (!hasDiscipline(state)) return fail(`${R}.discipline-off`);
  if (state.phase !== 'day') return wrongPhase('remark', state);
  if (!isLiving(state, seat)) return fail(`${R}.player-must-be-living`, { seat: String(seat) });
  const out = emitterFor(state);
  out.emit({ type: 'remark-given', seat });
  if ((out.state.players[seat - 1]!.remarks ?? 0) >= REMARKS_TO_REMOVAL) removeFrom(out, seat, 'remarks', null);
  return ok(out.events);
}

/** An immediate removal, day or night, without a last defence; the reason is announced, the note stays the moderator's. */
export function decideRemove(state: GameState, seat: unknown, reason: unknown, note: unknown): Result<GameEvent[]> {
  if (!hasDiscipline(state)) return fail(`${R}.discipline-off`);
  if (state.phase === 'setup') return wrongPhase('remove', state);
  if (!isLiving(state, seat)) return fail(`${R}.player-must-be-living`, { seat: String(seat) });
  const removal = readRemoval(reason, note);
  if (!removal.ok) return removalRefused(R, removal.rule);
  const out = emitterFor(state);
  removeFrom(out, seat, removal.reason, removal.note);
  return ok(out.events);
}
