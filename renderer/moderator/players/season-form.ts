import type { SeasonTable } from '../../../shared/contract/index.ts';
import type { PrintableStandings } from '../../../shared/print/index.ts';

/** The print schema's limit of extra columns: played and best place, then a column per tournament while they fit. */
const MAX_COLUMNS = 12;

/**
 * The points table as the organiser typed it ("25, 18, 15, …": separated by commas, semicolons or spaces,
 * decimals with a point), or the first piece that is not a number. Whether the table may be a season's (no
 * lower place earning more) is the station's to say.
 */
export function placePointsOf(text: string): { ok: true; value: number[] } | { ok: false; text: string } {
  const pieces = text
    .split(/[\s,;]+/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  if (pieces.length === 0) return { ok: false, text: '' };
  const value: number[] = [];
  for (const piece of pieces) {
    const points = /^\d+(\.\d+)?$/.test(piece) ? Number(piece) : NaN;
    if (!Number.isFinite(points)) return { ok: false, text: piece };
    value.push(points);
  }
  return { ok: true, value };
}

/** The words the printed season needs, in the reader's language. */
export interface SeasonWords {
  title: string;
  subtitle: string;
  played: string;
  best: string;
  /** A tournament's cell: the points and the place that earned them. */
  cell: (points: number, place: number) => string;
}

/**
 * The season as the standings print and CSV take it: rank, name and season points, then tournaments played,
 * best place and each tournament's points with the place (while the columns fit the print: ten tournaments).
 */
export function printableSeason(table: SeasonTable, words: SeasonWords): PrintableStandings {
  const perTournament = table.tournaments.length + 2 <= MAX_COLUMNS;
  const tournamentColumns = perTournament
    ? table.tournaments.map((t, i) => ({ key: `t${i + 1}`, label: t.name.slice(0, 60) }))
    : [];
  return {
    title: words.title.slice(0, 200),
    subtitle: words.subtitle.slice(0, 300),
    columns: [
      { key: 'played', label: words.played.slice(0, 60) },
      { key: 'best', label: words.best.slice(0, 60) },
      ...tournamentColumns,
    ],
    rows: table.rows.map((row) => ({
      rank: row.rank,
      name: row.name.slice(0, 80),
      total: row.points,
      values: {
        played: row.played,
        best: row.bestPlace,
        ...Object.fromEntries(
          tournamentColumns.map((column, i) => {
            const points = row.byTournament[i];
            const place = row.places[i];
            return [column.key, points == null || place == null ? null : words.cell(points, place)];
          }),
        ),
      },
    })),
  };
}
