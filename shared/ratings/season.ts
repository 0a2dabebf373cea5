import type { RuleError } from '../engine/core.ts';
import { compareNames } from '../engine/names.ts';

/** Points for each place of a tournament, place 1 first (a series' usual table; the organiser may give another). */
export const DEFAULT_PLACE_POINTS: readonly number[] = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];

/** One tournament of a series: its players' final places (1 = first; tied players share a place). */
export interface SeasonTournament {
  tournamentId: string;
  name: string;
  places: { playerId: string; name: string; place: number }[];
}

/** A player's season: the points and place of each tournament (null where he did not play) and the totals. */
export interface SeasonRow {
  rank: number;
  playerId: string;
  name: string;
  points: number;
  /** Points per tournament, in the series' order; null where the player did not play it. */
  byTournament: (number | null)[];
  /** The place reached in each tournament, in the series' order; null where the player did not play it. */
  places: (number | null)[];
  /** How many of the series' tournaments the player played. */
  played: number;
  /** The best place the player reached (the first step of the countback). */
  bestPlace: number;
}

/**
 * A tournament's places from its standings, as the season counts them: each player's rank in the tournament's
 * own order (its tie-break chain applied; players still equal share the rank), those who played no game left
 * out — a registered player who never sat at a table did not take part.
 */
export function placesOf(
  rows: readonly { rank: number; playerId: string; name: string; games: number }[],
): SeasonTournament['places'] {
  return rows
    .filter((row) => row.games > 0)
    .map((row) => ({ playerId: row.playerId, name: row.name, place: row.rank }));
}

/**
 * Why a points-by-place table cannot be a season's, or null: a lower place never earns more than a higher one
 * (equal is allowed, e.g. 0 for every place past the podium).
 */
export function checkPlacePoints(table: readonly number[]): RuleError | null {
  for (let i = 1; i < table.length; i++) {
    if (table[i]! > table[i - 1]!)
      return { code: 'season.points-rise', params: { place: i + 1, points: table[i]!, previous: table[i - 1]! } };
  }
  return null;
}

/**
 * Season points by place over a series of tournaments: each place earns `table[place − 1]` (0 past the table's
 * end); tied players share a place and each earns its points. Ranked by points, then by countback (the best
 * place, then the second best, and so on; a tournament not played counts as no place, behind any place), then
 * by name; players equal on points and every place share a rank.
 */
export function seasonStandings(
  tournaments: readonly SeasonTournament[],
  table: readonly number[] = DEFAULT_PLACE_POINTS,
): SeasonRow[] {
  const rows = new Map<string, Omit<SeasonRow, 'rank'>>();
  tournaments.forEach((tournament, index) => {
    for (const entry of tournament.places) {
      let row = rows.get(entry.playerId);
      if (!row) {
        row = {
          playerId: entry.playerId,
          name: entry.name,
          points: 0,
          byTournament: tournaments.map(() => null),
          places: tournaments.map(() => null),
          played: 0,
          bestPlace: Infinity,
        };
        rows.set(entry.playerId, row);
      }
      const points = table[entry.place - 1] ?? 0;
      row.byTournament[index] = points;
      row.places[index] = entry.place;
      row.points = roundPoints(row.points + points);
      row.played++;
      row.bestPlace = Math.min(row.bestPlace, entry.place);
    }
  });
  const sorted = [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      countback(a, b) ||
      compareNames(a.name, b.name) ||
      (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0),
  );
  let rank = 0;
  return sorted.map((row, i) => {
    const previous = sorted[i - 1];
    if (!previous || previous.points !== row.points || countback(previous, row) !== 0) rank = i + 1;
    return { rank, ...row };
  });
}

/** Compares two players' places, best first: negative when `a` has the better countback. */
function countback(a: Pick<SeasonRow, 'places'>, b: Pick<SeasonRow, 'places'>): number {
  const sortedPlaces = (row: Pick<SeasonRow, 'places'>) =>
    row.places.filter((p): p is number => p !== null).sort((x, y) => x - y);
  const pa = sortedPlaces(a);
  const pb = sortedPlaces(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? Infinity;
    const y = pb[i] ?? Infinity;
    if (x !== y) return x - y;
  }
  return 0;
}

/** Points to two decimals, so 0.1 + 0.2 adds up to 0.3 on the season table. */
function roundPoints(value: number): number {
  return Math.round(value * 100) / 100;
}
