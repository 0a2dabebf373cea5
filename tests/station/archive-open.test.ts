import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ArchiveOpenError, type ArchiveOpenErrorCode } from '../../electron/station/archive/archive-api.ts';
import { ARCHIVE_APPLICATION_ID } from '../../electron/station/archive/archive-identity.ts';
import { parseSqliteHeader, readFileStart } from '../../electron/station/archive/file-header.ts';
import { SCHEMA_VERSION } from '../../electron/station/archive/migrations.ts';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { SqliteArchive } from '../../electron/station/archive/sqlite-archive.ts';
import { LATER_STEPS, minute, newGame, sha256, sideFiles, stepOf, tempDir } from './archive-fixtures.ts';

/** Opens a file that must be refused; checks the code and that the file and its folder are untouched. */
function expectRefused(file: string, code: ArchiveOpenErrorCode): ArchiveOpenError {
  const before = sha256(file);
  const sidesBefore = sideFiles(file);
  let caught: unknown;
  try {
    openArchive(file).close();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ArchiveOpenError);
  const refused = caught as ArchiveOpenError;
  expect(refused.code).toBe(code);
  expect(refused.message).toContain(file);
  expect(sha256(file)).toBe(before);
  expect(sideFiles(file)).toEqual(sidesBefore);
  return refused;
}

/** A closed archive of ours with enough games that it spans many pages. */
function populatedArchive(dir: string): string {
  const file = join(dir, 'archive.sqlite');
  const archive = openArchive(file);
  for (let g = 0; g < 40; g++) {
    const gameId = `game-${g}`;
    archive.createGame(newGame(gameId, minute(g)));
    LATER_STEPS.forEach((events, i) => archive.appendStep(stepOf(gameId, i + 1, events, minute(g + i + 1))));
  }
  archive.close();
  return file;
}

/** An SQLite file made by another program: a table, and the given application_id. */
function foreignDatabase(file: string, applicationId: number, journal: 'delete' | 'wal' = 'delete'): void {
  const db = new Database(file);
  db.pragma(`journal_mode = ${journal}`);
  db.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('shopping list')");
  db.pragma(`application_id = ${applicationId}`);
  db.close();
}

describe('opening an archive', () => {
  it('creates a missing file and runs with the safety pragmas', () => {
    const file = join(tempDir(), 'new.sqlite');
    const archive = openArchive(file);
    expect(archive).toBeInstanceOf(SqliteArchive);
    expect((archive as SqliteArchive).settings()).toEqual({
      journalMode: 'wal',
      synchronous: 2, // FULL
      foreignKeys: 1,
      trustedSchema: 0,
      busyTimeout: 5000,
      applicationId: ARCHIVE_APPLICATION_ID,
      userVersion: SCHEMA_VERSION,
    });
    expect(archive.file).toBe(file);
    archive.close();
    // A clean close checkpoints the WAL into the file and removes the side files.
    expect(sideFiles(file)).toEqual([]);
    expect(parseSqliteHeader(readFileStart(file))).toEqual({
      applicationId: ARCHIVE_APPLICATION_ID,
      userVersion: SCHEMA_VERSION,
      wal: true,
    });
  });

  it("uses the ASCII of 'MAFS' as application_id", () => {
    expect(ARCHIVE_APPLICATION_ID).toBe(Buffer.from('MAFS', 'ascii').readUInt32BE(0));
  });

  it('treats an empty file, and an empty SQLite database, as new', () => {
    const dir = tempDir();
    const empty = join(dir, 'empty.sqlite');
    writeFileSync(empty, '');
    openArchive(empty).close();
    const blank = join(dir, 'blank.sqlite');
    const db = new Database(blank);
    db.exec('CREATE TABLE scratch (x INTEGER); DROP TABLE scratch; VACUUM'); // unclaimed, empty, with a header
    db.close();
    expect(statSync(blank).size).toBeGreaterThan(0);
    for (const file of [empty, blank]) {
      const archive = openArchive(file);
      archive.createGame(newGame('g1', minute(0)));
      expect(archive.getGame('g1')?.version).toBe(1);
      archive.close();
    }
  });

  it('reopens its own file without a backup or any other new file', () => {
    const dir = tempDir();
    const file = populatedArchive(dir);
    const before = readdirSync(dir);
    openArchive(file).close();
    expect(readdirSync(dir)).toEqual(before);
  });
});

