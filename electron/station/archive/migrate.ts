import type Database from 'better-sqlite3';
import { backupDatabase } from './backup.ts';
import { MIGRATIONS, type Migration } from './migrations.ts';

/** What a migration run did. */
export interface MigrationReport {
  from: number;
  to: number;
  /** The backup written before migrating a file that held data, or null. */
  backup: string | null;
}

/**
 * Brings an open archive up to the last migration. Each migration runs in its own transaction that
 * also sets user_version, so a failure leaves the file at the last version that completed.
 * A file that already holds data (0 < user_version < latest) is first backed up next to itself.
 */
export function migrate(
  db: Database.Database,
  file: string,
  migrations: readonly Migration[] = MIGRATIONS,
  now: Date = new Date(),
): MigrationReport {
  migrations.forEach((migration, i) => {
    if (migration.version !== i + 1)
      throw new Error(`migration "${migration.name}" is numbered ${migration.version}, expected ${i + 1}`);
  });
  const latest = migrations.length;
  const from = userVersion(db);
  if (from > latest) throw new Error(`the archive is at version ${from}, newer than this version knows (${latest})`);
  // Version 0 is a new, empty file: nothing to lose, nothing to back up.
  const backup = from > 0 && from < latest ? backupDatabase(db, file, from, now) : null;
  for (const migration of migrations.slice(from)) apply(db, migration);
  return { from, to: latest, backup };
}

function apply(db: Database.Database, migration: Migration): void {
  const run = db.transaction(() => {
    // Re-read under the write lock: another process may have migrated since we looked.
    const current = userVersion(db);
    if (current >= migration.version) return;
    if (current !== migration.version - 1) {
      throw new Error(`cannot apply migration ${migration.version} to an archive at version ${current}`);
    }
    migration.up(db);
    const broken = db.pragma('foreign_key_check') as unknown[];
    if (broken.length > 0)
      throw new Error(`migration ${migration.version} (${migration.name}) broke ${broken.length} foreign key(s)`);
    db.pragma(`user_version = ${migration.version}`);
  });
  try {
    run.immediate();
  } catch (error) {
    throw new Error(`migration ${migration.version} (${migration.name}) failed and was rolled back`, {
      cause: error,
    });
  }
}

function userVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}
