import { closeSync, existsSync, fsyncSync, openSync } from 'node:fs';
import type Database from 'better-sqlite3';

/** The name of a pre-migration backup: `<file>.backup-v<version>-<time>`, with a counter if taken. */
export function backupPath(file: string, version: number, now: Date): string {
  // No colons: the name must be valid on Windows too.
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const base = `${file}.backup-v${version}-${stamp}`;
  let candidate = base;
  for (let n = 2; existsSync(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * Writes a consistent copy of the open database next to its file and returns the copy's path.
 * VACUUM INTO reads one snapshot (the -wal included) and keeps user_version and application_id.
 * It cannot run inside a transaction, so call it before the migrations begin.
 */
export function backupDatabase(db: Database.Database, file: string, version: number, now: Date): string {
  const target = backupPath(file, version, now);
  db.prepare('VACUUM INTO ?').run(target);
  // The copy is the way back if a migration goes wrong: make sure it reached the disk.
  const fd = openSync(target, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return target;
}
