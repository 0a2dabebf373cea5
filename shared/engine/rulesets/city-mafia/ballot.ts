import { mayVote } from './flow.ts';
import { R } from './rule-errors.ts';
import type { GameState, Seat } from './types.ts';

/**
 * Why `seat` may not raise a hand for the candidate under vote now (the rule's error code), or null when
 * it may. RULES.md §4: only the living vote; the 4-remark penalty takes the vote; the players of a car
 * crash do not vote in its re-vote nor its all-leave vote; nobody votes for himself; one vote per player
 * per stage. The vote command and the moderator's ballot both ask here, so the console refuses a seat
 * for the very reason the engine would.
 */
export function voteBar(state: GameState, seat: Seat): string | null {
  const vote = state.vote;
  const player = state.players[seat - 1];
  if (!vote || !player) return `${R}.no-such-seat`;
  if (!player.alive) return `${R}.voter-must-be-living`;
  if (player.penalty === 'muted') return `${R}.voter-penalised`;
  if (!mayVote(state, seat)) return `${R}.tied-players-do-not-vote`;
  if (vote.stage !== 'all-leave' && seat === vote.candidates[vote.index]) return `${R}.no-vote-for-oneself`;
  if (votedThisStage(state).includes(seat)) return `${R}.one-vote-per-player`;
  return null;
}

/** The seats that already raised a hand for an earlier candidate of the stage under vote, in seat order. */
export function votedThisStage(state: GameState): Seat[] {
  const vote = state.vote;
  if (!vote || vote.stage === 'all-leave') return [];
  return vote.tally
    .slice(0, vote.index)
    .flat()
    .sort((a, b) => a - b);
}

/** The moderator's ballot: who has voted in this stage, and every seat barred from voting now, with why. */
export function ballotOf(state: GameState): { voted: Seat[]; barred: { seat: Seat; code: string }[] } | null {
  if (state.phase !== 'voting' || !state.vote) return null;
  const barred = state.players.flatMap((p) => {
    const code = voteBar(state, p.seat);
    return code ? [{ seat: p.seat, code }] : [];
  });
  return { voted: votedThisStage(state), barred };
}
