import type { ModeratorView } from '../../../shared/engine/index.ts';

/**
 * The hands a vote under way needs, as the ruleset's moderator view works it out (null where the vote is
 * a comparison, like city-mafia's candidates, and not a threshold).
 */
export function neededHands(view: ModeratorView): number | null {
  switch (view.rulesetId) {
    case 'city-mafia':
      return view.voteInfo?.needed ?? null;
    case 'mensa-hungariqa':
      return view.dayMajority;
    case 'french-deck':
      return view.needed;
    case 'davidoff-1987':
      return view.vote?.needed ?? null;
  }
}

/** Who may vote now, as the engine's moderator view says: every seat barred with the rule's code, and who has voted. */
export interface Ballot {
  /** The seats drawn as voters: the entitled ones (those who voted already or are the candidate included, greyed). */
  voters: number[];
  /** Why a seat may not raise a hand now (the engine's rule code), by seat. */
  barred: ReadonlyMap<number, string>;
  /** The seats that voted for an earlier candidate of this stage. */
  voted: number[];
}

// Seats barred for this candidate only stay on the list, greyed; the others are not voters at all.
const STILL_VOTERS = new Set(['city-mafia.one-vote-per-player', 'city-mafia.no-vote-for-oneself']);

/**
 * The ballot of the vote under way, where the engine's view gives one; null leaves the voters to the
 * living players. The console refuses a barred seat with the engine's own reason before it is sent.
 */
export function ballotOf(view: ModeratorView): Ballot | null {
  if (view.rulesetId === 'city-mafia' && view.ballot) {
    const barred = new Map(view.ballot.barred.map((b) => [b.seat, b.code]));
    const voters = view.players.map((p) => p.seat).filter((seat) => !barred.has(seat) || STILL_VOTERS.has(barred.get(seat)!));
    return { voters, barred, voted: view.ballot.voted };
  }
  return null;
}
