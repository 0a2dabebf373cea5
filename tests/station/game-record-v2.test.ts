/**
 * The game record, version 2: every ruleset. A finished game of each exports, imports into a fresh archive
 * with the same summary and log, and conforms to the published JSON Schema; version 1 files still import.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Archive } from '../../electron/station/archive/archive-api.ts';
import { exportGame } from '../../electron/station/archive/game-export.ts';
import { importGame, importGameText } from '../../electron/station/archive/game-import.ts';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import {
  gameRecordText,
  parseGameRecord,
  parseGameRecordText,
  type GameRecord,
} from '../../shared/contract/game-record.ts';
import { gameFromLog, RULESETS } from '../../shared/engine/index.ts';
import { writeEveryRuleset } from '../fixtures/recorded-games.ts';
import { RULESET_IDS } from '../fixtures/ruleset-games.ts';
import { tempDir } from './archive-fixtures.ts';
import { GAME_RECORD_JSON_SCHEMA, schemaFailures } from '../fixtures/game-record-validator.ts';
const V1_FILE = readFileSync(join(import.meta.dirname, '../fixtures/records/davidoff-1987.v1.json'), 'utf8');

function freshArchive(name = 'archive.sqlite'): Archive {
  return openArchive(join(tempDir(), name));
}

/** An archive holding, for each ruleset, a finished game and an unfinished one with undo, redo and rewind steps. */
function sourceArchive(): { archive: Archive; ids: string[] } {
  const archive = freshArchive('source.sqlite');
  const ids = writeEveryRuleset(archive, { finished: 'finished', moves: 'moves' }, { finished: 100, moves: 200 }, 120);
  return { archive, ids };
}

let source: { archive: Archive; ids: string[] };
beforeAll(() => {
  source = sourceArchive();
});
afterAll(() => source.archive.close());

