import { describe, expect, it } from 'vitest';
import { ratedGameOf, type ArchivedGameFacts } from '../../shared/ratings/index.ts';

/**
 * The rating reads a game's winner as its standings count it (scoredWinner): a team a tournament's judge defeated
 * technically lost (tryout 11: the Elo gave it the win). A club game has no judge's verdict: the table's winner.
 */
function facts(more: Partial<ArchivedGameFacts>): ArchivedGameFacts {
  return {
    gameId: 'g1',
    rulesetId: 'city-mafia',
    finishedAt: '2026-11-22T20:00:00.000Z',
    tournament: true,
    winner: 'black',
    seats: ['red', 'black', 'red', 'black'].map((team, i) => ({ playerId: `P${i + 1}`, name: `P${i + 1}`, team })),
    ...more,
  };
}

describe('the rating reads the scored winner of a tournament game', () => {
  it('a technically defeated winner lost: the other side won', () => {
    expect(ratedGameOf(facts({ technicalDefeat: 'black' }))!.winner).toBe('red');
    expect(ratedGameOf(facts({ technicalDefeat: 'red' }))!.winner).toBe('black');
  });

  it('without a verdict, and in a club game, the table decides', () => {
    expect(ratedGameOf(facts({}))!.winner).toBe('black');
    expect(ratedGameOf(facts({ technicalDefeat: null }))!.winner).toBe('black');
    expect(ratedGameOf(facts({ tournament: false }))!.winner).toBe('black');
  });

  it('with a third team at the table, a defeated winner leaves nobody a winner: the game is not rated', () => {
    const seats = ['red', 'black', 'maniac'].map((team, i) => ({ playerId: `P${i + 1}`, name: `P${i + 1}`, team }));
    expect(ratedGameOf(facts({ seats, winner: 'black', technicalDefeat: 'black' }))).toBeNull();
    expect(ratedGameOf(facts({ seats, winner: 'red', technicalDefeat: 'black' }))!.winner).toBe('red');
  });
});
