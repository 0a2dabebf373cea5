import { dialog } from 'electron';
import { ArchiveOpenError } from '../station/archive/archive-api.ts';
import { openStation, type Station, type StationOptions } from '../station/index.ts';

/**
 * Opens the station over the archive in the data folder, or says why not in an error box and returns
 * null. A refused archive (foreign, corrupt, newer) is left exactly as it is: nothing here touches it.
 */
export function openStationOrExplain(dataDir: string, options: Omit<StationOptions, 'archive'> = {}): Station | null {
  try {
    return openStation(dataDir, options);
  } catch (error) {
    if (error instanceof ArchiveOpenError) {
      dialog.showErrorBox('Mafia Station cannot open its archive', error.message);
    } else {
      dialog.showErrorBox('Mafia Station could not start', error instanceof Error ? error.message : String(error));
    }
    return null;
  }
}
