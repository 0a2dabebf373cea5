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

/** The record's file cut short at the i-th character (modulo its length). */
export function cutShort(index: fc.Arbitrary<number>): fc.Arbitrary<(r: GameRecord) => Mutated> {
  return index.map((i) => (r: GameRecord) => {
    const text = gameRecordText(r);
    return { text: text.slice(0, i % text.length) };
  });
}

/** A file of random bytes in place of the record. */
export const randomBytes: fc.Arbitrary<() => Mutated> = fc
  .uint8Array({ maxLength: 400 })
  .map((bytes) => () => ({ text: new TextDecoder().decode(bytes) }));

/** The record's file untouched (after the earlier mutations, if any). */
export const untouched: fc.Arbitrary<(r: GameRecord) => Mutated> = fc.constant((r: GameRecord) => ({
  text: gameRecordText(r),
}));

/** Still a valid record, but of a new game: it must import and replay. */
export const newGameId: fc.Arbitrary<(r: GameRecord) => Mutated> = fc
  .stringMatching(/^[A-Za-z0-9_-]{1,64}$/)
  .map((gameId) => (r: GameRecord) => ({ value: { ...r, game: { ...r.game, gameId } } }));

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
