/** Points for each place of a tournament, place 1 first (a series' usual table; the organiser may give another). */
export const DEFAULT_PLACE_POINTS: readonly number[] = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];

/** One tournament of a series: its players' final places (1 = first; tied players share a place). */
export interface SeasonTournament {
  tournamentId: string;
  name: string;
  places: { playerId: string; name: string; place: number }[];
}

/** A player's season: the points of each tournament (null where he did not play) and the total. */
export interface SeasonRow {
  rank: number;
  playerId: string;
  name: string;
  points: number;
  /** Points per tournament, in the series' order; null where the player did not play it. */
  byTournament: (number | null)[];
  /** The best place the player reached (a tie-break: the better best place first). */
  bestPlace: number;
}

/**
 * Season points by place over a series of tournaments: each place earns `table[place − 1]` (0 past the table's
 * end); tied players share a place and each earns its points. Ranked by points, then best place, then name;
 * players with equal points and best place share a rank.
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
          bestPlace: Infinity,
        };
        rows.set(entry.playerId, row);
      }
      const points = table[entry.place - 1] ?? 0;
      row.byTournament[index] = points;
      row.points += points;
      row.bestPlace = Math.min(row.bestPlace, entry.place);
    }
  });
  const sorted = [...rows.values()].sort(
    (a, b) => b.points - a.points || a.bestPlace - b.bestPlace || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  let rank = 0;
  return sorted.map((row, i) => {
    const previous = sorted[i - 1];
    if (!previous || previous.points !== row.points || previous.bestPlace !== row.bestPlace) rank = i + 1;
    return { rank, ...row };
  });
}
