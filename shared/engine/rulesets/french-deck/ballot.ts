import { livingHandBar } from '../discipline.ts';
import { R } from './rule.ts';
import type { GameState, Seat } from './types.ts';

/**
 * Why `seat` may not raise a hand in the hand vote now (the rule's error code), or null when it may.
 * RULES.md §2: a hand vote of all living players, the accused too; RULES.md §4 (discipline option): the
 * 4-remark penalty takes the vote. The vote command and the moderator's ballot both ask here, so the
 * console refuses a seat for the engine's own reason; the entitled voters and the majority (queries.ts)
 * are counted with it too: one rule of who votes.
 */
export function voteBar(state: GameState, seat: unknown): string | null {
  // The seat is looked up here, not through queries.ts: queries.ts counts the entitled voters with this rule.
  return livingHandBar(state.players, seat, { out: `${R}.voter-must-be-living`, muted: `${R}.voter-penalised` });
}

/** The moderator's ballot while the hand vote is called: every seat barred from it, with why. */
export function ballotOf(state: GameState): { voted: Seat[]; barred: { seat: Seat; code: string }[] } | null {
  if (state.phase !== 'day' || state.accusation?.stage !== 'vote') return null;
  // One question: nobody has voted before the hands are entered, all at once.
  const barred = state.players.flatMap((p) => {
    const code = voteBar(state, p.seat);
    return code ? [{ seat: p.seat, code }] : [];
  });
  return { voted: [], barred };
}
