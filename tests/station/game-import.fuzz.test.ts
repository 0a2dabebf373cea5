/**
 * Import fuzzing over every ruleset (issue 6 item 6): valid records of all four rulesets, mutated many
 * ways — steps dropped, duplicated and reordered; numbers, strings, types and seats changed; the text cut
 * short; deep nesting; huge strings; prototype keys; a wrong version — each either imports cleanly or is
 * refused with a typed error, and on a refusal the archive is byte for byte unchanged (a digest of every
 * table before and after).
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Archive } from '../../electron/station/archive/archive-api.ts';
import { exportGame } from '../../electron/station/archive/game-export.ts';
import { importGame, importGameText } from '../../electron/station/archive/game-import.ts';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import {
  gameRecordText,
  MAX_RECORD_TEXT_BYTES,
  type GameImportResult,
  type GameRecord,
} from '../../shared/contract/game-record.ts';
import { gameFromLog } from '../../shared/engine/index.ts';
import { archiveDigest } from '../fixtures/archive-digest.ts';
import { writeEveryRuleset } from '../fixtures/recorded-games.ts';
import { RULESET_IDS } from '../fixtures/ruleset-games.ts';
import { tempDir } from './archive-fixtures.ts';
import {
  edit,
  IMPORT_REFUSAL_KINDS,
  importMutated,
  mutatedRecord,
  pathsOf,
  pathsWhere,
  pickPath,
  sharedMutations,
  type Json,
  type Mutated,
} from './record-mutations.ts';

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
/** Fields that hold a seat in some ruleset's events. */
const SEAT_FIELDS = new Set([
  'seat',
  'accuser',
  'accused',
  'proposer',
  'target',
  'victim',
  'by',
  'nominee',
  'voter',
  'kamikaze',
  'firstSpeaker',
  'stoppedAt',
  'guarded',
]);

let archive: Archive;
let records: GameRecord[];

beforeAll(() => {
  // The source games live in the archive under test, so an untouched record is already present.
  archive = openArchive(join(tempDir(), 'archive.sqlite'));
  const ids = writeEveryRuleset(archive, { finished: 'f', moves: 'm' }, { finished: 300, moves: 400 }, 80);
  records = ids.map((id) => exportGame(archive, id)!);
});

afterAll(() => archive.close());

/** The log as steps of events, to cut whole steps; and back, renumbered, with the summary's version and step list kept consistent. */
function withSteps(record: GameRecord, surgery: (steps: GameRecord['log'][number]['event'][][]) => void): Mutated {
  if (!Array.isArray(record.log) || record.log.length === 0 || typeof record.game !== 'object' || record.game === null)
    return { value: record };
  // Cutting whole steps needs a log an earlier mutation left readable as steps (entries with a small
  // step number); any other log is already broken, and the importer judges it as it is.
  const readable = (entry: unknown) =>
    typeof entry === 'object' &&
    entry !== null &&
    Number.isSafeInteger((entry as { step?: unknown }).step) &&
    (entry as { step: number }).step >= 0 &&
    (entry as { step: number }).step <= record.log.length;
  if (!record.log.every(readable)) return { value: record };
  const steps: GameRecord['log'][number]['event'][][] = [];
  for (const { step, event } of record.log) (steps[step] ??= []).push(event);
  surgery(steps);
  const live = steps.filter((s) => s && s.length > 0);
  const log = live.flatMap((events, step) => events.map((event) => ({ step, event })));
  const { steps: _info, ...rest } = record;
  return { value: { ...rest, game: { ...record.game, version: live.length }, log } };
}

