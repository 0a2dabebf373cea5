import Database from 'better-sqlite3';
import { ArchiveOpenError, type Archive } from './archive-api.ts';
import { ARCHIVE_APPLICATION_ID } from './archive-identity.ts';
import { BUSY_TIMEOUT_MS, configureConnection } from './connection-pragmas.ts';
import { checkArchiveFile, type FileCheck } from './file-check.ts';
import { migrate } from './migrate.ts';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations.ts';
import { SqliteArchive } from './sqlite-archive.ts';

/**
 * Opens the archive at `file`, creating it if there is none, and migrates it to the current schema
 * (backing up a file that holds data first). A foreign, corrupt or newer file is refused with an
 * ArchiveOpenError before anything is written to it.
 */
export function openArchive(file: string): Archive {
  // Judged read-only first: only an accepted file is ever opened for writing.
  const check = checkArchiveFile(file, SCHEMA_VERSION);
  const db = openForWriting(file, check);
  try {
    assertUnchanged(db, file, check);
    configureConnection(db);
    const report = migrate(db, file, MIGRATIONS);
    return new SqliteArchive(db, file, report.backup);
  } catch (error) {
    db.close();
    throw error;
  }
}

function openForWriting(file: string, check: FileCheck): Database.Database {
  try {
    return new Database(file, { fileMustExist: check.kind === 'existing', timeout: BUSY_TIMEOUT_MS });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ArchiveOpenError('unreadable', `${file} could not be opened for writing: ${reason}.`);
  }
}

/** Refuses a file that another program changed between the read-only check and this connection. */
function assertUnchanged(db: Database.Database, file: string, check: FileCheck): void {
  const applicationId = db.pragma('application_id', { simple: true }) as number;
  const userVersion = db.pragma('user_version', { simple: true }) as number;
  const same =
    check.kind === 'new'
      ? applicationId === 0 && userVersion === 0
      : applicationId === ARCHIVE_APPLICATION_ID && userVersion === check.userVersion;
  if (!same) throw new ArchiveOpenError('unreadable', `${file} changed while it was being opened; try again.`);
}
