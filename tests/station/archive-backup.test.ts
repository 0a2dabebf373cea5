import {
  closeSync,
  copyFileSync,
  existsSync,
  openSync,
  readdirSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ArchiveOpenError, type Archive } from '../../electron/station/archive/archive-api.ts';
import { BackupError, backupArchive } from '../../electron/station/archive/archive-backup.ts';
import { restoreArchive } from '../../electron/station/archive/archive-restore.ts';
import { SCHEMA_VERSION } from '../../electron/station/archive/migrations.ts';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { createStation } from '../../electron/station/index.ts';
import { archiveContent, randomGame, writeGame } from '../fixtures/recorded-games.ts';
import { sha256, sideFiles, tempDir } from './archive-fixtures.ts';
import { fixedRandom, SEVEN } from './helpers.ts';

/** An open archive with enough games to span many pages (a backup takes several turns of the event loop). */
function bigArchive(dir: string, games = 30): Archive {
  const archive = openArchive(join(dir, 'archive.sqlite'));
  for (let g = 0; g < games; g++) writeGame(archive, `game-${g}`, randomGame(100 + g), g * 60);
  return archive;
}

/** Opens an archive file, reads everything, closes it. */
function contentOf(file: string): unknown {
  const archive = openArchive(file);
  try {
    return archiveContent(archive);
  } finally {
    archive.close();
  }
}

describe('backing up the running archive', () => {
  it('copies the whole archive while the station keeps writing, and the copy opens with every game', async () => {
    const dir = tempDir();
    const archive = bigArchive(dir);
    expect(
      statSync(archive.file).size + (statSync(`${archive.file}-wal`, { throwIfNoEntry: false })?.size ?? 0),
    ).toBeGreaterThan(400 * 1024);
    const station = createStation({ archive, random: fixedRandom(), clock: () => new Date('2026-11-22T23:00:00Z') });
    const created = station.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN });
    if (!created.ok) throw new Error('create failed');
    const { gameId } = created.value;

    const destination = join(dir, 'backup.sqlite');
    let finished = false;
    const backup = backupArchive(archive, destination).finally(() => (finished = true));
    // Commands keep being served while the copy runs: one per turn of the event loop until it ends.
    const commands = [
      { type: 'deal' },
      { type: 'end-sunrise' },
      { type: 'accuse', accuser: 1, accused: 2 },
      { type: 'cancel-vote' },
    ];
    let served = 0;
    let version = 1;
    while (!finished) {
      const command = commands[served % commands.length]!;
      if (served < 2 || (command.type !== 'deal' && command.type !== 'end-sunrise')) {
        const result = station.request('game.command', {
          gameId,
          commandId: `during-${served}`,
          expectedVersion: version,
          command,
        });
        expect(result.ok).toBe(true);
        version++;
      }
      served++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const report = await backup;
    expect(served).toBeGreaterThan(1);
    expect(report).toEqual({ file: destination, games: 31 });

    // The live archive is still usable after the copy, and the copy is a valid archive with the games.
    const live = archiveContent(archive);
    station.close();
    expect(sideFiles(destination)).toEqual([]);
    expect(readdirSync(dir).filter((name) => name.includes('partial'))).toEqual([]);
    const copy = openArchive(destination);
    expect(copy.listGames()).toHaveLength(31);
    // Every step served before the copy ended is in it: the copy is the archive as it stood then.
    expect(archiveContent(copy)).toEqual(live);
    expect(copy.getGame(gameId)!.version).toBe(version);
    copy.close();
  });

  it('refuses to overwrite a file unless told to, and never writes over the archive itself', async () => {
    const dir = tempDir();
    const archive = bigArchive(dir, 2);
    const destination = join(dir, 'taken.sqlite');
    writeFileSync(destination, 'precious');
    await expect(backupArchive(archive, destination)).rejects.toMatchObject({ name: 'BackupError', code: 'exists' });
    expect(statSync(destination).size).toBe('precious'.length);
    await expect(backupArchive(archive, archive.file, { overwrite: true })).rejects.toBeInstanceOf(BackupError);
    // Allowed to replace: the old file and any side file of it are gone, the copy is a valid archive.
    writeFileSync(`${destination}-wal`, 'stale wal of the old file');
    await backupArchive(archive, destination, { overwrite: true });
    expect(sideFiles(destination)).toEqual([]);
    const expected = archiveContent(archive);
    archive.close();
    expect(contentOf(destination)).toEqual(expected);
    expect(readdirSync(dir).filter((name) => name.includes('partial'))).toEqual([]);
  });
});

