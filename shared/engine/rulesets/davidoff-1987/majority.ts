import { entitledVoters } from './ballot.ts';
import type { GameState, MajorityBasis, PendingVote } from './types.ts';
import { livingSeats } from './queries.ts';

/** The number of hands needed to pass, or null when the basis is the votes cast (then yes must exceed no). */
export function votesNeeded(state: GameState, vote: PendingVote, basis: MajorityBasis): number | null {
  if (basis === 'cast') return null;
  // The entitled are those who may vote on this vote (ballot.ts): the living, but the accused and the penalised.
  const base = basis === 'entitled' ? entitledVoters(state, vote).length : livingSeats(state).length;
  // "More than half": strictly over 50 %.
  return Math.floor(base / 2) + 1;
}
