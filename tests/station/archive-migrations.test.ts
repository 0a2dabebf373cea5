import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_APPLICATION_ID } from '../../electron/station/archive/archive-identity.ts';
import { migrate } from '../../electron/station/archive/migrate.ts';
import { MIGRATIONS, SCHEMA_VERSION, type Migration } from '../../electron/station/archive/migrations.ts';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { LATER_STEPS, minute, newGame, sha256, sideFiles, stepOf, tempDir } from './archive-fixtures.ts';

// This build has a single migration, so no real file can be "older but populated" yet. The runner is
// generic: these tests give it the real migrations plus made-up later ones to exercise that path.
const ADD_NOTES: Migration = {
  version: SCHEMA_VERSION + 1,
  name: 'test: moderator notes per game',
  up(db) {
    db.exec('CREATE TABLE notes (game_id TEXT NOT NULL REFERENCES games (game_id), body TEXT NOT NULL) STRICT');
  },
};

const BROKEN: Migration = {
  version: SCHEMA_VERSION + 1,
  name: 'test: fails halfway',
  up(db) {
    db.exec('CREATE TABLE half_done (x INTEGER) STRICT');
    throw new Error('disk on fire');
  },
};

function tables(db: Database.Database): string[] {
  return db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").pluck().all() as string[];
}

function userVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** A closed archive of the current version holding one game. */
function currentArchive(): { dir: string; file: string } {
  const dir = tempDir();
  const file = join(dir, 'archive.sqlite');
  const archive = openArchive(file);
  archive.createGame(newGame('g1', minute(0)));
  LATER_STEPS.forEach((events, i) => archive.appendStep(stepOf('g1', i + 1, events, minute(i + 1))));
  archive.close();
  return { dir, file };
}

describe('migrations', () => {
  it('are numbered 1..n in order', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(SCHEMA_VERSION).toBe(MIGRATIONS.length);
  });

  it('take a new database from version 0 to the latest, with no backup', () => {
    const dir = tempDir();
    const db = new Database(join(dir, 'archive.sqlite'));
    const report = migrate(db, join(dir, 'archive.sqlite'));
    expect(report).toEqual({ from: 0, to: SCHEMA_VERSION, backup: null });
    expect(userVersion(db)).toBe(SCHEMA_VERSION);
    expect(db.pragma('application_id', { simple: true })).toBe(ARCHIVE_APPLICATION_ID);
    expect(tables(db)).toEqual([
      'commands',
      'events',
      'game_players',
      'games',
      'player_aliases',
      'players',
      'tournament_absences',
      'tournament_awards',
      'tournament_best_moves',
      'tournament_game_verdicts',
      'tournament_judge_conflicts',
      'tournament_judges',
      'tournament_players',
      'tournament_seats',
      'tournament_separate',
      'tournament_table_judges',
      'tournaments',
    ]);
    expect(migrate(db, join(dir, 'archive.sqlite'))).toEqual({
      from: SCHEMA_VERSION,
      to: SCHEMA_VERSION,
      backup: null,
    });
    db.close();
    expect(readdirSync(dir)).toEqual(['archive.sqlite']);
  });

  it('back up a file that holds data before migrating it, and the backup holds the old version', () => {
    const { dir, file } = currentArchive();
    const db = new Database(file);
    const now = new Date('2026-11-23T09:15:30.250Z');
    const report = migrate(db, file, [...MIGRATIONS, ADD_NOTES], now);
    expect(report.from).toBe(SCHEMA_VERSION);
    expect(report.to).toBe(SCHEMA_VERSION + 1);
    expect(report.backup).toBe(`${file}.backup-v${SCHEMA_VERSION}-2026-11-23T09-15-30-250Z`);
    expect(userVersion(db)).toBe(SCHEMA_VERSION + 1);
    expect(tables(db)).toContain('notes');
    db.close();

    expect(readdirSync(dir).sort()).toEqual(['archive.sqlite', basename(report.backup!)]);
    const backup = new Database(report.backup!, { readonly: true });
    expect(userVersion(backup)).toBe(SCHEMA_VERSION);
    expect(backup.pragma('application_id', { simple: true })).toBe(ARCHIVE_APPLICATION_ID);
    expect(tables(backup)).not.toContain('notes');
    expect(backup.prepare("SELECT count(*) FROM events WHERE game_id = 'g1'").pluck().get()).toBe(
      LATER_STEPS.flat().length + 1,
    );
    backup.close();
  });

  it('give a second backup of the same instant its own name', () => {
    const { dir, file } = currentArchive();
    const now = new Date('2026-11-23T09:15:30.250Z');
    for (const migrations of [
      [...MIGRATIONS, BROKEN],
      [...MIGRATIONS, ADD_NOTES],
    ]) {
      const db = new Database(file);
      try {
        migrate(db, file, migrations, now);
      } catch {
        // The broken one fails after its backup; the second run backs up again.
      }
      db.close();
    }
    expect(
      readdirSync(dir)
        .filter((name) => name.includes('.backup-'))
        .sort(),
    ).toEqual([
      `archive.sqlite.backup-v${SCHEMA_VERSION}-2026-11-23T09-15-30-250Z`,
      `archive.sqlite.backup-v${SCHEMA_VERSION}-2026-11-23T09-15-30-250Z-2`,
    ]);
  });

  it('roll a failing migration back completely, leaving the last good version', () => {
    const { file } = currentArchive();
    const db = new Database(file);
    expect(() => migrate(db, file, [...MIGRATIONS, BROKEN])).toThrow(/rolled back/);
    expect(userVersion(db)).toBe(SCHEMA_VERSION);
    expect(tables(db)).not.toContain('half_done');
    db.close();
    // The archive still opens and holds its game.
    const archive = openArchive(file);
    expect(archive.getGame('g1')?.version).toBe(LATER_STEPS.length + 1);
    archive.close();
  });

  it('refuse a list that is not numbered 1..n', () => {
    const db = new Database(join(tempDir(), 'archive.sqlite'));
    const misnumbered = [...MIGRATIONS, { ...ADD_NOTES, version: SCHEMA_VERSION + 2 }];
    expect(() => migrate(db, 'unused', misnumbered)).toThrow(/numbered/);
    expect(userVersion(db)).toBe(0);
    db.close();
  });

  it('leave a file migrated further than this build knows to be refused by openArchive', () => {
    const { file } = currentArchive();
    const db = new Database(file);
    const { backup } = migrate(db, file, [...MIGRATIONS, ADD_NOTES]);
    db.close();
    const before = sha256(file);
    expect(() => openArchive(file)).toThrow(expect.objectContaining({ code: 'newer-version' }));
    expect(sha256(file)).toBe(before);
    expect(sideFiles(file)).toEqual([]);
    // Its backup is of this build's version, so it opens: the way back after a downgrade.
    const restored = openArchive(backup!);
    expect(restored.readLog('g1')).toHaveLength(LATER_STEPS.flat().length + 1);
    restored.close();
  });
});