function mutation(): fc.Arbitrary<(record: GameRecord) => Mutated> {
  const index = fc.nat();
  const json = (r: GameRecord) => r as unknown as Json;
  return fc.oneof(
    // Whole steps: dropped, duplicated, two swapped, one moved to the end (the summary kept consistent, so the replay judges).
    index.map(
      (i) => (r: GameRecord) => withSteps(r, (steps) => steps.splice(1 + (i % Math.max(1, steps.length - 1)), 1)),
    ),
    index.map(
      (i) => (r: GameRecord) =>
        withSteps(r, (steps) => {
          const k = 1 + (i % Math.max(1, steps.length - 1));
          if (steps[k]) steps.splice(k, 0, steps[k]!);
        }),
    ),
    fc.tuple(index, index).map(
      ([i, j]) =>
        (r: GameRecord) =>
          withSteps(r, (steps) => {
            const a = 1 + (i % Math.max(1, steps.length - 1));
            const b = 1 + (j % Math.max(1, steps.length - 1));
            if (steps[a] && steps[b]) [steps[a], steps[b]] = [steps[b]!, steps[a]!];
          }),
    ),
    // Log entries: one removed, duplicated or swapped (steps numbered as they were).
    fc.tuple(index, fc.constantFrom('drop', 'duplicate', 'swap')).map(([i, how]) => (r: GameRecord) => {
      if (!Array.isArray(r.log) || r.log.length === 0) return { value: r };
      const log = [...r.log];
      const a = i % log.length;
      if (how === 'drop') log.splice(a, 1);
      else if (how === 'duplicate') log.splice(a, 0, log[a]!);
      else [log[a], log[(a + 1) % log.length]] = [log[(a + 1) % log.length]!, log[a]!];
      return { value: { ...r, log } };
    }),
    // Seats: any seat-holding field set to another seat, or to one beyond the table.
    fc.tuple(index, fc.integer({ min: 0, max: 17 })).map(([i, seat]) => (r: GameRecord) => {
      const path = pickPath(
        pathsWhere(json(r), (node, p) => typeof node === 'number' && SEAT_FIELDS.has(String(p.at(-1)))),
        i,
      );
      return { value: path ? edit(json(r), path, () => seat) : r };
    }),
    // Strings: changed, emptied, made huge, given odd Unicode.
    fc
      .tuple(
        index,
        fc.constantFrom(
          '',
          'x',
          'honest',
          'game-ended',
          ' Anna',
          'A\u0301nna',
          '\u0000',
          'x'.repeat(1_100_000),
          '2026-13-40T25:00:00Z',
        ),
      )
      .map(([i, replacement]) => (r: GameRecord) => {
        const path = pickPath(
          pathsWhere(json(r), (node) => typeof node === 'string'),
          i,
        );
        return { value: path ? edit(json(r), path, () => replacement) : r };
      }),
    // Deep nesting, as a value and as text.
    fc.tuple(index, fc.integer({ min: 20, max: 100_000 })).map(([i, depth]) => (r: GameRecord) => {
      let deep: Json = 1;
      for (let d = 0; d < depth; d++) deep = d % 2 === 0 ? [deep] : { type: deep };
      const paths = pathsOf(json(r));
      return { value: edit(json(r), paths[i % paths.length]!, () => deep), final: true };
    }),
    fc.integer({ min: 20, max: 200_000 }).map((depth) => (r: GameRecord) => {
      const text = gameRecordText(r);
      return { text: text.replace('"format":', `"nested": ${'['.repeat(depth)}${']'.repeat(depth)}, "format":`) };
    }),
    // The version and the ruleset: another version, another ruleset's id.
    fc
      .constantFrom<Json>(0, 1, 2, 3, '2', null, 2.5)
      .map((version) => (r: GameRecord) => ({ value: { ...r, version } })),
    fc
      .constantFrom(...RULESET_IDS)
      .map((rulesetId) => (r: GameRecord) => ({ value: { ...r, game: { ...r.game, rulesetId } } })),
    // The text padded past the size limit.
    fc.constant((r: GameRecord) => ({ text: gameRecordText(r) + ' '.repeat(MAX_RECORD_TEXT_BYTES) })),
    // Types, numbers (nudged, negated, made huge or fractional), prototype keys, the text cut short or random,
    // untouched, a new game: as the other fuzz draws them.
    ...sharedMutations(index, {
      hostileKeys: HOSTILE_KEYS,
      replacements: [null, true, 0, '', [], {}, [1, 2], { type: 'game-ended' }],
      numberChanges: [(n) => n + 1, (n) => n - 1, (n) => -n, () => 2 ** 53, (n) => n + 0.5, () => 0],
    }),
  );
}