describe('refusing files that are not ours, damaged or newer — untouched', () => {
  it('refuses a text file', () => {
    const file = join(tempDir(), 'notes.sqlite');
    writeFileSync(file, 'Dear diary, tonight the mafia won again.\n'.repeat(20));
    expect(expectRefused(file, 'not-ours').message).toMatch(/not an SQLite database/);
  });

  it('refuses random bytes, long or shorter than a header', () => {
    const dir = tempDir();
    const long = join(dir, 'random.sqlite');
    writeFileSync(long, randomBytes(64 * 1024));
    expectRefused(long, 'not-ours');
    const short = join(dir, 'short.sqlite');
    writeFileSync(short, 'SQLite format 3\0');
    expectRefused(short, 'not-ours');
  });

  it('refuses a folder', () => {
    const dir = join(tempDir(), 'folder.sqlite');
    mkdirSync(dir);
    expect(() => openArchive(dir)).toThrow(expect.objectContaining({ code: 'not-ours' }));
  });

  it('refuses the database of another application, claimed or not', () => {
    const dir = tempDir();
    const claimed = join(dir, 'claimed.sqlite');
    foreignDatabase(claimed, 0x12345678);
    expect(expectRefused(claimed, 'not-ours').message).toMatch(/another application/);
    const claimedWal = join(dir, 'claimed-wal.sqlite');
    foreignDatabase(claimedWal, 0x12345678, 'wal');
    expectRefused(claimedWal, 'not-ours');
    const unclaimed = join(dir, 'unclaimed.sqlite');
    foreignDatabase(unclaimed, 0);
    expectRefused(unclaimed, 'not-ours');
    const unclaimedWal = join(dir, 'unclaimed-wal.sqlite');
    foreignDatabase(unclaimedWal, 0, 'wal');
    expectRefused(unclaimedWal, 'not-ours');
  });

  it('refuses a copy of the archive with garbage over pages in the middle', () => {
    const dir = tempDir();
    const file = populatedArchive(dir);
    const pages = statSync(file).size / 4096;
    expect(pages).toBeGreaterThan(10);
    const damaged = join(dir, 'damaged.sqlite');
    copyFileSync(file, damaged);
    const fd = openSync(damaged, 'r+');
    const garbage = Buffer.alloc(3 * 4096, 0).map((_, i) => (i * 7919 + 13) & 0xff);
    writeSync(fd, garbage, 0, garbage.length, Math.floor(pages / 2) * 4096);
    closeSync(fd);
    expect(expectRefused(damaged, 'corrupt').message).toMatch(/damaged/);
  });

  it('refuses a truncated copy of the archive', () => {
    const dir = tempDir();
    const file = populatedArchive(dir);
    for (const size of [200, 3 * 4096, Math.floor(statSync(file).size / 2) + 123]) {
      const truncated = join(dir, `truncated-${size}.sqlite`);
      copyFileSync(file, truncated);
      truncateSync(truncated, size);
      expectRefused(truncated, 'corrupt');
    }
  });

  it('refuses an archive written by a newer version', () => {
    const dir = tempDir();
    const file = populatedArchive(dir);
    const db = new Database(file);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(sideFiles(file)).toEqual([]);
    const refused = expectRefused(file, 'newer-version');
    expect(refused.message).toMatch(/newer version/);
    expect(refused.message).toContain(`archive version ${SCHEMA_VERSION + 1}`);
  });
});

describe('an archive left behind by a killed process', () => {
  it('reopens with every committed step, read through its -wal', () => {
    const file = join(tempDir(), 'crashed.sqlite');
    const archiveUrl = pathToFileURL(join(import.meta.dirname, '../../electron/station/archive/open-archive.ts')).href;
    const fixturesUrl = pathToFileURL(join(import.meta.dirname, 'archive-fixtures.ts')).href;
    // The child commits a game and its steps, then dies without closing (no checkpoint, -wal stays).
    const child = `
      const { openArchive } = await import(${JSON.stringify(archiveUrl)});
      const { LATER_STEPS, minute, newGame, stepOf } = await import(${JSON.stringify(fixturesUrl)});
      const archive = openArchive(${JSON.stringify(file)});
      archive.createGame(newGame('g1', minute(0)));
      LATER_STEPS.forEach((events, i) => archive.appendStep(stepOf('g1', i + 1, events, minute(i + 1))));
      process.kill(process.pid, 'SIGKILL');`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', child], { encoding: 'utf8' });
    expect(run.signal, run.stderr).toBe('SIGKILL');
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
    // Nothing was checkpointed: the file's own header does not even say it is ours yet.
    expect(parseSqliteHeader(readFileStart(file))?.applicationId).toBe(0);

    const archive = openArchive(file);
    expect(archive.getGame('g1')?.version).toBe(LATER_STEPS.length + 1);
    expect(archive.readLog('g1')).toHaveLength(LATER_STEPS.flat().length + 1);
    archive.close();
  });
});
