import type Database from 'better-sqlite3';

/** How long a connection waits for another one's lock before giving up, in milliseconds. */
export const BUSY_TIMEOUT_MS = 5000;

/** Sets the archive connection's safety pragmas. Run on an accepted file, before any migration. */
export function configureConnection(db: Database.Database): void {
  // Wait for another connection's lock instead of failing at once.
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // Nothing stored in the file (views, triggers, defaults) may call functions with side effects.
  db.pragma('trusted_schema = OFF');
  const mode = db.pragma('journal_mode = WAL', { simple: true });
  if (mode !== 'wal')
    throw new Error(`the archive could not switch to WAL journaling (it stays in ${String(mode)} mode)`);
  // better-sqlite3 builds SQLite with WAL defaulting to NORMAL, which can lose the last commits on
  // power loss. FULL syncs the WAL at every commit: a step is durable once appendStep returns.
  db.pragma('synchronous = FULL');
  // Per connection, and off unless asked; set outside any transaction, where it takes effect.
  db.pragma('foreign_keys = ON');
}