describe('import fuzzing, every ruleset', () => {
  it('imports a mutated record cleanly or refuses it with a typed error, the archive byte for byte unchanged', () => {
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(mutatedRecord(records, mutation()), (mutated) => {
        const before = archiveDigest(archive.file);
        let result: GameImportResult;
        try {
          result = importMutated(archive, mutated);
        } catch (error) {
          throw new Error(
            `import threw instead of refusing: ${error instanceof Error ? error.message : String(error)}`,
            { cause: error },
          );
        }
        const outcome = result.ok ? result.value.status : result.error.kind;
        seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
        const after = archiveDigest(archive.file);
        if (result.ok) {
          const { gameId } = result.value;
          const exported = exportGame(archive, gameId)!;
          expect(gameFromLog(archive.readLog(gameId)).version).toBe(exported.game.version);
          if (result.value.status === 'already-present') expect(after).toEqual(before);
          else {
            expect(after.rows.games).toBe(before.rows.games! + 1);
            // Idempotent: the same record again is found, and nothing is written.
            expect(importMutated(archive, mutated)).toEqual({
              ok: true,
              value: { status: 'already-present', gameId },
            });
            expect(archiveDigest(archive.file)).toEqual(after);
          }
        } else {
          expect(IMPORT_REFUSAL_KINDS).toContain(result.error.kind);
          expect(result.error.message.length).toBeGreaterThan(0);
          expect(result.error.message.length).toBeLessThan(1000);
          expect(after).toEqual(before);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      // Every run in every tier: the check below, that the mutations reach every outcome, needs them all. The
      // seed is fixed: unseeded, some outcomes come up a few times in 300 (imported ~4, not-replayable ~6), so now
      // and then one never did and the test failed by the draw (CI at load 10). With seed 14 each comes up.
      { numRuns: 300, seed: 14 },
    );
    // The mutations reach every outcome, the replay's judgement included.
    for (const outcome of [
      'imported',
      'already-present',
      'invalid-record',
      'not-replayable',
      'conflict',
      'too-large',
    ]) {
      expect(seen.get(outcome) ?? 0, outcome).toBeGreaterThan(0);
    }
  }, 600_000);

  it('refuses extreme nesting, as text and as a value, with a typed error and without a stack overflow', () => {
    const before = archiveDigest(archive.file);
    const record = records[0]!;
    const depth = 1_000_000;
    const text = gameRecordText(record).replace(
      '"format":',
      `"nested": ${'['.repeat(depth)}${']'.repeat(depth)}, "format":`,
    );
    expect(importGameText(archive, text)).toMatchObject({ ok: false, error: { kind: 'invalid-record' } });
    let deep: unknown = 1;
    for (let d = 0; d < depth; d++) deep = { log: deep };
    expect(importGame(archive, { ...record, log: deep })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-record' },
    });
    // A cycle, which no file can hold but a caller's value can.
    const cyclic: Record<string, unknown> = { ...record };
    cyclic.game = { ...record.game, self: cyclic };
    expect(importGame(archive, cyclic)).toMatchObject({ ok: false, error: { kind: 'invalid-record' } });
    expect(archiveDigest(archive.file)).toEqual(before);
  });

  it('an untouched record of every ruleset is already present, and its export is identical', () => {
    const before = archiveDigest(archive.file);
    for (const record of records) {
      expect(importGameText(archive, gameRecordText(record))).toEqual({
        ok: true,
        value: { status: 'already-present', gameId: record.game.gameId },
      });
      expect(exportGame(archive, record.game.gameId)).toEqual(record);
    }
    expect(archiveDigest(archive.file)).toEqual(before);
  });
});
