import type { TournamentDetail, TournamentStandings } from '../../../shared/contract/index.ts';
import type { PrintableStandings } from '../../../shared/print/index.ts';

/** The standings' columns after rank, name and total, in the order the page, the print and the CSV show them. */
export const STANDINGS_COLUMNS = [
  'games',
  'wins',
  'pointsWithoutBonus',
  'roleBonus',
  'bestMove',
  'extras',
  'penalties',
] as const;

/** One of those columns. */
export type StandingsColumn = (typeof STANDINGS_COLUMNS)[number];

/** The words the printed standings need, in the reader's language (the page translates them). */
export interface StandingsWords {
  column: (key: StandingsColumn) => string;
  /** The line under the title: dates, rounds and tables played. */
  subtitle: string;
}

/**
 * The tournament's standings as the print page and the CSV take them: already ranked by the station (ties
 * broken by the scoring's order); only laid out here. Long names are cut to the print schema's 80 characters.
 */
export function printableStandings(
  detail: TournamentDetail,
  standings: TournamentStandings,
  words: StandingsWords,
): PrintableStandings {
  return {
    title: detail.name.slice(0, 200),
    subtitle: words.subtitle.slice(0, 300),
    columns: STANDINGS_COLUMNS.map((key) => ({ key, label: words.column(key).slice(0, 60) })),
    rows: standings.rows.map((row) => ({
      rank: row.rank,
      name: row.name.slice(0, 80),
      total: row.points,
      values: Object.fromEntries(STANDINGS_COLUMNS.map((key) => [key, row[key]])),
    })),
  };
}
