import type { RatedGame, RatingFactors, RatingSide } from './types.ts';

/** The table size the factors are set for (a full sports table); below it they are halved. */
export const FULL_TABLE = 10;

/** The factors of a club game and of a tournament game at a full table (the MafiaRatings model). */
export const FACTORS: Record<RatedGame['kind'], RatingFactors> = {
  club: { win: 4, loss: 3 },
  tournament: { win: 16, loss: 12 },
};

/**
 * The odds of the red side winning, from the mean ratings of each side:
 * civOdds = 1 / (1 + 10^((avgBlack − avgRed) / 400)). Equal means give 0.5.
 */
export function civOdds(avgRed: number, avgBlack: number): number {
  return 1 / (1 + 10 ** ((avgBlack - avgRed) / 400));
}

/** The factors of a game: by kind, halved at a table of fewer than ten (a smaller table weighs less). */
export function factorsOf(kind: RatedGame['kind'], tableSize: number): RatingFactors {
  const base = FACTORS[kind];
  return tableSize < FULL_TABLE ? { win: base.win / 2, loss: base.loss / 2 } : { ...base };
}

/**
 * The change of one player's rating: a win moves him by W·(1 − odds of his side), a loss by −L·(odds of his
 * side). The unlikely win earns most; the likely loss costs most.
 */
export function ratingChange(won: boolean, sideOdds: number, factors: RatingFactors): number {
  return won ? factors.win * (1 - sideOdds) : -factors.loss * sideOdds;
}

/** The odds of a side, given the odds of red. */
export function oddsOf(side: RatingSide, redOdds: number): number {
  return side === 'red' ? redOdds : 1 - redOdds;
}
