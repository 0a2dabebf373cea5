/** The JSON walking and the mutations that the two import fuzzes (game-import.fuzz, game-record-fuzz) share. */
import fc from 'fast-check';
import type { Archive } from '../../electron/station/archive/archive-api.ts';
import { importGame, importGameText } from '../../electron/station/archive/game-import.ts';
import {
  gameRecordText,
  type GameImportResult,
  type GameRecord,
  type GameRecordErrorKind,
} from '../../shared/contract/game-record.ts';

/** A JSON value, as a record is walked. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** The keys from the root to one node of a JSON value. */
export type Path = (string | number)[];
/** A mutated record, as a value (final: no mutation may follow, as it would have to walk a hostile depth) or as the text of a file. */
export type Mutated = { value: unknown; final?: boolean } | { text: string };

/** Every path to a node of a JSON value (the root included). */
export function pathsOf(value: Json, prefix: Path = []): Path[] {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...prefix, i])));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
}

/** A copy of `root` with the node at `path` replaced by `change`'s answer (undefined removes it). */
export function edit(root: Json, path: Path, change: (node: Json) => Json | undefined): Json {
  if (path.length === 0) return change(root) ?? null;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    const next = rest.length === 0 ? change(copy[head as number]!) : edit(copy[head as number]!, rest, change);
    if (next === undefined) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const copy: { [key: string]: Json } = { ...(root as { [key: string]: Json }) };
  const next = rest.length === 0 ? change(copy[head as string]!) : edit(copy[head as string]!, rest, change);
  if (next === undefined) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}

/** The node at `path` of a JSON value. */
function at(root: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as Record<string, Json>)[key as string]!, root);
}

/** The paths whose node passes `test`. */
export function pathsWhere(root: Json, test: (node: Json, path: Path) => boolean): Path[] {
  return pathsOf(root).filter((path) => test(at(root, path), path));
}

/** The i-th of the paths (modulo their number), or null when there is none. */
export function pickPath(paths: Path[], i: number): Path | null {
  return paths.length === 0 ? null : paths[i % paths.length]!;
}

/** The record's file cut short at the i-th character (modulo its length). */
function cutShort(index: fc.Arbitrary<number>): fc.Arbitrary<(r: GameRecord) => Mutated> {
  return index.map((i) => (r: GameRecord) => {
    const text = gameRecordText(r);
    return { text: text.slice(0, i % text.length) };
  });
}

/** A file of random bytes in place of the record. */
const randomBytes: fc.Arbitrary<() => Mutated> = fc
  .uint8Array({ maxLength: 400 })
  .map((bytes) => () => ({ text: new TextDecoder().decode(bytes) }));

/** The record's file untouched (after the earlier mutations, if any). */
const untouched: fc.Arbitrary<(r: GameRecord) => Mutated> = fc.constant((r: GameRecord) => ({
  text: gameRecordText(r),
}));

/**
 * Still a valid record, but of a new game: it must import and replay. A new id alone is the same game copied
 * (the same ruleset, seats and start time: tryout 14 §4), so the new game also begins earlier.
 */
const newGameId: fc.Arbitrary<(r: GameRecord) => Mutated> = fc
  .tuple(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), fc.integer({ min: 1, max: 86_400_000 }))
  .map(([gameId, earlier]) => (r: GameRecord) => ({
    value: { ...r, game: { ...r.game, gameId, createdAt: before(r.game.createdAt, earlier) } },
  }));

/** An ISO time `ms` milliseconds before `iso`; a value that is not a time is left for the importer to judge. */
function before(iso: unknown, ms: number): unknown {
  const time = typeof iso === 'string' ? Date.parse(iso) : NaN;
  return Number.isNaN(time) ? iso : new Date(time - ms).toISOString();
}

/** Imports a mutated record into the archive, from its text or its value. */
export function importMutated(archive: Archive, mutated: Mutated): GameImportResult {
  return 'text' in mutated ? importGameText(archive, mutated.text) : importGame(archive, mutated.value);
}

