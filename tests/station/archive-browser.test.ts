import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { createStation, type Station } from '../../electron/station/index.ts';
import type { StationResult } from '../../shared/contract/index.ts';
import { gameFromLog, history, moderatorView } from '../../shared/engine/index.ts';
import { archiveContent, randomGame, writeGame } from '../fixtures/recorded-games.ts';
import { sha256 } from './archive-fixtures.ts';
import { fixedRandom, freshStation, SEVEN } from './helpers.ts';

// The archive browser's station requests: game.replay, archive.backup / backups / restore, game.export / import.

function value<T>(result: StationResult<T>): T {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** A station over a fresh file holding two recorded games (one finished), and no game open. */
function stationWithGames(): { station: Station; file: string; finishedId: string } {
  const { station, archive, file } = freshStation();
  writeGame(archive, 'game-a', randomGame(11), 0);
  writeGame(archive, 'game-b', randomGame(12, undefined, { undoRate: 0.2 }), 90);
  const finishedId = archive.getGame('game-a')?.finishedAt ? 'game-a' : 'game-b';
  return { station, file, finishedId };
}

function refusalCode(result: StationResult<unknown>): string {
  if (result.ok) throw new Error('expected a refusal');
  return result.error.kind === 'rule' ? result.error.code : result.error.kind;
}

describe('game.replay', () => {
  it('gives the moderator view as of after each step, folded from the log prefix', () => {
    const { station, archive } = freshStation();
    const game = randomGame(5, undefined, { undoRate: 0.25 });
    writeGame(archive, 'g1', game);
    for (const step of [0, 1, Math.floor(game.version / 2), game.version - 1]) {
      const replay = value(station.request('game.replay', { gameId: 'g1', step }));
      expect(replay.steps).toBe(game.version);
      expect(replay.step).toBe(step);
      const expected = moderatorView(gameFromLog(game.log.filter((e) => e.step <= step)), 'g1');
      expect(replay.view).toEqual(expected);
      // The newest line of the timeline is the step itself.
      expect(replay.view.timeline[0]?.step).toBe(step);
    }
    // The last step is the game as the station holds it.
    const last = value(station.request('game.replay', { gameId: 'g1', step: game.version - 1 }));
    expect(last.view).toEqual(moderatorView(game, 'g1'));
  });

  it('offers a step for correction only where the correction would be taken: in effect, not the setup, a marker or undone', () => {
    // tryout13: the replay offered «Correct step 18» on a vote an undo had replaced, and the dialog then refused it.
    const { station, archive } = freshStation();
    const game = randomGame(5, undefined, { undoRate: 0.25 });
    writeGame(archive, 'g1', game);
    const { effective } = history(game.log);
    for (let step = 0; step < game.version; step++) {
      const replay = value(station.request('game.replay', { gameId: 'g1', step }));
      expect(replay.correctable, `step ${step}`).toBe(station.request('game.step-form', { gameId: 'g1', step }).ok);
    }
    expect(value(station.request('game.replay', { gameId: 'g1', step: 0 })).correctable).toBe(false);
    const undone = [...Array(game.version).keys()].filter((s) => s > 0 && !effective.includes(s));
    expect(undone.length).toBeGreaterThan(0);
    for (const step of undone)
      expect(value(station.request('game.replay', { gameId: 'g1', step })).correctable).toBe(false);
  });

  it('refuses a step past the end, an unknown game, and a bad payload, and opens nothing', () => {
    const { station, archive } = freshStation();
    const game = randomGame(6);
    writeGame(archive, 'g1', game);
    expect(station.request('game.replay', { gameId: 'g1', step: game.version })).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'replay.no-such-step', params: { step: game.version, last: game.version - 1 } },
    });
    expect(refusalCode(station.request('game.replay', { gameId: 'nope', step: 0 }))).toBe('not-found');
    expect(refusalCode(station.request('game.replay', { gameId: 'g1', step: -1 }))).toBe('invalid-payload');
    expect(refusalCode(station.request('game.replay', { gameId: 'g1', step: 1.5 }))).toBe('invalid-payload');
    expect(refusalCode(station.request('game.replay', { gameId: 'g1' }))).toBe('invalid-payload');
    expect(station.currentModeratorView()).toBeNull();
  });
});

