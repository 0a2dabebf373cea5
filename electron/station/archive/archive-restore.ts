import { randomBytes } from 'node:crypto';
import { constants, copyFileSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ArchiveOpenError } from './archive-api.ts';
import { checkArchiveFile } from './file-check.ts';
import { fsyncFile, moveIntoPlace, removeSideFiles } from './file-durability.ts';
import { SCHEMA_VERSION } from './migrations.ts';
import { snapshotCopy } from './snapshot-copy.ts';

/** What a restore did. */
export interface RestoreReport {
  /** The archive file, now holding the backup's content. */
  file: string;
  /** The copy of the archive as it was before the restore (null when there was no archive yet). */
  safetyCopy: string | null;
}

/**
 * Replaces the archive at `currentFile` with the content of `backupFile`. The caller must have closed
 * every connection to the archive first, and reopens it (openArchive) afterwards. The sequence:
 *
 * 1. The backup is judged as openArchive judges a file (foreign, corrupt or newer: ArchiveOpenError);
 *    nothing has been touched yet.
 * 2. A self-contained copy of it (VACUUM INTO, -wal content included) is written to a temporary file
 *    in the archive's folder, synced, and judged again: that exact file is what will be installed.
 * 3. The current archive is copied aside as it is, with its -wal if it has one (damaged or not):
 *    `<file>.pre-restore-<time>` — the way back.
 * 4. The old file's -wal, -shm and -journal are removed: left beside the new file, SQLite would
 *    replay them into it and corrupt it. (A crash here leaves the old file, its commits in the copy.)
 * 5. The temporary file is renamed over the archive (atomic) and the folder is synced.
 *
 * Throws ArchiveOpenError when the backup is refused, with the archive untouched.
 */
export function restoreArchive(currentFile: string, backupFile: string, now: Date = new Date()): RestoreReport {
  const current = resolve(currentFile);
  const backup = resolve(backupFile);
  if (current === backup)
    throw new ArchiveOpenError('not-ours', `${backup} is the archive itself, not a backup of it.`);
  judgeBackup(backup);
  const temp = join(dirname(current), `.${basename(current)}.restore-${randomBytes(6).toString('hex')}`);
  try {
    try {
      snapshotCopy(backup, temp);
    } catch (error) {
      throw new ArchiveOpenError(
        'unreadable',
        `${backup} could not be copied: ${error instanceof Error ? error.message : String(error)}. The archive was left untouched.`,
      );
    }
    judgeBackup(temp, backup);
    const safetyCopy = copyAside(current, now);
    removeSideFiles(current);
    moveIntoPlace(temp, current, true);
    return { file: current, safetyCopy };
  } finally {
    rmSync(temp, { force: true });
    removeSideFiles(temp);
  }
}

/** Refuses a backup that openArchive would refuse, or one that holds no archive at all. */
function judgeBackup(file: string, shownAs: string = file): void {
  let check: ReturnType<typeof checkArchiveFile>;
  try {
    check = checkArchiveFile(file, SCHEMA_VERSION);
  } catch (error) {
    if (error instanceof ArchiveOpenError && shownAs !== file)
      throw new ArchiveOpenError(error.code, error.message.replaceAll(file, shownAs));
    throw error;
  }
  if (check.kind !== 'existing')
    throw new ArchiveOpenError('not-ours', `${shownAs} is not a Mafia Station archive backup: it is empty or missing.`);
}

/** Copies the archive and its -wal, byte for byte, next to it; null when there is no archive file. */
function copyAside(file: string, now: Date): string | null {
  const size = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  if (size === 0) return null;
  const target = safetyCopyPath(file, now);
  // COPYFILE_EXCL: never overwrite a file that happens to have the name.
  copyFileSync(file, target, constants.COPYFILE_EXCL);
  fsyncFile(target);
  const wal = statSync(`${file}-wal`, { throwIfNoEntry: false });
  if (wal && wal.size > 0) {
    copyFileSync(`${file}-wal`, `${target}-wal`, constants.COPYFILE_EXCL);
    fsyncFile(`${target}-wal`);
  }
  return target;
}

/** `<file>.pre-restore-<time>`, with a counter if taken. No colons: the name must be valid on Windows. */
function safetyCopyPath(file: string, now: Date): string {
  const base = `${file}.pre-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
  let candidate = base;
  for (let n = 2; statSync(candidate, { throwIfNoEntry: false }) !== undefined; n++) candidate = `${base}-${n}`;
  return candidate;
}