describe('restoring a backup', () => {
  /** An archive with two games, its backup, then a third game written after the backup. Closed. */
  async function archiveAndBackup(): Promise<{
    dir: string;
    file: string;
    backup: string;
    before: unknown;
    after: unknown;
  }> {
    const dir = tempDir();
    const archive = bigArchive(dir, 2);
    const backup = join(dir, 'backup.sqlite');
    await backupArchive(archive, backup);
    const before = archiveContent(archive);
    writeGame(archive, 'later', randomGame(999), 500);
    const after = archiveContent(archive);
    const file = archive.file;
    archive.close();
    return { dir, file, backup, before, after };
  }

  /** Restores a file that must be refused; the archive and its folder must stay exactly as they were. */
  function expectRefused(file: string, backup: string, code: string): void {
    const dir = join(file, '..');
    const hash = sha256(file);
    const listing = readdirSync(dir).sort();
    let caught: unknown;
    try {
      restoreArchive(file, backup);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ArchiveOpenError);
    expect((caught as ArchiveOpenError).code).toBe(code);
    expect(sha256(file)).toBe(hash);
    // No safety copy, no temp file: nothing was started.
    expect(readdirSync(dir).sort()).toEqual(listing);
  }

  it('replaces the content with the backup, keeps a safety copy of what was there, and reopens', async () => {
    const { dir, file, backup, before, after } = await archiveAndBackup();
    const report = restoreArchive(file, backup, new Date('2026-11-23T09:00:00Z'));
    expect(report.file).toBe(file);
    expect(report.safetyCopy).toBe(`${file}.pre-restore-2026-11-23T09-00-00-000Z`);
    expect(sideFiles(file)).toEqual([]);
    expect(readdirSync(dir).filter((name) => name.includes('.restore-'))).toEqual([]);
    expect(contentOf(file)).toEqual(before);
    // The safety copy is the archive as it was: the game written after the backup is there.
    expect(contentOf(report.safetyCopy!)).toEqual(after);
    // The backup itself is untouched by a restore.
    expect(contentOf(backup)).toEqual(before);
  });

  it('keeps in the safety copy the commits that lived only in the -wal, and never replays that -wal into the restored file', async () => {
    const { file, backup, before } = await archiveAndBackup();
    // A station killed mid-game: its last commits are only in the -wal next to the file.
    const crashed = join(tempDir(), 'crashed.sqlite');
    copyFileSync(file, crashed);
    const writer = new Database(crashed);
    writer.pragma('journal_mode = WAL');
    writer.pragma('wal_autocheckpoint = 0');
    writer.exec("UPDATE games SET winner = 'mafia' WHERE game_id = 'later'");
    copyFileSync(crashed, `${crashed}.snap`);
    copyFileSync(`${crashed}-wal`, `${crashed}.snap-wal`);
    writer.close();
    copyFileSync(`${crashed}.snap`, crashed);
    copyFileSync(`${crashed}.snap-wal`, `${crashed}-wal`);
    writeFileSync(`${crashed}-shm`, Buffer.alloc(32 * 1024));

    const report = restoreArchive(crashed, backup);
    expect(sideFiles(crashed)).toEqual([]);
    expect(contentOf(crashed)).toEqual(before);
    const safety = openArchive(report.safetyCopy!);
    expect(safety.getGame('later')?.winner).toBe('mafia');
    safety.close();
  });

  it('restores into a folder with no archive yet, with no safety copy', async () => {
    const { backup, before } = await archiveAndBackup();
    const file = join(tempDir(), 'fresh.sqlite');
    expect(restoreArchive(file, backup).safetyCopy).toBeNull();
    expect(contentOf(file)).toEqual(before);
  });

  it('refuses a foreign, corrupt, newer, empty or missing backup and leaves the archive untouched', async () => {
    const { dir, file, backup } = await archiveAndBackup();

    const foreign = join(dir, 'foreign.sqlite');
    const db = new Database(foreign);
    db.exec("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('shopping list')");
    db.pragma('application_id = 305419896');
    db.close();
    expectRefused(file, foreign, 'not-ours');

    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'Dear diary, tonight the mafia won again.\n'.repeat(20));
    expectRefused(file, text, 'not-ours');

    const damaged = join(dir, 'damaged.sqlite');
    copyFileSync(backup, damaged);
    const pages = statSync(damaged).size / 4096;
    const fd = openSync(damaged, 'r+');
    const garbage = Buffer.alloc(2 * 4096, 0).map((_, i) => (i * 7919 + 13) & 0xff);
    writeSync(fd, garbage, 0, garbage.length, Math.floor(pages / 2) * 4096);
    closeSync(fd);
    expectRefused(file, damaged, 'corrupt');

    const newer = join(dir, 'newer.sqlite');
    copyFileSync(backup, newer);
    const raw = new Database(newer);
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    raw.close();
    expectRefused(file, newer, 'newer-version');

    const empty = join(dir, 'empty.sqlite');
    writeFileSync(empty, '');
    expectRefused(file, empty, 'not-ours');
    expectRefused(file, join(dir, 'missing.sqlite'), 'not-ours');
    expectRefused(file, file, 'not-ours');
    expect(existsSync(`${file}.pre-restore`)).toBe(false);
  });
});
