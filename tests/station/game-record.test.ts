import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Archive } from '../../electron/station/archive/archive-api.ts';
import { exportGame } from '../../electron/station/archive/game-export.ts';
import { importGame, importGameText } from '../../electron/station/archive/game-import.ts';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import {
  GAME_RECORD_FORMAT,
  MAX_RECORD_EVENTS,
  MAX_RECORD_TEXT_BYTES,
  gameRecordText,
  parseGameRecord,
  type GameRecord,
} from '../../shared/contract/game-record.ts';
import { gameFromLog } from '../../shared/engine/index.ts';
import { archiveContent, randomGame, rowCounts, tableOf, writeGame } from '../fixtures/recorded-games.ts';
import { tempDir } from './archive-fixtures.ts';

function freshArchive(): { archive: Archive; file: string } {
  const file = join(tempDir(), 'archive.sqlite');
  return { archive: openArchive(file), file };
}

/** An archive holding a finished game, an unfinished one and one with undo/redo; and their records. */
function sourceArchive(): { archive: Archive; records: GameRecord[] } {
  const { archive } = freshArchive();
  writeGame(archive, 'finished', randomGame(1), 0);
  writeGame(archive, 'unfinished', randomGame(2, tableOf(9, 'cast'), { maxSteps: 12 }), 100);
  writeGame(archive, 'with-undo', randomGame(3, tableOf(8, 'living'), { undoRate: 0.2 }), 200);
  const records = ['finished', 'unfinished', 'with-undo'].map((id) => exportGame(archive, id)!);
  return { archive, records };
}

/** A deep copy of a record, to tamper with. */
function copy(record: GameRecord): GameRecord {
  return structuredClone(record);
}

/** Imports and expects a refusal of `kind` that leaves the archive's rows and content as they were. */
function expectRefused(archive: Archive, file: string, value: unknown, kind: string): string {
  const rows = rowCounts(file);
  const content = archiveContent(archive);
  const result = importGame(archive, value);
  expect(result.ok).toBe(false);
  if (result.ok) return '';
  expect(result.error.kind).toBe(kind);
  expect(rowCounts(file)).toEqual(rows);
  expect(archiveContent(archive)).toEqual(content);
  return result.error.message;
}

describe('game record export', () => {
  it('exports the summary, the options, the command ids with their times, and the whole log', () => {
    const { archive, records } = sourceArchive();
    const [finished] = records;
    expect(finished!.format).toBe(GAME_RECORD_FORMAT);
    expect(finished!.version).toBe(2);
    expect(finished!.game).toMatchObject({
      gameId: 'finished',
      rulesetId: 'davidoff-1987',
      options: { mafiaCount: 2, majorityBasis: 'entitled' },
    });
    expect(finished!.game.finishedAt).not.toBeNull();
    expect(finished!.log).toEqual(archive.readLog('finished'));
    expect(finished!.steps![0]).toEqual({ step: 0, commandId: 'finished-create', at: '2026-11-22T20:00:00.000Z' });
    expect(finished!.steps).toHaveLength(finished!.game.version);
    // The sample covers an unfinished game and undo/redo steps too.
    expect(records[1]!.game.finishedAt).toBeNull();
    expect(records[2]!.log.some((e) => e.event.type === 'steps-undone')).toBe(true);
    // What it exports is a valid record by its own schema.
    for (const record of records) expect(parseGameRecord(JSON.parse(gameRecordText(record))).ok).toBe(true);
    expect(exportGame(archive, 'unknown')).toBeNull();
    archive.close();
  });
});

