import { readFileSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { BUSY_TIMEOUT_MS } from './connection-pragmas.ts';

/** What a read-only look inside an SQLite file found. */
export interface Inspection {
  applicationId: number;
  userVersion: number;
  /** How many tables, indexes, views and triggers its schema holds. */
  schemaObjects: number;
  /** What `PRAGMA quick_check` reported; empty when the file is sound. */
  problems: string[];
}

/**
 * Looks inside an SQLite file without changing it: its identity, its schema size and a quick check.
 * Throws the SqliteError of a file SQLite cannot read (the caller classifies it).
 */
export function inspectReadOnly(file: string): Inspection {
  const db = openReadOnly(file);
  try {
    // SQLite's advice for files of unknown origin: nothing in their schema may run functions with side
    // effects, and malformed cells are caught early. Both settings belong to this connection, not the file.
    db.pragma('trusted_schema = OFF');
    db.pragma('cell_size_check = ON');
    const applicationId = db.pragma('application_id', { simple: true }) as number;
    const userVersion = db.pragma('user_version', { simple: true }) as number;
    const schemaObjects = db.prepare('SELECT count(*) FROM sqlite_schema').pluck().get() as number;
    const rows = db.pragma('quick_check') as { quick_check: string }[];
    const problems = rows.map((row) => row.quick_check).filter((message) => message !== 'ok');
    return { applicationId, userVersion, schemaObjects, problems };
  } finally {
    db.close();
  }
}

/** True when a -wal file with content sits next to the database: committed data may be only there. */
function hasWalContent(file: string): boolean {
  try {
    return statSync(`${file}-wal`).size > 0;
  } catch {
    return false;
  }
}

function openReadOnly(file: string): Database.Database {
  if (hasWalContent(file)) {
    // After a crash the last commits (even the schema) can live only in the -wal, so read through it.
    // The -wal is already there; SQLite may add a -shm beside it, and never writes the database itself.
    return new Database(file, { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  }
  // Otherwise inspect an in-memory copy: even a read-only connection to a WAL-mode file creates -wal
  // and -shm files next to it, and a refused file must be left exactly as it was found.
  const bytes = readFileSync(file);
  // The in-memory VFS cannot do WAL; marking the copy as a rollback-journal file reads the same pages.
  if (bytes[18] === 2 && bytes[19] === 2) {
    bytes[18] = 1;
    bytes[19] = 1;
  }
  return new Database(bytes, { readonly: true });
}
