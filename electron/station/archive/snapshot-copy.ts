import { readFileSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { BUSY_TIMEOUT_MS } from './connection-pragmas.ts';
import { fsyncFile } from './file-durability.ts';

/**
 * Writes a self-contained copy of a closed database file (its committed -wal content included) to
 * `target` with VACUUM INTO, and syncs it. The source is read without being written: from memory when
 * it has no -wal content, else through a read-only connection (which may add a -shm beside it).
 * The copy is in rollback-journal mode with no side files, ready to be renamed into place.
 */
export function snapshotCopy(source: string, target: string): void {
  const db = hasWalContent(source)
    ? new Database(source, { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS })
    : fromMemory(source);
  try {
    // The source may come from anywhere: nothing in its schema may run functions with side effects.
    db.pragma('trusted_schema = OFF');
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
  fsyncFile(target);
}

function fromMemory(source: string): Database.Database {
  const bytes = readFileSync(source);
  // The in-memory VFS cannot do WAL; marking the copy as a rollback-journal file reads the same pages.
  if (bytes[18] === 2 && bytes[19] === 2) {
    bytes[18] = 1;
    bytes[19] = 1;
  }
  return new Database(bytes, { readonly: true });
}

function hasWalContent(file: string): boolean {
  return (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0) > 0;
}
