/** Issue 16: every order of the standings is defined — players tied at 0 (or on everything) come out by name. */
import { describe, expect, it } from 'vitest';
import { presetSports } from '../../shared/tournament/index.ts';
import { game, gp, standingsOf } from './helpers.ts';

describe('the standings order when players are tied on everything', () => {
  it('registered players tied at 0 before any game are listed by name, not by the order of their ids', () => {
    // The station's ids are the archive's numbers as strings: '10' sorts before '9' by code unit.
    const config = { ...presetSports(), tieBreaks: ['wins' as const] };
    const standings = standingsOf(config, [], {
      players: ['10', '9', '11'],
      names: { '9': 'Zoltán', '10': 'Marta', '11': 'Anna' },
    });
    expect(standings.rows.map((x) => [x.name, x.rank])).toEqual([
      ['Anna', 1],
      ['Marta', 1],
      ['Zoltán', 1],
    ]);
  });

  it('the same name twice (two identities) falls back to the id as a number: 9 before 10', () => {
    const standings = standingsOf(presetSports(), [game('g1', [gp('10', 1, 'red'), gp('9', 2, 'red')], 'red')], {
      names: { '9': 'Ivan', '10': 'Ivan' },
    });
    expect(standings.rows.map((x) => x.playerId)).toEqual(['9', '10']);
  });
});
