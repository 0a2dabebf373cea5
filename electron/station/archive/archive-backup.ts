import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Archive } from './archive-api.ts';
import { checkArchiveFile } from './file-check.ts';
import { fsyncFile, moveIntoPlace, pathExists, removeSideFiles } from './file-durability.ts';
import { SCHEMA_VERSION } from './migrations.ts';

/** Why a backup was not made. The archive is never changed by a backup, made or not. */
export type BackupErrorCode = 'exists' | 'same-file' | 'failed';

/** Thrown by backupArchive; nothing is left at the destination (an existing file there is kept). */
export class BackupError extends Error {
  readonly code: BackupErrorCode;
  constructor(code: BackupErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
    this.code = code;
  }
}

/** Options of backupArchive. */
export interface BackupOptions {
  /** Replace a file already at the destination (default: refuse). */
  overwrite?: boolean;
}

/** What a finished backup holds. */
export interface BackupReport {
  file: string;
  /** The number of games in the copy. */
  games: number;
}

/**
 * Copies the whole open archive to `destinationFile` while the station keeps running (SQLite's online
 * backup: commands are served during the copy and the copy includes them). The copy is written to a
 * temporary file in the destination's folder, synced, checked as an archive of ours, then moved into
 * place in one rename, so the destination is never a half-written file.
 */
export async function backupArchive(
  archive: Archive,
  destinationFile: string,
  options: BackupOptions = {},
): Promise<BackupReport> {
  const target = resolve(destinationFile);
  if (target === resolve(archive.file))
    throw new BackupError('same-file', `${target} is the archive itself: choose another file for the backup.`);
  const overwrite = options.overwrite ?? false;
  if (!overwrite && pathExists(target))
    throw new BackupError('exists', `${target} already exists: choose another name, or allow replacing it.`);
  const temp = join(dirname(target), `.${basename(target)}.partial-${randomBytes(6).toString('hex')}`);
  try {
    await archive.backupTo(temp);
    // Counted before anything else can run: from here on the code is synchronous, so no command is
    // served between the end of the copy and this read, and the count is the copy's.
    const games = archive.listGames().length;
    fsyncFile(temp);
    // The copy is judged exactly as openArchive would judge it, before it takes the destination's name.
    const check = checkArchiveFile(temp, SCHEMA_VERSION);
    if (check.kind !== 'existing') throw new Error('the copy is empty');
    // A replaced database's leftover -wal would be replayed into the copy: remove it first.
    if (overwrite) removeSideFiles(target);
    if (!moveIntoPlace(temp, target, overwrite))
      throw new BackupError('exists', `${target} already exists: choose another name, or allow replacing it.`);
    return { file: target, games };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      'failed',
      `The backup to ${target} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  } finally {
    rmSync(temp, { force: true });
    removeSideFiles(temp);
  }
}