describe('archive.backup and archive.backups', () => {
  it('writes a backup into backups/ beside the archive while the station runs, and lists it', async () => {
    const { station, file } = stationWithGames();
    const made = value(await station.request('archive.backup', {}));
    expect(made.name).toBe('2026-11-22T20-00-00-000Z.sqlite');
    expect(made.size).toBeGreaterThan(0);
    const backupFile = join(dirname(file), 'backups', made.name);
    expect(existsSync(backupFile)).toBe(true);
    // The same second again gets a name of its own.
    const second = value(await station.request('archive.backup', {}));
    expect(second.name).toBe('2026-11-22T20-00-00-000Z-2.sqlite');
    const listed = value(station.request('archive.backups', {}));
    expect(listed.map((b) => b.name).sort()).toEqual([made.name, second.name].sort());
    // The copy holds every game.
    const copy = openArchive(backupFile);
    expect(
      copy
        .listGames()
        .map((g) => g.gameId)
        .sort(),
    ).toEqual(['game-a', 'game-b']);
    copy.close();
  });

  it('lists nothing before the first backup, and refuses a payload', async () => {
    const { station } = stationWithGames();
    expect(value(station.request('archive.backups', {}))).toEqual([]);
    expect(refusalCode(await station.request('archive.backup', { extra: 1 }))).toBe('invalid-payload');
  });
});

describe('archive.restore', () => {
  it('puts a backup in place, backs the current archive up first, and reopens the archive', async () => {
    const { station, file } = stationWithGames();
    const backup = value(await station.request('archive.backup', {}));
    // A game made after the backup is gone after the restore, and in the "before" backup.
    const created = value(station.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN }));
    value(station.request('game.close', {}));
    expect(value(station.request('game.list', {}))).toHaveLength(3);

    const restored = value(await station.request('archive.restore', { name: backup.name }));
    expect(restored.restored).toBe(backup.name);
    expect(restored.before.name).not.toBe(backup.name);
    expect(
      value(station.request('game.list', {}))
        .map((g) => g.gameId)
        .sort(),
    ).toEqual(['game-a', 'game-b']);
    expect(refusalCode(station.request('game.open', { gameId: created.gameId }))).toBe('not-found');
    // The station keeps working on the reopened file.
    const next = value(station.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN }));
    expect(value(station.request('game.summary', { gameId: next.gameId })).players).toEqual(SEVEN);
    value(station.request('game.close', {}));
    // The archive as it was before is a backup of its own, with the game made after the first backup.
    const before = openArchive(join(dirname(file), 'backups', restored.before.name));
    expect(before.getGame(created.gameId)).not.toBeNull();
    before.close();
  });

  it('is refused as busy while a backup runs', async () => {
    const { station } = stationWithGames();
    const first = value(await station.request('archive.backup', {}));
    const running = station.request('archive.backup', {});
    expect(refusalCode(await station.request('archive.restore', { name: first.name }))).toBe('archive.busy');
    expect(value(await running).name).not.toBe(first.name);
    expect(value(station.request('game.list', {}))).toHaveLength(2);
  });

  it('is refused while a game is open, and nothing changes', async () => {
    const { station, file } = stationWithGames();
    const backup = value(await station.request('archive.backup', {}));
    value(station.request('game.open', { gameId: 'game-a' }));
    const folder = readdirSync(join(dirname(file), 'backups'));
    expect(refusalCode(await station.request('archive.restore', { name: backup.name }))).toBe(
      'archive.restore-game-open',
    );
    expect(readdirSync(join(dirname(file), 'backups'))).toEqual(folder);
    expect(station.currentModeratorView()?.gameId).toBe('game-a');
  });

  it('refuses a corrupt or foreign backup file before anything is written, and the archive stays as it was', async () => {
    const { station, file } = stationWithGames();
    const good = value(await station.request('archive.backup', {}));
    const folder = join(dirname(file), 'backups');
    // A backup damaged on disk: the header of an SQLite file, garbage after it.
    const corrupt = Buffer.alloc(8192, 0x5a);
    Buffer.from('SQLite format 3\0').copy(corrupt);
    writeFileSync(join(folder, 'damaged.sqlite'), corrupt);
    writeFileSync(join(folder, 'notes.sqlite'), 'not a database at all');
    const before = JSON.stringify(value(station.request('game.list', {})));
    const listBefore = readdirSync(folder).sort();
    const digest = sha256(file);

    for (const name of ['damaged.sqlite', 'notes.sqlite']) {
      const refused = await station.request('archive.restore', { name });
      expect(['archive.backup-corrupt', 'archive.backup-not-ours']).toContain(refusalCode(refused));
      expect(readdirSync(folder).sort()).toEqual(listBefore);
      expect(sha256(file)).toBe(digest);
    }
    expect(refusalCode(await station.request('archive.restore', { name: 'missing.sqlite' }))).toBe('not-found');
    expect(refusalCode(await station.request('archive.restore', { name: '../mafia-station.sqlite' }))).toBe(
      'invalid-payload',
    );
    expect(refusalCode(await station.request('archive.restore', { name: 'x.db' }))).toBe('invalid-payload');
    // The station still serves the same archive, and the good backup still restores.
    expect(JSON.stringify(value(station.request('game.list', {})))).toBe(before);
    expect(value(await station.request('archive.restore', { name: good.name })).restored).toBe(good.name);
  });
});

