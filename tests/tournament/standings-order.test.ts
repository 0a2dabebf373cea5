/** Issue 16: every order of the standings is defined — players tied at 0 (or on everything) come out by name. */
import { describe, expect, it } from 'vitest';
import { computeStandings, presetSports } from '../../shared/tournament/index.ts';
import { game, gp } from './helpers.ts';

describe('the standings order when players are tied on everything', () => {
  it('registered players tied at 0 before any game are listed by name, not by the order of their ids', () => {
    // The station's ids are the archive's numbers as strings: '10' sorts before '9' by code unit.
    const config = { ...presetSports(), tieBreaks: ['wins' as const] };
    const r = computeStandings(config, [], {
      players: ['10', '9', '11'],
      names: { '9': 'Zoltán', '10': 'Marta', '11': 'Anna' },
    });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.rows.map((x) => [x.name, x.rank])).toEqual([
      ['Anna', 1],
      ['Marta', 1],
      ['Zoltán', 1],
    ]);
  });

  it('the same name twice (two identities) falls back to the id as a number: 9 before 10', () => {
    const r = computeStandings(presetSports(), [game('g1', [gp('10', 1, 'red'), gp('9', 2, 'red')], 'red')], {
      names: { '9': 'Ivan', '10': 'Ivan' },
    });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.rows.map((x) => x.playerId)).toEqual(['9', '10']);
  });
});