describe('game record import', () => {
  it('round trips: export, import elsewhere, export again gives the identical record', () => {
    const { archive: source, records } = sourceArchive();
    const { archive: target } = freshArchive();
    for (const record of records) {
      const result = importGame(target, JSON.parse(gameRecordText(record)));
      expect(result).toEqual({
        ok: true,
        value: { status: 'imported', gameId: record.game.gameId, version: record.game.version },
      });
      expect(exportGame(target, record.game.gameId)).toEqual(record);
      // The station can load it, and a repeat of an imported command id is recognised.
      expect(gameFromLog(target.readLog(record.game.gameId)).version).toBe(record.game.version);
      expect(target.findCommand(record.game.gameId, record.steps![1]!.commandId)).toEqual({ step: 1 });
    }
    expect(target.listGames()).toEqual(source.listGames());
    source.close();
    target.close();
  });

  it('reports an identical game as already present and writes nothing, even without command ids', () => {
    const { archive, records } = sourceArchive();
    const file = archive.file;
    const rows = rowCounts(file);
    for (const record of records) {
      expect(importGame(archive, record)).toEqual({
        ok: true,
        value: { status: 'already-present', gameId: record.game.gameId },
      });
      const { steps: _steps, ...withoutSteps } = record;
      expect(importGame(archive, withoutSteps)).toEqual({
        ok: true,
        value: { status: 'already-present', gameId: record.game.gameId },
      });
    }
    expect(rowCounts(file)).toEqual(rows);
    archive.close();
  });

  it('imports twice: the second time is already present', () => {
    const { records } = sourceArchive();
    const { archive } = freshArchive();
    const text = gameRecordText(records[2]!);
    expect(importGameText(archive, text)).toMatchObject({ ok: true, value: { status: 'imported' } });
    const rows = rowCounts(archive.file);
    expect(importGameText(archive, text)).toMatchObject({ ok: true, value: { status: 'already-present' } });
    expect(rowCounts(archive.file)).toEqual(rows);
    archive.close();
  });

  it('names the commands import-<step> and dates the steps by the summary when the record has no steps', () => {
    const { records } = sourceArchive();
    const { archive } = freshArchive();
    const { steps: _steps, ...record } = records[0]!;
    expect(importGame(archive, record).ok).toBe(true);
    const exported = exportGame(archive, 'finished')!;
    expect(exported.steps![0]).toEqual({ step: 0, commandId: 'import-0', at: record.game.createdAt });
    expect(exported.steps!.at(-1)).toEqual({
      step: record.game.version - 1,
      commandId: `import-${record.game.version - 1}`,
      at: record.game.updatedAt,
    });
    expect(exported.log).toEqual(record.log);
    archive.close();
  });

  it('refuses a different game under an id already taken', () => {
    const { archive, records } = sourceArchive();
    const other = copy(records[0]!);
    other.game.gameId = 'unfinished';
    const message = expectRefused(archive, archive.file, other, 'conflict');
    expect(message).toContain('unfinished');
    archive.close();
  });

  it('refuses a log the rules do not produce, whatever the summary says', () => {
    const { records } = sourceArchive();
    const { archive, file } = freshArchive();
    const finished = records[0]!;
    const voteIndex = finished.log.findIndex((e) => e.event.type === 'vote-resolved');

    const flipped = copy(finished);
    const vote = flipped.log[voteIndex]!.event as { passed: boolean };
    vote.passed = !vote.passed;
    expectRefused(archive, file, flipped, 'not-replayable');

    const wrongWinner = copy(finished);
    wrongWinner.game.winner = wrongWinner.game.winner === 'honest' ? 'mafia' : 'honest';
    expect(expectRefused(archive, file, wrongWinner, 'not-replayable')).toContain('winner');

    const notFinished = copy(finished);
    Object.assign(notFinished.game, { finishedAt: null, winner: null, scores: null });
    expectRefused(archive, file, notFinished, 'not-replayable');

    // A step that only folds (an elimination out of nowhere) is not what the rules decide.
    const injected = copy(records[1]!);
    const last = injected.log.at(-1)!.step + 1;
    injected.log.push({ step: last, event: { type: 'player-eliminated', seat: 1, cause: 'killed' } });
    injected.game.version = last + 1;
    delete injected.steps;
    expectRefused(archive, file, injected, 'not-replayable');

    const dirtyName = copy(records[1]!);
    dirtyName.game.players[0]!.name = ' Anna';
    (dirtyName.log[0]!.event as { setup: { players: string[] } }).setup.players[0] = ' Anna';
    expectRefused(archive, file, dirtyName, 'not-replayable');
    expect(archive.listGames()).toEqual([]);
    archive.close();
  });

  it('refuses malformed records as invalid, with the first problem named', () => {
    const { records } = sourceArchive();
    const { archive, file } = freshArchive();
    const good = records[0]!;
    expect(expectRefused(archive, file, { ...good, version: 3 }, 'invalid-record')).toContain('version');
    expectRefused(archive, file, { ...good, format: 'other' }, 'invalid-record');
    expectRefused(archive, file, { ...good, extra: 1 }, 'invalid-record');
    expectRefused(archive, file, null, 'invalid-record');
    expectRefused(archive, file, [], 'invalid-record');
    expectRefused(archive, file, 'text', 'invalid-record');
    const gap = copy(good);
    gap.log = gap.log.filter((e) => e.step !== 2);
    expect(expectRefused(archive, file, gap, 'invalid-record')).toContain('steps');
    const mismatch = copy(good);
    mismatch.game.players[1]!.name = 'Somebody';
    expectRefused(archive, file, mismatch, 'invalid-record');
    expect(importGameText(archive, gameRecordText(good).slice(0, 300))).toMatchObject({
      ok: false,
      error: { kind: 'invalid-record' },
    });
    expect(importGameText(archive, '\u0000\uFFFD garbage')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-record' },
    });
    archive.close();
  });

  it('refuses keys that could pollute prototypes, and pollutes nothing', () => {
    const { records } = sourceArchive();
    const { archive, file } = freshArchive();
    const text = gameRecordText(records[0]!);
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const hostile = text.replace('"format":', `"${key}": { "polluted": true, "isAdmin": true }, "format":`);
      expect(importGameText(archive, hostile)).toMatchObject({ ok: false, error: { kind: 'invalid-record' } });
      const inEvent = text.replace('"type": "game-created"', `"${key}": { "polluted": true }, "type": "game-created"`);
      expect(importGameText(archive, inEvent)).toMatchObject({ ok: false, error: { kind: 'invalid-record' } });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(rowCounts(file).games).toBe(0);
    archive.close();
  });

  it('refuses oversized records as too large, before reading them through', () => {
    const { records } = sourceArchive();
    const { archive, file } = freshArchive();
    const huge = copy(records[0]!);
    const filler = huge.log.at(-1)!;
    huge.log = Array.from({ length: MAX_RECORD_EVENTS + 1 }, () => filler);
    expectRefused(archive, file, huge, 'too-large');
    const longText = ' '.repeat(MAX_RECORD_TEXT_BYTES + 1);
    expect(importGameText(archive, longText)).toMatchObject({ ok: false, error: { kind: 'too-large' } });
    // Counted in UTF-8 bytes, not characters: three bytes each, fewer characters than the limit.
    const wideText = '€'.repeat(Math.floor(MAX_RECORD_TEXT_BYTES / 3) + 1);
    expect(wideText.length).toBeLessThan(MAX_RECORD_TEXT_BYTES);
    expect(importGameText(archive, wideText)).toMatchObject({ ok: false, error: { kind: 'too-large' } });
    expect(importGameText(archive, '€'.repeat(1000))).toMatchObject({ ok: false, error: { kind: 'invalid-record' } });
    // A string far beyond any name is refused by the schema, not stored.
    const longName = copy(records[0]!);
    longName.game.players[0]!.name = 'x'.repeat(1_000_001);
    expectRefused(archive, file, longName, 'invalid-record');
    archive.close();
  });
});

describe('the archive accessor of the pre-migration backup', () => {
  it('is null when opening needed no backup (a new file, or one already current)', () => {
    const { archive, file } = freshArchive();
    expect(archive.lastMigrationBackup).toBeNull();
    archive.close();
    const reopened = openArchive(file);
    expect(reopened.lastMigrationBackup).toBeNull();
    reopened.close();
  });
});