describe('game.export and game.import through the station', () => {
  it('exports a game as record text that imports into another station, once', () => {
    const { station, finishedId } = stationWithGames();
    const exported = value(station.request('game.export', { gameId: finishedId }));
    expect(exported.fileName).toMatch(new RegExp(`^mafia-station-2026-11-22-${finishedId}\\.json$`));
    expect(JSON.parse(exported.text)).toMatchObject({ format: 'mafia-station/game', game: { gameId: finishedId } });

    const other = freshStation().station;
    expect(value(other.request('game.import', { text: exported.text }))).toMatchObject({
      status: 'imported',
      gameId: finishedId,
    });
    expect(value(other.request('game.import', { text: exported.text }))).toEqual({
      status: 'already-present',
      gameId: finishedId,
    });
    expect(value(other.request('game.summary', { gameId: finishedId }))).toEqual(
      value(station.request('game.summary', { gameId: finishedId })),
    );
    expect(value(other.request('game.list', {}))).toHaveLength(1);
  });

  it('refuses a bad file with a typed error, and the archive is unchanged', () => {
    const { station, file } = stationWithGames();
    const exported = value(station.request('game.export', { gameId: 'game-a' }));
    const other = freshStation();
    const digest = JSON.stringify(archiveContent(other.archive));
    const broken = exported.text.replace('"mafia-station/game"', '"someone-else/game"');
    expect(refusalCode(other.station.request('game.import', { text: broken }))).toBe('import.invalid-record');
    expect(refusalCode(other.station.request('game.import', { text: '{ not json' }))).toBe('import.invalid-record');
    expect(refusalCode(other.station.request('game.import', { text: 42 }))).toBe('invalid-payload');
    expect(JSON.stringify(archiveContent(other.archive))).toBe(digest);
    // A different game under an id already there is a conflict.
    const record = JSON.parse(exported.text) as { game: { gameId: string } };
    const mine = JSON.parse(value(station.request('game.export', { gameId: 'game-b' })).text) as {
      game: { gameId: string };
    };
    mine.game.gameId = record.game.gameId;
    expect(['import.conflict', 'import.not-replayable', 'import.invalid-record']).toContain(
      refusalCode(station.request('game.import', { text: JSON.stringify(mine) })),
    );
    expect(existsSync(file)).toBe(true);
  });

  it('refuses an unknown game', () => {
    const { station } = stationWithGames();
    expect(refusalCode(station.request('game.export', { gameId: 'nope' }))).toBe('not-found');
  });
});

it('a station told where backups go writes them there', async () => {
  const { archive, file } = freshStation();
  const dir = join(dirname(file), 'elsewhere');
  const station = createStation({
    archive,
    random: fixedRandom(),
    clock: () => new Date('2026-11-22T20:00:00Z'),
    backupsDir: dir,
  });
  const made = value(await station.request('archive.backup', {}));
  expect(existsSync(join(dir, made.name))).toBe(true);
});
