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
    case 'copag-mafia':
      // Copag's Máfia has no votes (rulebook 003).
      return null;
  }
}

/** Who may vote now, as the engine's moderator view says: every seat barred with the rule's code, and who has voted. */
export interface Ballot {
  /** The seats drawn as voters: those the engine lets vote, and those who voted already (greyed). */
  voters: number[];
  /** Why a seat may not raise a hand now (the engine's rule code), by seat. */
  barred: ReadonlyMap<number, string>;
  /** The seats that voted for an earlier candidate of this stage. */
  voted: number[];
}

/**
 * The ballot of the vote under way, as every ruleset's moderator view gives it (`ballot`); null outside a
 * vote. Who may vote is the engine's word alone (ballot.ts of each ruleset): the console refuses a barred
 * seat with the engine's own reason before it is sent, and decides nothing itself.
 */
export function ballotOf(view: ModeratorView): Ballot | null {
  const ballot = view.ballot;
  if (!ballot) return null;
  const barred = new Map(ballot.barred.map((b) => [b.seat, b.code]));
  const voted = new Set(ballot.voted);
  const voters = view.players.map((p) => p.seat).filter((seat) => !barred.has(seat) || voted.has(seat));
  return { voters, barred, voted: ballot.voted };
}
