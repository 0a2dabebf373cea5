import type { TournamentDetail, TournamentStandings } from '../../../shared/contract/index.ts';
import type { PrintableStandings } from '../../../shared/print/index.ts';
import type { ScoringConfig } from '../../../shared/tournament/index.ts';
import { allowsExtras } from './scoring-form.ts';

/**
 * The standings' columns after rank, name and total, in the order the page, the print and the CSV show them: the
 * points are "Without bonuses" (win points and penalties) plus every column after it, so the penalties, which it
 * counts, stand before it (tryout 8: among the bonuses they read as counted twice).
 */
export const STANDINGS_COLUMNS = [
  'games',
  'wins',
  'penalties',
  'pointsWithoutBonus',
  'roleBonus',
  'bestMove',
  'extras',
] as const;

/** One of those columns, or one a scoring adds. */
export type StandingsColumn = (typeof STANDINGS_COLUMNS)[number] | 'perGame' | 'autoBonus' | 'compensation';

/**
 * The columns for a scoring: points per game when it ranks by them, the auto-bonus and Ci when it pays them
 * (issue 16; tryout 8: without its column a FIIM player's 0.3 a game showed nowhere but in the points); the best
 * move, the extras and the penalties only where the scoring can pay them (a win/loss tournament's would be 0
 * for everyone, a French-deck table's best move too: its ruleset has none, so its scoring pays none).
 */
export function standingsColumns(scoring: ScoringConfig): StandingsColumn[] {
  const paid: Partial<Record<StandingsColumn, boolean>> = {
    bestMove: scoring.bestMove.twoRight !== 0 || scoring.bestMove.threeRight !== 0,
    extras: allowsExtras(scoring),
    penalties: scoring.penalties.remark !== 0 || scoring.penalties.removal !== 0 || !!scoring.technicalDefeat,
  };
  return [
    ...(scoring.ranking === 'per-game' ? (['perGame'] as const) : []),
    ...STANDINGS_COLUMNS.filter((key) => paid[key] !== false),
    ...(scoring.autoBonus ? (['autoBonus'] as const) : []),
    ...(scoring.compensation ? (['compensation'] as const) : []),
  ];
}

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
  const columns = standingsColumns(detail.scoring);
  return {
    title: detail.name.slice(0, 200),
    subtitle: words.subtitle.slice(0, 300),
    columns: columns.map((key) => ({ key, label: words.column(key).slice(0, 60) })),
    rows: standings.rows.map((row) => ({
      rank: row.rank,
      name: row.name.slice(0, 80),
      total: row.points,
      values: Object.fromEntries(columns.map((key) => [key, row[key]])),
    })),
  };
}
