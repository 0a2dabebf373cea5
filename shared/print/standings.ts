/**
 * Tournament standings as the print page and the CSV export take them: already computed (the tournament
 * logic ranks and breaks ties); printing only lays them out.
 */
export interface PrintableStandings {
  /** The tournament's name, printed as the title. */
  title: string;
  /** A line under the title: dates, round reached, the scoring system. */
  subtitle: string | null;
  /** The extra columns after the player's name and total, in order (e.g. wins, best move, penalties). */
  columns: { key: string; label: string }[];
  rows: PrintableStandingsRow[];
}

/** One player's line: rank (shared ranks allowed), name, total points, and a value per extra column. */
export interface PrintableStandingsRow {
  rank: number;
  name: string;
  total: number;
  values: Record<string, number | string | null>;
}
