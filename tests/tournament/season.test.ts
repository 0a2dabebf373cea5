import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLACE_POINTS,
  checkPlacePoints,
  placesOf,
  seasonStandings,
  type SeasonTournament,
} from '../../shared/ratings/index.ts';
import { place } from './helpers.ts';

/**
 * A season of three tournaments, worked by hand with the default table 25, 18, 15, 12, 10, 8, 6, 4, 2, 1.
 * Places are each tournament's own ranks (its tie-break chain already applied): Boris and Clara were still
 * equal after every tie-break of the Spring Cup, so both are 2nd; Anna and Clara share 3rd in the Autumn Cup.
 */
const SEASON: SeasonTournament[] = [
  {
    tournamentId: 'spring',
    name: 'Spring Cup',
    places: [place('Anna', 1), place('Boris', 2), place('Clara', 2), place('Dan', 4), place('Eva', 5)],
  },
  {
    tournamentId: 'summer',
    name: 'Summer Cup',
    places: [
      place('Clara', 1),
      place('Anna', 2),
      place('Eva', 3),
      place('Fedor', 4),
      place('Dan', 10),
      place('Boris', 11),
    ],
  },
  {
    tournamentId: 'autumn',
    name: 'Autumn Cup',
    places: [
      place('Boris', 1),
      place('Dan', 2),
      place('Anna', 3),
      place('Clara', 3),
      place('Fedor', 5),
      place('Eva', 7),
    ],
  },
];

describe('season points by place over a series of tournaments (issue 16)', () => {
  it('adds each place’s points, shared places earning the place’s points, ranked by points then countback', () => {
    const rows = seasonStandings(SEASON, DEFAULT_PLACE_POINTS);
    // Anna  25 (1st) + 18 (2nd) + 15 (3rd)       = 58, places 1, 2, 3
    // Clara 18 (2nd) + 25 (1st) + 15 (3rd)       = 58, places 1, 2, 3: equal on everything, rank shared
    // Boris 18 (2nd) +  0 (11th, past the table) + 25 (1st) = 43
    // Dan   12 (4th) +  1 (10th) + 18 (2nd)      = 31, best place 2
    // Eva   10 (5th) + 15 (3rd) +  6 (7th)       = 31, best place 3: behind Dan on countback
    // Fedor 12 (4th) + 10 (5th)                  = 22, two tournaments
    expect(rows.map((r) => [r.rank, r.name, r.points, r.played, r.bestPlace])).toEqual([
      [1, 'Anna', 58, 3, 1],
      [1, 'Clara', 58, 3, 1],
      [3, 'Boris', 43, 3, 1],
      [4, 'Dan', 31, 3, 2],
      [5, 'Eva', 31, 3, 3],
      [6, 'Fedor', 22, 2, 4],
    ]);
    const fedor = rows.find((r) => r.name === 'Fedor')!;
    expect(fedor.byTournament).toEqual([null, 12, 10]);
    expect(fedor.places).toEqual([null, 4, 5]);
    expect(rows.find((r) => r.name === 'Boris')!.byTournament).toEqual([18, 0, 25]);
  });

  it('breaks a tie of points and best place on the next best place (countback), then by name', () => {
    const rows = seasonStandings(
      [
        { tournamentId: 'a', name: 'A', places: [place('Yan', 1), place('Zoe', 1)] },
        { tournamentId: 'b', name: 'B', places: [place('Zoe', 2), place('Yan', 4), place('Xia', 1)] },
        { tournamentId: 'c', name: 'C', places: [place('Yan', 2), place('Xia', 2), place('Zoe', 4)] },
      ],
      [10, 5, 3, 0],
    );
    // Yan 10 + 0 + 5 = 15, places 1, 2, 4; Zoe 10 + 5 + 0 = 15, places 1, 2, 4: shared.
    // Xia 10 + 5 = 15, places 1, 2: one tournament fewer, so a missing third place: behind.
    expect(rows.map((r) => [r.rank, r.name, r.points])).toEqual([
      [1, 'Yan', 15],
      [1, 'Zoe', 15],
      [3, 'Xia', 15],
    ]);
  });

  it('lists a shared place by name as a reader orders it: «anna» and Ágota before Ferenc (tryout 14)', () => {
    const rows = seasonStandings(
      [{ tournamentId: 'a', name: 'A', places: [place('Ferenc', 1), place('anna', 1), place('Ágota', 1)] }],
      [10, 5, 3, 0],
    );
    expect(rows.map((r) => [r.rank, r.name])).toEqual([
      [1, 'Ágota'],
      [1, 'anna'],
      [1, 'Ferenc'],
    ]);
  });

  it('takes a tournament’s places from its standings: its ranks, players who played no game left out', () => {
    const places = placesOf([
      { rank: 1, playerId: '7', name: 'Anna', games: 6 },
      { rank: 2, playerId: '3', name: 'Boris', games: 6 },
      { rank: 2, playerId: '9', name: 'Clara', games: 5 },
      { rank: 4, playerId: '1', name: 'Dan', games: 0 },
      { rank: 5, playerId: '2', name: 'Eva', games: 3 },
    ]);
    expect(places).toEqual([
      { playerId: '7', name: 'Anna', place: 1 },
      { playerId: '3', name: 'Boris', place: 2 },
      { playerId: '9', name: 'Clara', place: 2 },
      { playerId: '2', name: 'Eva', place: 5 },
    ]);
  });

  it('refuses a points table that gives a lower place more than a higher one', () => {
    expect(checkPlacePoints([25, 18, 15])).toBeNull();
    expect(checkPlacePoints([10, 10, 0])).toBeNull();
    expect(checkPlacePoints([25, 18, 20])).toEqual({
      code: 'season.points-rise',
      params: { place: 3, points: 20, previous: 18 },
    });
  });
});
