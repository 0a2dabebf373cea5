import { describe, expect, it } from 'vitest';
import { placePointsOf, printableSeason } from '../../renderer/moderator/players/season-form.ts';
import type { SeasonTable } from '../../shared/contract/index.ts';

describe('the season panel’s form (issue 16)', () => {
  it('reads the points table as typed: separated by commas, semicolons or spaces, decimals with a point', () => {
    expect(placePointsOf('25, 18, 15,12 10')).toEqual({ ok: true, value: [25, 18, 15, 12, 10] });
    expect(placePointsOf('3; 1.5;0.5')).toEqual({ ok: true, value: [3, 1.5, 0.5] });
    expect(placePointsOf('25, 18, x, 12')).toEqual({ ok: false, text: 'x' });
    expect(placePointsOf('  ')).toEqual({ ok: false, text: '' });
  });

  it('lays the season out for the print and the CSV: a column per tournament while they fit', () => {
    const table: SeasonTable = {
      tournaments: [
        { tournamentId: 'a', name: 'Spring Cup', startsOn: '2026-03-01', endsOn: '2026-03-01' },
        { tournamentId: 'b', name: 'Summer Cup', startsOn: '2026-06-01', endsOn: '2026-06-02' },
      ],
      placePoints: [25, 18, 15],
      rows: [
        {
          rank: 1,
          playerId: '4',
          name: 'Anna',
          points: 40,
          byTournament: [25, 15],
          places: [1, 3],
          played: 2,
          bestPlace: 1,
        },
        {
          rank: 2,
          playerId: '5',
          name: 'Boris',
          points: 18,
          byTournament: [null, 18],
          places: [null, 2],
          played: 1,
          bestPlace: 2,
        },
      ],
    };
    const printable = printableSeason(table, {
      title: 'Season 2026',
      subtitle: 'two cups',
      played: 'Tournaments',
      best: 'Best place',
      cell: (points, place) => `${points} (${place})`,
    });
    expect(printable.columns.map((c) => c.label)).toEqual(['Tournaments', 'Best place', 'Spring Cup', 'Summer Cup']);
    expect(printable.rows.map((r) => [r.rank, r.name, r.total, ...Object.values(r.values)])).toEqual([
      [1, 'Anna', 40, 2, 1, '25 (1)', '15 (3)'],
      [2, 'Boris', 18, 1, 2, null, '18 (2)'],
    ]);
  });
});
