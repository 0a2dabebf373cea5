/** The station: the host that owns the games, free of Electron (runs in the main process and in plain Node). */
import { join } from 'node:path';
import { openArchive } from './archive/open-archive.ts';
import { createStation, type Station, type StationOptions } from './station.ts';

export { createStation, type Station, type StationOptions } from './station.ts';
export { currentPushes, followPushes } from './station-pushes.ts';
export type { DisplayHost } from './display-host.ts';
export type { RandomSource } from './random-source.ts';
export type { PdfPrinter, PrintFileOpener } from './station-print.ts';

/** The folder of printed PDFs inside the user data folder. */
export const PRINTS_FOLDER = 'prints';

/** The archive's file name inside the user data folder. */
export const ARCHIVE_FILE = 'mafia-station.sqlite';

/** Opens (or creates) the archive in a data folder and starts a station over it. */
export function openStation(dataDir: string, options: Omit<StationOptions, 'archive'> = {}): Station {
  return createStation({
    printsDir: join(dataDir, PRINTS_FOLDER),
    ...options,
    archive: openArchive(join(dataDir, ARCHIVE_FILE)),
  });
}
