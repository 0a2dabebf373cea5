import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import type { Archive } from '../../electron/station/archive/archive-api.ts';
import { ARCHIVE_FILE, createStation, type RandomSource, type Station } from '../../electron/station/index.ts';

/** A predictable random source: shuffles by rotating the list, ids count up. */
export function fixedRandom(): RandomSource {
  let n = 0;
  return {
    shuffle: <T>(list: readonly T[]) => [...list].reverse(),
    id: () => `id-${++n}`,
  };
}

/** A station on a fresh archive file in a temp folder. */
export function freshStation(random: RandomSource = fixedRandom()): {
  station: Station;
  archive: Archive;
  file: string;
} {
  const dir = mkdtempSync(join(tmpdir(), 'mafia-station-'));
  const file = join(dir, ARCHIVE_FILE);
  const archive = openArchive(file);
  return { station: createStation({ archive, random, clock: () => new Date('2026-11-22T20:00:00Z') }), archive, file };
}

/** Seven players, in seat order. */
export const SEVEN = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita'];
