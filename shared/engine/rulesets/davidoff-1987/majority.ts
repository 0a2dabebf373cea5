import { isMuted } from '../discipline.ts';
import type { GameState, MajorityBasis, PendingVote } from './types.ts';
import { livingSeats } from './queries.ts';

/**
 * The players entitled to vote: everyone living but the accused (RULES.md §1; the accuser may vote) and,
 * with the discipline option, but those with the 4-remark penalty (RULES.md §4: no vote next round).
 */
export function entitledVoters(state: GameState, vote: PendingVote): number[] {
  const living = livingSeats(state).filter((s) => !isMuted(state.players[s - 1]));
  return vote.kind === 'accusation' ? living.filter((s) => s !== vote.accused) : living;
}

/** The number of hands needed to pass, or null when the basis is the votes cast (then yes must exceed no). */
export function votesNeeded(state: GameState, vote: PendingVote, basis: MajorityBasis): number | null {
  if (basis === 'cast') return null;
  const base = basis === 'entitled' ? entitledVoters(state, vote).length : livingSeats(state).length;
  // "More than half": strictly over 50 %.
  return Math.floor(base / 2) + 1;
}
