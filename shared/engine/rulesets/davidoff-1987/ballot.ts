import { isMuted } from '../discipline.ts';
import type { GameState, PendingVote, Seat } from './types.ts';

const R = 'davidoff-1987';

/**
 * Why `seat` may not raise a hand in the vote under way (the rule's error code), or null when it may.
 * RULES.md §1: the living vote, everyone but the accused on an accusation (the accuser may), everyone on
 * a proposal of night; RULES.md §4 (discipline option): the 4-remark penalty takes the vote. The one
 * rule of who votes: the vote command, the majority (entitledVoters) and the moderator's ballot all ask
 * here, so the console refuses a seat for the engine's own reason.
 */
export function voteBar(state: GameState, seat: unknown): string | null {
  const vote = state.vote;
  const player = typeof seat === 'number' && Number.isInteger(seat) && seat >= 1 ? state.players[seat - 1] : undefined;
  if (!vote || !player) return `${R}.voter-not-entitled`;
  if (!player.alive) return `${R}.voter-must-be-living`;
  if (isMuted(player)) return `${R}.voter-penalised`;
  if (vote.kind === 'accusation' && vote.accused === player.seat) return `${R}.accused-does-not-vote`;
  return null;
}

/** The seats entitled to vote on `vote` (the one under way unless given): those `voteBar` lets raise a hand. */
export function entitledVoters(state: GameState, vote: PendingVote | null = state.vote): Seat[] {
  const asked = vote === state.vote ? state : { ...state, vote };
  return state.players.filter((p) => voteBar(asked, p.seat) === null).map((p) => p.seat);
}

/** The moderator's ballot while a vote is under way: every seat barred from it, with why. */
export function ballotOf(state: GameState): { voted: Seat[]; barred: { seat: Seat; code: string }[] } | null {
  if (state.phase !== 'day' || !state.vote) return null;
  // One question: nobody has voted before the hands are entered, all at once.
  const barred = state.players.flatMap((p) => {
    const code = voteBar(state, p.seat);
    return code ? [{ seat: p.seat, code }] : [];
  });
  return { voted: [], barred };
}
