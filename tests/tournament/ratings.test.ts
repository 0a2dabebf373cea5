import { describe, expect, it } from 'vitest';
import {
  civOdds,
  factorsOf,
  ratedGameOf,
  ratingChart,
  ratingTable,
  seasonStandings,
  type RatedGame,
} from '../../shared/ratings/index.ts';
import { place } from './helpers.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

/** A game where the players listed as black are black and every other of `table` is red. */
function game(
  gameId: string,
  finishedAt: string,
  kind: RatedGame['kind'],
  table: string[],
  black: string[],
  winner: RatedGame['winner'],
): RatedGame {
  return {
    gameId,
    finishedAt,
    kind,
    tableSize: table.length,
    winner,
    players: table.map((id) => ({ playerId: id, name: id, side: black.includes(id) ? 'black' : 'red' })),
  };
}

const rating = (table: ReturnType<typeof ratingTable>, id: string) => table.players.find((p) => p.playerId === id)!;

describe('the MafiaRatings-style rating (issue 16)', () => {
  it('gives the red side its odds from the two means', () => {
    expect(civOdds(1000, 1000)).toBe(0.5);
    // 1 / (1 + 10^(200/400)) = 1 / (1 + 3.16227766) = 0.2402531
    expect(civOdds(1000, 1200)).toBeCloseTo(0.2402531, 6);
    // and the black side's are the rest: 1 − 0.2402531
    expect(1 - civOdds(1000, 1200)).toBeCloseTo(0.7597469, 6);
  });

  it('sets the factors by kind, halved below ten players', () => {
    expect(factorsOf('club', 10)).toEqual({ win: 4, loss: 3 });
    expect(factorsOf('tournament', 10)).toEqual({ win: 16, loss: 12 });
    expect(factorsOf('tournament', 12)).toEqual({ win: 16, loss: 12 });
    expect(factorsOf('tournament', 9)).toEqual({ win: 8, loss: 6 });
    expect(factorsOf('club', 7)).toEqual({ win: 2, loss: 1.5 });
  });

  it('recomputes two games by hand: a club game, then a tournament game with the sides changed', () => {
    const players = seats(10);
    const games = [
      // Listed out of order: the rating sorts by the time a game ended.
      game('g2', '2026-11-02T20:00:00.000Z', 'tournament', players, ['P1', 'P2', 'P3'], 'black'),
      game('g1', '2026-11-01T20:00:00.000Z', 'club', players, ['P8', 'P9', 'P10'], 'red'),
    ];
    const table = ratingTable(games, { initial: 1000, scope: 'both' });
    expect(table.counted).toEqual(['g1', 'g2']);
    // g1: everyone at 1000, civOdds = 0.5. Red (P1–P7) win: +4·(1 − 0.5) = +2 → red track 1002.
    // Black (P8–P10) lose: −3·0.5 = −1.5 → black track 998.5.
    // g2: red = P4–P10 by their red tracks: (4·1002 + 3·1000)/7 = 7008/7 = 1001.142857;
    // black = P1–P3 by their black tracks: 1000. civOdds = 1/(1 + 10^((1000 − 1001.142857)/400))
    // = 1/(1 + 10^−0.002857143) = 1/(1 + 0.99344278) = 0.50164469; black's odds 0.49835531.
    // Black wins: +16·(1 − 0.49835531) = +8.02631; red loses: −12·0.50164469 = −6.01974.
    const p1 = rating(table, 'P1');
    expect(p1.red).toBeCloseTo(1002, 6);
    expect(p1.black).toBeCloseTo(1008.02631, 4);
    // overall: 1000 + 2 + 8.02631
    expect(p1.rating).toBeCloseTo(1010.02631, 4);
    expect(p1.history.map((h) => h.gameId)).toEqual(['g1', 'g2']);
    expect(p1.history[1]!.odds).toBeCloseTo(0.49835531, 6);
    const p4 = rating(table, 'P4');
    // red in both: 1000 + 2 − 6.01974
    expect(p4.red).toBeCloseTo(995.98026, 4);
    expect(p4.black).toBe(1000);
    const p8 = rating(table, 'P8');
    // black in g1 (998.5), red in g2 (1000 − 6.01974); overall 1000 − 1.5 − 6.01974
    expect(p8.black).toBeCloseTo(998.5, 6);
    expect(p8.red).toBeCloseTo(993.98026, 4);
    expect(p8.rating).toBeCloseTo(992.48026, 4);
    expect(p8.wins).toBe(0);
    expect(p1.wins).toBe(2);
    // The table is ordered by overall rating: P1–P3 first (1010.03), P8–P10 last (992.48).
    expect(table.players.slice(0, 3).map((p) => p.playerId)).toEqual(['P1', 'P2', 'P3']);
    expect(table.players.slice(-3).map((p) => p.playerId)).toEqual(['P10', 'P8', 'P9']);
  });

  it('counts only the games of the chosen scope', () => {
    const players = seats(10);
    const games = [
      game('c1', '2026-11-01T20:00:00.000Z', 'club', players, ['P8', 'P9', 'P10'], 'red'),
      game('t1', '2026-11-02T20:00:00.000Z', 'tournament', players, ['P8', 'P9', 'P10'], 'red'),
    ];
    expect(ratingTable(games, { initial: 1000, scope: 'club' }).counted).toEqual(['c1']);
    expect(ratingTable(games, { initial: 1000, scope: 'tournament' }).counted).toEqual(['t1']);
    // Tournament only, all at 1000: red wins +16·0.5 = +8, black loses −12·0.5 = −6.
    const tournament = ratingTable(games, { initial: 1000, scope: 'tournament' });
    expect(rating(tournament, 'P1').rating).toBe(1008);
    expect(rating(tournament, 'P9').rating).toBe(994);
  });

  it('halves the factors at a table of eight, and leaves a third side out of the means', () => {
    // Eight seats: P1–P5 red, P6–P7 black, P8 the maniac (no side). Black wins at a club: W = 2, L = 1.5.
    const g: RatedGame = {
      ...game('m1', '2026-11-01T20:00:00.000Z', 'club', seats(7), ['P6', 'P7'], 'black'),
      tableSize: 8,
    };
    const table = ratingTable([g]);
    // All at 1000: odds 0.5 each. Black: +2·0.5 = +1; red: −1.5·0.5 = −0.75.
    expect(rating(table, 'P6').black).toBe(1001);
    expect(rating(table, 'P1').red).toBe(999.25);
    expect(table.players).toHaveLength(7);
  });

  it('rates City, 1987 and French games by their two sides; the maniac, draws and Mensa are not rated', () => {
    const facts = (rulesetId: string, winner: string | null, teams: (string | null)[]) => ({
      gameId: 'x',
      rulesetId,
      finishedAt: '2026-11-01T20:00:00.000Z',
      tournament: false,
      winner,
      seats: teams.map((team, i) => ({ playerId: `P${i + 1}`, name: `P${i + 1}`, team })),
    });
    const city = ratedGameOf(facts('city-mafia', 'black', ['red', 'black', 'maniac', 'red']))!;
    expect(city.winner).toBe('black');
    expect(city.tableSize).toBe(4);
    expect(city.players.map((p) => p.side)).toEqual(['red', 'black', 'red']);
    expect(ratedGameOf(facts('city-mafia', 'maniac', ['red', 'black', 'maniac']))).toBeNull();
    expect(ratedGameOf(facts('city-mafia', 'draw', ['red', 'black']))).toBeNull();
    expect(ratedGameOf(facts('davidoff-1987', 'honest', ['honest', 'mafia']))!.winner).toBe('red');
    expect(ratedGameOf(facts('french-deck', 'mafia', ['villagers', 'mafia']))!.winner).toBe('black');
    expect(ratedGameOf(facts('mensa-hungariqa', 'mafia', ['citizens', 'mafia']))).toBeNull();
  });

  it('draws a history as polylines that start at the initial rating', () => {
    const table = ratingTable([game('g1', '2026-11-01T20:00:00.000Z', 'club', seats(10), ['P8', 'P9', 'P10'], 'red')]);
    const chart = ratingChart(rating(table, 'P1').history, 1000, { width: 100, height: 50 });
    // Values 1000 → 1002: padded by max(1, 0.2) = 1 → scale 999..1003; margin 4.
    // x: 4 and 96; y(1000) = 4 + 3·42/4 = 35.5, y(1002) = 4 + 1·42/4 = 14.5.
    expect(chart.min).toBe(999);
    expect(chart.max).toBe(1003);
    expect(chart.lines.overall).toBe('4,35.5 96,14.5');
    expect(chart.lines.black).toBe('4,35.5 96,35.5');
    expect(chart.ticks.map((t) => t.value)).toEqual([999, 1000, 1001, 1002, 1003]);
  });
});

describe('season points by place', () => {
  it('adds the points of each place over a series, tied places sharing', () => {
    const rows = seasonStandings(
      [
        {
          tournamentId: 't1',
          name: 'Autumn Cup',
          places: [place('Anna', 1), place('Boris', 2), place('Clara', 2)],
        },
        {
          tournamentId: 't2',
          name: 'Winter Cup',
          places: [place('Clara', 1), place('Anna', 3), place('Dan', 11)],
        },
      ],
      [25, 18, 15, 12, 10, 8, 6, 4, 2, 1],
    );
    // Anna 25 + 15 = 40; Clara 18 + 25 = 43; Boris 18; Dan: place 11 is past the table, 0.
    expect(rows.map((r) => [r.rank, r.name, r.points])).toEqual([
      [1, 'Clara', 43],
      [2, 'Anna', 40],
      [3, 'Boris', 18],
      [4, 'Dan', 0],
    ]);
    expect(rows[2]!.byTournament).toEqual([18, null]);
  });
});