/** The typed refusals of an import (GameRecordErrorKind): a mutated record is imported or refused with one of these. */
export const IMPORT_REFUSAL_KINDS: readonly GameRecordErrorKind[] = [
  'invalid-record',
  'not-replayable',
  'conflict',
  'too-large',
];

/** What the two fuzzes' shared mutations vary: the keys planted, the values that replace a node, how a number changes. */
export interface MutationMix {
  hostileKeys: readonly string[];
  replacements: readonly Json[];
  numberChanges: readonly ((n: number) => number)[];
}

/**
 * The mutations both import fuzzes draw: a node replaced (by one of the mix's values, or by any JSON), a field
 * dropped, a number changed, a prototype key planted in the text; the text cut short, random bytes; the record
 * untouched, or a valid record of a new game (which must import and replay).
 */
export function sharedMutations(
  index: fc.Arbitrary<number>,
  mix: MutationMix,
): fc.Arbitrary<(r: GameRecord) => Mutated>[] {
  const json = (r: GameRecord) => r as unknown as Json;
  return [
    // Types: any node replaced by a value of another type, or by arbitrary JSON; a field removed.
    fc.tuple(index, fc.constantFrom<Json>(...mix.replacements)).map(([i, replacement]) => (r: GameRecord) => {
      const paths = pathsOf(json(r));
      return { value: edit(json(r), paths[i % paths.length]!, () => replacement) };
    }),
    fc.tuple(index, fc.jsonValue({ maxDepth: 3 })).map(([i, replacement]) => (r: GameRecord) => {
      const paths = pathsOf(json(r));
      return { value: edit(json(r), paths[i % paths.length]!, () => replacement as Json) };
    }),
    index.map((i) => (r: GameRecord) => {
      const paths = pathsOf(json(r)).filter((p) => p.length > 0);
      return { value: edit(json(r), paths[i % paths.length]!, () => undefined) };
    }),
    // Numbers: steps, seats, counts, versions, scores changed.
    fc.tuple(index, fc.constantFrom(...mix.numberChanges)).map(([i, change]) => (r: GameRecord) => {
      const path = pickPath(
        pathsWhere(json(r), (node) => typeof node === 'number'),
        i,
      );
      return { value: path ? edit(json(r), path, (n) => change(n as number)) : r };
    }),
    // A prototype-polluting key added to some object, in the text (as a file would carry it).
    fc.tuple(index, fc.constantFrom(...mix.hostileKeys)).map(([i, key]) => (r: GameRecord) => {
      const text = gameRecordText(r);
      const braces = [...text.matchAll(/\{/g)].map((m) => m.index);
      const where = braces[i % braces.length]! + 1;
      return { text: `${text.slice(0, where)}"${key}": { "polluted": true },${text.slice(where)}` };
    }),
    // The text cut short, or random bytes.
    cutShort(index),
    randomBytes,
    // Untouched (after the earlier mutations, if any), or a valid record of a new game.
    untouched,
    newGameId,
  ];
}

/**
 * One of `records`, with one to three of `mutation` applied in turn. A text mutation ends the chain (it is what
 * the file holds), and so do a final one and a value no longer an object.
 */
export function mutatedRecord(
  records: readonly GameRecord[],
  mutation: fc.Arbitrary<(r: GameRecord) => Mutated>,
): fc.Arbitrary<Mutated> {
  return fc
    .tuple(fc.nat(records.length - 1), fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([which, mutations]) => {
      let mutated: Mutated = { value: structuredClone(records[which]!) };
      for (const mutate of mutations) {
        if ('text' in mutated || mutated.final) break;
        if (typeof mutated.value !== 'object' || mutated.value === null || Array.isArray(mutated.value)) break;
        mutated = mutate(mutated.value as GameRecord);
      }
      return mutated;
    });
}
