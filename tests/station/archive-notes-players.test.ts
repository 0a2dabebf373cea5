import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { SCHEMA_VERSION } from '../../electron/station/archive/migrations.ts';
import { createStation, type Station } from '../../electron/station/index.ts';
import { LATER_STEPS, minute, newGame } from './archive-fixtures.ts';
import { writeV1Archive } from './archive-v1-file.ts';
import { expectArchiveUntouched, fixedRandom } from './helpers.ts';

/** A station whose clock moves one minute per reading, so games have distinct times. */
function tickingStation(): { station: Station; file: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'mafia-notes-')), 'archive.sqlite');
  let n = 0;
  const station = createStation({
    archive: openArchive(file),
    random: fixedRandom(),
    clock: () => new Date(Date.UTC(2026, 10, 22, 20, n++)),
  });
  return { station, file };
}

function create(station: Station, players: string[]): string {
  const created = station.request('game.create', { rulesetId: 'davidoff-1987', players });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  return created.value.gameId;
}

function deal(station: Station, gameId: string): void {
  const dealt = station.request('game.command', {
    gameId,
    commandId: `${gameId}-deal`,
    expectedVersion: 1,
    command: { type: 'deal' },
  });
  if (!dealt.ok) throw new Error(JSON.stringify(dealt.error));
}

const TABLE = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita'];

describe('game notes', () => {
  it('stores notes per game, returns them in the summary, and keeps them across reopen', () => {
    const { station, file } = tickingStation();
    const gameId = create(station, TABLE);
    expect(station.request('game.list', {})).toMatchObject({ ok: true, value: [{ gameId, notes: '' }] });
    const set = station.request('game.set-notes', {
      gameId,
      notes: 'Table 2. Boris late — started 20:15.\nReplay on Friday.',
    });
    expect(set).toMatchObject({
      ok: true,
      value: { gameId, notes: 'Table 2. Boris late — started 20:15.\nReplay on Friday.', version: 1 },
    });
    station.close();
    const archive = openArchive(file);
    expect(archive.getGame(gameId)?.notes).toBe('Table 2. Boris late — started 20:15.\nReplay on Friday.');
    archive.close();
  });

  it('accepts exactly 4000 characters and refuses 4001 with a clear error, changing nothing', () => {
    const { station } = tickingStation();
    const gameId = create(station, TABLE);
    expect(station.request('game.set-notes', { gameId, notes: 'x'.repeat(4000) }).ok).toBe(true);
    const refused = station.request('game.set-notes', { gameId, notes: 'y'.repeat(4001) });
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'invalid-payload', issues: [expect.stringMatching(/^notes: .*4000/)] },
    });
    expect(station.request('game.list', {})).toMatchObject({ ok: true, value: [{ notes: 'x'.repeat(4000) }] });
  });

  it('refuses notes on an unknown game, a bad id or a non-string, and changes nothing', () => {
    const { station, file } = tickingStation();
    create(station, TABLE);
    station.close();
    expectArchiveUntouched(file, (again) => {
      expect(again.request('game.set-notes', { gameId: 'nope', notes: 'a' })).toEqual({
        ok: false,
        error: { kind: 'not-found', what: 'game' },
      });
      expect(again.request('game.set-notes', { gameId: 'bad id!', notes: 'a' })).toMatchObject({
        ok: false,
        error: { kind: 'invalid-payload' },
      });
      expect(again.request('game.set-notes', { gameId: 'id-1', notes: 42 })).toMatchObject({
        ok: false,
        error: { kind: 'invalid-payload' },
      });
      expect(again.request('game.set-notes', { gameId: 'id-1', notes: 'a', extra: 1 })).toMatchObject({
        ok: false,
        error: { kind: 'invalid-payload' },
      });
    });
  });
});

/** Four games in turn, of seven players each: Player 1 … Player 28, the latest table (22–28) the most recent. */
function createFourTablesOfSeven(station: Station): void {
  for (let t = 0; t < 4; t++)
    create(
      station,
      Array.from({ length: 7 }, (_, i) => `Player ${t * 7 + i + 1}`),
    );
}

