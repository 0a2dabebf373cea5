import { describe, expect, it } from 'vitest';
import { exchangeText } from '../../shared/exchange/index.ts';
import { DEFAULT_PLACE_POINTS } from '../../shared/ratings/index.ts';
import { CUP_PLAYERS, cupFile } from './exchange-fixtures.ts';
import { ok, tickingStation } from './helpers.ts';

const fresh = tickingStation;

/** Three finished cups (imported whole) and one tournament not played yet. */
function seasonArchive() {
  const station = fresh();
  const cups = [
    { name: 'Spring Cup', seed: 11, prefix: 'spring' },
    { name: 'Summer Cup', seed: 13, prefix: 'summer' },
    { name: 'Autumn Cup', seed: 17, prefix: 'autumn' },
  ].map((cup) => ok(station.request('tournament.import-ratings-json', { text: exchangeText(cupFile(cup)) })));
  const open = ok(
    station.request('tournament.create', {
      name: 'Winter Cup',
      startsOn: '2026-12-20',
      endsOn: '2026-12-20',
      rulesetId: 'city-mafia',
      scoring: 'fiim-v7',
      players: CUP_PLAYERS.slice(0, 10),
      rounds: 2,
      tables: 1,
    }),
  );
  return { station, cups, open };
}

describe('season points by place (issue 16)', () => {
  it('offers the finished tournaments only, and counts each one’s places by its own standings', () => {
    const { station, cups, open } = seasonArchive();
    const candidates = ok(station.request('season.tournaments', {}));
    // Of one date, by name.
    expect(candidates.map((c) => c.name)).toEqual(['Autumn Cup', 'Spring Cup', 'Summer Cup']);
    expect(candidates.every((c) => c.players === 12)).toBe(true);
    expect(candidates.some((c) => c.tournamentId === open.tournamentId)).toBe(false);

    const ids = cups.map((c) => c.tournamentId);
    const season = ok(station.request('season.table', { tournamentIds: ids, placePoints: [...DEFAULT_PLACE_POINTS] }));
    expect(season.tournaments.map((t) => t.name)).toEqual(['Spring Cup', 'Summer Cup', 'Autumn Cup']);
    expect(season.rows).toHaveLength(12);
    // Each player's season points are the table's points of his rank in each cup's standings.
    const ranks = ids.map((tournamentId) => ok(station.request('tournament.standings', { tournamentId })).rows);
    for (const row of season.rows) {
      const places = ranks.map((rows) => rows.find((r) => r.playerId === row.playerId)!.rank);
      expect(row.places).toEqual(places);
      expect(row.byTournament).toEqual(places.map((p) => DEFAULT_PLACE_POINTS[p - 1] ?? 0));
      expect(row.points).toBe(places.reduce((sum, p) => sum + (DEFAULT_PLACE_POINTS[p - 1] ?? 0), 0));
      expect(row.played).toBe(3);
    }
    const points = season.rows.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('refuses, with a clear reason and nothing else, what cannot make a season', () => {
    const { station, cups, open } = seasonArchive();
    const first = cups[0]!.tournamentId;
    expect(
      station.request('season.table', { tournamentIds: [first, open.tournamentId], placePoints: [25, 18] }),
    ).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'season.unfinished', params: { name: 'Winter Cup', finished: 0, tables: 2 } },
    });
    expect(station.request('season.table', { tournamentIds: [first, first], placePoints: [25, 18] })).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'season.duplicate-tournament', params: { name: 'Spring Cup' } },
    });
    expect(station.request('season.table', { tournamentIds: ['nope'], placePoints: [25, 18] })).toEqual({
      ok: false,
      error: { kind: 'not-found', what: 'tournament' },
    });
    expect(station.request('season.table', { tournamentIds: [first], placePoints: [25, 18, 20] })).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'season.points-rise', params: { place: 3, points: 20, previous: 18 } },
    });
    // The shape is checked at the door: no tournament, a negative number of points.
    expect(station.request('season.table', { tournamentIds: [], placePoints: [25] })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-payload' },
    });
    expect(station.request('season.table', { tournamentIds: [first], placePoints: [-1] })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-payload' },
    });
  });
});
