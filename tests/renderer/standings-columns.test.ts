/**
 * tryout 8: on a FIIM v7 tournament's standings the columns did not add up to the points. The auto-bonus (0.3 a
 * game) had no column, so a losing red player showed 0.3 points and zero everywhere else; and the penalties, already
 * in "Without bonuses", stood again among the bonuses after it, so a removed player's −0.5 looked counted twice. The
 * page, the print and the CSV share these columns: the points are "Without bonuses" plus every column after it.
 */
import { describe, expect, it } from 'vitest';
import { standingsColumns } from '../../renderer/moderator/tournaments/printable-standings.ts';
import {
  FIIM_VERSIONS,
  presetClubEvening,
  presetFiim,
  presetSports,
  type ScoringConfig,
  type StandingRow,
} from '../../shared/tournament/index.ts';
import { cityGames, standingsOf } from '../tournament/helpers.ts';

const SCORINGS: [string, ScoringConfig][] = [
  ...FIIM_VERSIONS.map((v): [string, ScoringConfig] => [`FIIM v${v}`, presetFiim(v)]),
  ['FIIM v7, points per game', { ...presetFiim(7), ranking: 'per-game' }],
  ['FIIM v7, round 2 weighted ×1.2', { ...presetFiim(7), roundWeights: { '2': 1.2 } }],
  ['sports', presetSports()],
  ['club evening', presetClubEvening()],
];

describe('the standings’ columns', () => {
  it.each(SCORINGS)('add up to the points (%s)', (_name, scoring) => {
    const columns = standingsColumns(scoring);
    const after = columns.slice(columns.indexOf('pointsWithoutBonus') + 1);
    for (const row of standingsOf(scoring, cityGames()).rows) {
      const sum = row.pointsWithoutBonus + after.reduce((s, key) => s + (row[key as keyof StandingRow] as number), 0);
      expect(sum, `${row.playerId}: ${JSON.stringify(row)}`).toBeCloseTo(row.points, 2);
    }
  });

  it('show the penalties before "Without bonuses", which counts them', () => {
    const columns = standingsColumns(presetFiim(7));
    expect(columns.indexOf('penalties')).toBeLessThan(columns.indexOf('pointsWithoutBonus'));
    expect(columns).toContain('autoBonus');
    expect(standingsColumns(presetClubEvening())).not.toContain('autoBonus');
  });
});
