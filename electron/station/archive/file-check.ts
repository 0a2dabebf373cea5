import { statSync } from 'node:fs';
import { ArchiveOpenError, type ArchiveOpenErrorCode } from './archive-api.ts';
import { ARCHIVE_APPLICATION_ID } from './archive-identity.ts';
import { parseSqliteHeader, readFileStart } from './file-header.ts';
import { inspectReadOnly, type Inspection } from './read-only-inspection.ts';

/** A file accepted for opening: nothing there yet (or an empty database), or an archive of ours. */
export type FileCheck = { kind: 'new' } | { kind: 'existing'; userVersion: number };

/**
 * Decides whether a file may be opened as an archive, without modifying it.
 * Throws ArchiveOpenError for a file that is foreign, corrupt, unreadable or from a newer version.
 */
export function checkArchiveFile(file: string, latestVersion: number): FileCheck {
  const size = fileSize(file);
  if (size === null || size === 0) return { kind: 'new' };

  const header = parseSqliteHeader(attempt(file, () => readFileStart(file)));
  if (!header) throw refusal('not-ours', `${file} is not a Mafia Station archive: it is not an SQLite database.`);
  // Judged from the header alone, before SQLite ever opens the file.
  if (header.applicationId !== 0 && header.applicationId !== ARCHIVE_APPLICATION_ID) throw foreign(file);
  if (header.applicationId === ARCHIVE_APPLICATION_ID && header.userVersion > latestVersion) {
    throw newer(file, header.userVersion, latestVersion);
  }

  const inside = inspect(file);
  if (inside.applicationId === 0) {
    // A database nobody has claimed: ours to use only if it is empty.
    if (inside.schemaObjects > 0 || inside.userVersion !== 0) throw foreign(file);
    if (inside.problems.length > 0) throw corrupt(file, inside.problems[0]);
    return { kind: 'new' };
  }
  if (inside.applicationId !== ARCHIVE_APPLICATION_ID) throw foreign(file);
  if (inside.userVersion > latestVersion) throw newer(file, inside.userVersion, latestVersion);
  if (inside.problems.length > 0) throw corrupt(file, inside.problems[0]);
  return { kind: 'existing', userVersion: inside.userVersion };
}

/** The size of a file, null when there is none; a directory or other non-file is refused. */
function fileSize(file: string): number | null {
  const stats = attempt(file, () => statSync(file, { throwIfNoEntry: false }));
  if (!stats) return null;
  if (!stats.isFile()) throw refusal('not-ours', `${file} is not a Mafia Station archive: it is not a regular file.`);
  return stats.size;
}

function inspect(file: string): Inspection {
  try {
    return inspectReadOnly(file);
  } catch (error) {
    const code = sqliteCode(error);
    if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) throw corrupt(file, messageOf(error));
    throw unreadable(file, error);
  }
}

/** Runs a file-system read, turning its failure (permissions, I/O) into an 'unreadable' refusal. */
function attempt<T>(file: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw unreadable(file, error);
  }
}

function refusal(code: ArchiveOpenErrorCode, message: string): ArchiveOpenError {
  return new ArchiveOpenError(code, message);
}

function foreign(file: string): ArchiveOpenError {
  return refusal(
    'not-ours',
    `${file} is not a Mafia Station archive: it is a database of another application. It was left untouched.`,
  );
}

function corrupt(file: string, detail: string | undefined): ArchiveOpenError {
  return refusal(
    'corrupt',
    `${file} is damaged and cannot be read as an archive (${detail ?? 'unknown damage'}). ` +
      'It was left untouched: restore a backup, or move it away to start a new archive.',
  );
}

function newer(file: string, found: number, latest: number): ArchiveOpenError {
  return refusal(
    'newer-version',
    `${file} was written by a newer version of Mafia Station (archive version ${found}; this version reads up to ${latest}). ` +
      'It was left untouched: update the application to open it.',
  );
}

function unreadable(file: string, error: unknown): ArchiveOpenError {
  return refusal('unreadable', `${file} could not be read: ${messageOf(error)}. It was left untouched.`);
}

function sqliteCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
