import type { PrintableStandings } from './standings.ts';

/** A value of one CSV cell. Numbers are written as numbers; null is an empty cell. */
export type CsvValue = string | number | boolean | null;

/** The byte order mark that makes spreadsheets read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"; tab and CR too). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell, RFC 4180: quoted when it holds a comma, a quote or a line break (quotes doubled). A text
 * starting with = + - @ (or tab, CR) gets a leading apostrophe so no spreadsheet runs it as a formula;
 * a number is left as it is (a negative score is a number, not a formula).
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = typeof value === 'boolean' ? (value ? 'true' : 'false') : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file: UTF-8 with BOM, a header line, CRLF line ends (RFC 4180), every line ended. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return UTF8_BOM + lines.map((line) => `${line}\r\n`).join('');
}

/** The labels of the standings' fixed columns, in the reader's language (the renderer translates them). */
export interface StandingsCsvLabels {
  rank: string;
  name: string;
  total: string;
}

/** The standings as CSV: rank, name, total, then each extra column in its order. */
export function standingsCsv(standings: PrintableStandings, labels: StandingsCsvLabels): string {
  const header = [labels.rank, labels.name, labels.total, ...standings.columns.map((c) => c.label)];
  const rows = standings.rows.map((row) => [
    row.rank,
    row.name,
    row.total,
    ...standings.columns.map((c) => row.values[c.key] ?? null),
  ]);
  return toCsv(header, rows);
}

/**
 * Player statistics as CSV, whatever their figures: the columns (key and label, in order) and one
 * record per player. A key a record lacks is an empty cell.
 */
export function playerStatisticsCsv(
  columns: readonly { key: string; label: string }[],
  rows: readonly Record<string, CsvValue>[],
): string {
  return toCsv(
    columns.map((c) => c.label),
    rows.map((row) => columns.map((c) => row[c.key] ?? null)),
  );
}
