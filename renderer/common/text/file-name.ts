/** A file name from a title: letters, digits and dashes only (any script), never empty. */
export function fileNameOf(title: string, extension: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'export'}.${extension}`;
}

/** The media type of the CSV files the console saves (UTF-8; the files carry a BOM for spreadsheets). */
export const CSV_TYPE = 'text/csv;charset=utf-8';