describe('player list', () => {
  it('lists known players with games played and last played, most recent first', () => {
    const { station } = tickingStation();
    const first = create(station, TABLE); // minute 0
    const second = create(station, ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Hugo', 'Ivan']); // minute 1
    // Dealt, so played (a game never dealt counts for nobody); a game's time is its creation's.
    for (const gameId of [first, second]) deal(station, gameId);
    const listed = station.request('player.list', {});
    if (!listed.ok) throw new Error('refused');
    expect(listed.value).toHaveLength(9);
    expect(
      listed.value
        .slice(0, 7)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Hugo', 'Ivan']);
    expect(
      listed.value
        .slice(7)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Fedor', 'Gita']);
    expect(listed.value.find((p) => p.name === 'Anna')).toMatchObject({
      gamesPlayed: 2,
      lastPlayed: '2026-11-22T20:01:00.000Z',
    });
    expect(listed.value.find((p) => p.name === 'Gita')).toMatchObject({
      gamesPlayed: 1,
      lastPlayed: '2026-11-22T20:00:00.000Z',
    });
  });

  it('matches the normalised name by prefix first, then by contains, whatever the case or width', () => {
    const { station } = tickingStation();
    create(station, ['Anna', 'Marianne', 'Annabel', 'Boris', 'Clara', 'Straße', 'Eva']);
    const names = (query: string) => {
      const listed = station.request('player.list', { query });
      if (!listed.ok) throw new Error('refused');
      return listed.value.map((p) => p.name);
    };
    expect(names('ANN').slice(0, 2).sort()).toEqual(['Anna', 'Annabel']);
    expect(names('ANN')[2]).toBe('Marianne');
    expect(names('ann')).toHaveLength(3);
    expect(names('strasse')).toEqual(['Straße']);
    expect(names('ＢＯＲ')).toEqual(['Boris']); // full-width letters fold to ASCII under NFKC
    expect(names('  eva ')).toEqual(['Eva']);
    expect(names('%')).toEqual([]);
    expect(names('zz')).toEqual([]);
  });

  it('returns at most 20 players', () => {
    const { station } = tickingStation();
    createFourTablesOfSeven(station);
    const listed = station.request('player.list', { query: 'player' });
    expect(listed.ok && listed.value.length).toBe(20);
    // The latest table comes first.
    expect(listed.ok && listed.value[0]!.name).toMatch(/^Player (2[2-8])$/);
  });

  it('returns more players when asked (the players page lists the club), never past its maximum', () => {
    const { station } = tickingStation();
    createFourTablesOfSeven(station);
    const listed = station.request('player.list', { query: '', limit: 500 });
    expect(listed.ok && listed.value.length).toBe(28);
    const few = station.request('player.list', { limit: 3 });
    expect(few.ok && few.value.length).toBe(3);
    for (const limit of [0, 501, 2.5, -1, '10']) {
      expect(station.request('player.list', { limit } as never), String(limit)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-payload' },
      });
    }
  });

  it('refuses a query that is not a string', () => {
    const { station } = tickingStation();
    expect(station.request('player.list', { query: 7 })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-payload' },
    });
    expect(station.request('player.list', { query: 'a'.repeat(201) })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-payload' },
    });
  });
});

describe('migration to version 2', () => {
  it("backs up a version-1 file first, then adds notes and counts each player's games", () => {
    const game = newGame('g1', minute(0));
    const later = newGame('g2', minute(30), ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Hugo']);
    const file = writeV1Archive(
      [game, later].map((g) => ({
        gameId: g.gameId,
        rulesetId: g.rulesetId,
        options: g.options,
        players: g.players,
        createdAt: g.at,
        // Created and dealt: a game never dealt counts for nobody (schema v11).
        log: [
          ...g.events.map((event) => ({ step: 0, event })),
          ...LATER_STEPS[0]!.map((event) => ({ step: 1, event })),
        ],
        finishedAt: null,
        winner: null,
        scores: null,
      })),
    );
    const archive = openArchive(file);
    expect(archive.lastMigrationBackup).toMatch(/archive\.sqlite\.backup-v1-/);
    const backup = new Database(archive.lastMigrationBackup!, { readonly: true });
    expect(backup.pragma('user_version', { simple: true })).toBe(1);
    expect(backup.prepare('SELECT game_id FROM games ORDER BY game_id').pluck().all()).toEqual(['g1', 'g2']);
    backup.close();
    expect(archive.getGame('g1')).toMatchObject({ notes: '', players: game.players });
    const players = archive.listPlayers('', 20);
    expect(players.find((p) => p.name === 'Anna')).toMatchObject({ gamesPlayed: 2, lastPlayed: minute(30) });
    expect(players.find((p) => p.name === 'Gita')).toMatchObject({ gamesPlayed: 1, lastPlayed: minute(0) });
    expect(players[0]!.lastPlayed).toBe(minute(30));
    archive.close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
  });
});
