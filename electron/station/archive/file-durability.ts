import { closeSync, fsyncSync, linkSync, openSync, renameSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { dirname } from 'node:path';

/** The side files SQLite may keep next to a database: its WAL, its shared-memory index, its rollback journal. */
export const SIDE_SUFFIXES = ['-wal', '-shm', '-journal'] as const;

/** Flushes a file's content to the disk. */
export function fsyncFile(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Flushes a folder's entries (a rename) to the disk where the platform allows it; Windows does not. */
export function fsyncFolder(folder: string): void {
  let fd: number;
  try {
    fd = openSync(folder, 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } catch {
    // Some platforms and file systems refuse fsync on a folder: the rename is then as durable as they allow.
  } finally {
    closeSync(fd);
  }
}

/**
 * Removes a database's side files. Needed before another database takes its name: SQLite would replay
 * a leftover -wal or -journal of the old file into the new one and corrupt it.
 */
export function removeSideFiles(file: string): void {
  for (const suffix of SIDE_SUFFIXES) rmSync(file + suffix, { force: true });
}

/** True when a path names something (file, folder, link). */
export function pathExists(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false }) !== undefined;
}

/**
 * Moves a finished file (in the same folder) to its final name, atomically. Without `overwrite` an
 * existing target is refused (a hard link fails if the name is taken, with no window for a race);
 * file systems without hard links (FAT on a USB stick) fall back to a check then a rename.
 * Returns false when the target exists and was kept.
 */
export function moveIntoPlace(temp: string, target: string, overwrite: boolean): boolean {
  if (overwrite) {
    renameSync(temp, target);
  } else {
    try {
      linkSync(temp, target);
      unlinkSync(temp);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return false;
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV' && code !== 'ENOSYS') throw error;
      if (pathExists(target)) return false;
      renameSync(temp, target);
    }
  }
  fsyncFolder(dirname(target));
  return true;
}
