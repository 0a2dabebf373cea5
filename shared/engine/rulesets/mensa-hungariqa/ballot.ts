import { livingHandBar } from '../discipline.ts';
import type { GameState, Seat } from './types.ts';

const R = 'mensa-hungariqa';

/**
 * Why `seat` may not raise a hand in the day's show of hands now (the rule's error code), or null when it
 * may. RULES.md §3: any living player raises a hand for the support and the execution vote (the accuser
 * and the accused too); RULES.md §4 (discipline option): the 4-remark penalty takes the vote. The vote
 * commands and the moderator's ballot both ask here, so the console refuses a seat for the engine's reason;
 * the entitled voters and the day's majority (queries.ts) are counted with it too: one rule of who votes.
 */
export function voteBar(state: GameState, seat: unknown): string | null {
  // The seat is looked up here, not through queries.ts: queries.ts counts the entitled voters with this rule.
  return livingHandBar(state.players, seat, { out: `${R}.voter-must-be-living`, muted: `${R}.voter-penalised` });
}

/** The moderator's ballot while a day vote is asked (support or execution): every seat barred, with why. */
export function ballotOf(state: GameState): { voted: Seat[]; barred: { seat: Seat; code: string }[] } | null {
  const trial = state.phase === 'day' && !state.chain ? state.day?.trial : null;
  if (!trial || (trial.stage !== 'support' && trial.stage !== 'last-word')) return null;
  // One question per vote: nobody has voted before the hands are entered, all at once.
  const barred = state.players.flatMap((p) => {
    const code = voteBar(state, p.seat);
    return code ? [{ seat: p.seat, code }] : [];
  });
  return { voted: [], barred };
}