describe('game record version 2', () => {
  it('round trips a finished game of every ruleset: export, import into a fresh archive, the same summary and log', () => {
    const { archive: from, ids } = source;
    const target = freshArchive();
    for (const id of ids) {
      const record = exportGame(from, id)!;
      expect(record.version).toBe(2);
      if (id.endsWith('-finished')) expect(record.game.finishedAt, id).not.toBeNull();
      const result = importGameText(target, gameRecordText(record));
      expect(result, id).toEqual({ ok: true, value: { status: 'imported', gameId: id, version: record.game.version } });
      expect(target.getGame(id)).toEqual(from.getGame(id));
      expect(target.readLog(id)).toEqual(from.readLog(id));
      expect(exportGame(target, id)).toEqual(record);
      expect(gameFromLog(target.readLog(id)).state).toEqual(gameFromLog(from.readLog(id)).state);
      // Idempotent: the same file again changes nothing.
      expect(importGameText(target, gameRecordText(record))).toEqual({
        ok: true,
        value: { status: 'already-present', gameId: id },
      });
    }
    const moves = ids.filter((id) => id.endsWith('-moves')).flatMap((id) => from.readLog(id).map((e) => e.event.type));
    expect(moves).toContain('steps-undone');
    expect(target.listGames()).toEqual(from.listGames());
    target.close();
  });

  it('exports records that conform to the published JSON Schema, and the schema refuses broken ones', () => {
    const { archive, ids } = source;
    for (const id of ids) {
      const record = JSON.parse(gameRecordText(exportGame(archive, id)!)) as GameRecord;
      expect(schemaFailures(record), id).toEqual([]);
      const wrongWinner = structuredClone(record);
      wrongWinner.game.winner = 'nobody';
      expect(schemaFailures(wrongWinner).length, id).toBeGreaterThan(0);
      const extra = { ...structuredClone(record), extra: 1 };
      expect(schemaFailures(extra).length).toBeGreaterThan(0);
      const foreignEvent = structuredClone(record);
      foreignEvent.log.at(-1)!.event = { type: 'no-such-event' } as never;
      expect(schemaFailures(foreignEvent).length).toBeGreaterThan(0);
      const badOption = structuredClone(record);
      badOption.game.options = { ...badOption.game.options, dealing: 'telepathy' };
      expect(schemaFailures(badOption).length).toBeGreaterThan(0);
    }
  });

  it("the generated JSON Schema has one variant per ruleset, accepting each of its winners and refusing the others' winners", () => {
    const { archive } = source;
    expect((GAME_RECORD_JSON_SCHEMA.anyOf as unknown[]).length).toBe(RULESET_IDS.length);
    for (const rulesetId of RULESET_IDS) {
      const record = JSON.parse(gameRecordText(exportGame(archive, `${rulesetId}-finished`)!)) as GameRecord;
      for (const winner of RULESETS[rulesetId].winners)
        expect(schemaFailures({ ...record, game: { ...record.game, winner } }), winner).toEqual([]);
      const foreign = RULESET_IDS.flatMap((id) => RULESETS[id].winners).filter(
        (w) => !RULESETS[rulesetId].winners.includes(w),
      );
      for (const winner of foreign)
        expect(schemaFailures({ ...record, game: { ...record.game, winner } }).length, winner).toBeGreaterThan(0);
      // Every event type of the ruleset is named (davidoff-1987's are checked field by field, as version 1 did).
      if (rulesetId === 'davidoff-1987') continue;
      for (const type of RULESETS[rulesetId].eventTypes.filter((t) => t !== 'game-created')) {
        const typed = structuredClone(record);
        typed.log.at(-1)!.event = { type } as never;
        expect(schemaFailures(typed), type).toEqual([]);
      }
    }
  });

  it('refuses events of another ruleset, options the create schema refuses, and scores where the ruleset has none', () => {
    const { archive, ids } = source;
    const city = exportGame(
      archive,
      ids.find((id) => id.startsWith('city-mafia-finished'))!,
    )!;
    const foreign = structuredClone(city);
    foreign.log.at(-1)!.event = { type: 'night-note-recorded', seat: 1, target: 2 } as never;
    expect(parseGameRecord(foreign)).toMatchObject({ ok: false, error: { kind: 'invalid-record' } });
    const options = structuredClone(city);
    options.game.options = { ...options.game.options, maniacCountsAsRed: 'yes' };
    expect(parseGameRecord(options)).toMatchObject({ ok: false, error: { kind: 'invalid-record' } });
    const scored = structuredClone(city);
    scored.game.scores = [1, 0, 1, 0, 1, 0];
    expect(parseGameRecord(scored)).toMatchObject({ ok: false, error: { kind: 'invalid-record' } });
    // A field the rules never write passes the loose event check, but not the replay.
    const extraField = structuredClone(city);
    const at = extraField.log.findIndex((e) => e.event.type === 'nominated');
    (extraField.log[at]!.event as unknown as Record<string, unknown>).note = 'x';
    const target = freshArchive();
    expect(importGame(target, extraField)).toMatchObject({ ok: false, error: { kind: 'not-replayable' } });
    expect(target.listGames()).toEqual([]);
    target.close();
  });

  it('still imports a version 1 file, and reads it as version 2', () => {
    const parsed = parseGameRecordText(V1_FILE);
    expect(parsed).toMatchObject({ ok: true, value: { version: 2, game: { rulesetId: 'davidoff-1987' } } });
    const target = freshArchive();
    const result = importGameText(target, V1_FILE);
    expect(result).toMatchObject({ ok: true, value: { status: 'imported', gameId: 'v1-finished' } });
    const exported = exportGame(target, 'v1-finished')!;
    const original = JSON.parse(V1_FILE) as GameRecord;
    expect({ ...exported, version: 1 }).toEqual(original);
    expect(importGameText(target, V1_FILE)).toEqual({
      ok: true,
      value: { status: 'already-present', gameId: 'v1-finished' },
    });
    // The same game as version 2 is the same game.
    expect(importGameText(target, gameRecordText(exported))).toEqual({
      ok: true,
      value: { status: 'already-present', gameId: 'v1-finished' },
    });
    // Version 1 stays davidoff-1987 only.
    const cityV1 = { ...original, game: { ...original.game, rulesetId: 'city-mafia' } };
    expect(parseGameRecord(cityV1)).toMatchObject({ ok: false, error: { kind: 'invalid-record' } });
    target.close();
  });
});
