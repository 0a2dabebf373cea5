/**
 * The JSON game record: one game of the archive as a file, to keep, share or import into another station.
 *
 * Format `mafia-station/game`, version 2 (every ruleset). A UTF-8 JSON object (at most
 * {@link MAX_RECORD_TEXT_BYTES} bytes, nested at most {@link MAX_RECORD_DEPTH} levels); its JSON Schema is
 * resources/schemas/game-record-v2.schema.json, generated from the valibot schema by `npm run schemas`:
 *
 * ```json
 * {
 *   "format": "mafia-station/game",
 *   "version": 2,
 *   "game": {
 *     "gameId": "…",                 // 1–64 letters, digits, _ or -
 *     "rulesetId": "city-mafia",     // davidoff-1987 | french-deck | mensa-hungariqa | city-mafia | copag-mafia
 *     "options": { … },              // the game's options in full, as its ruleset's create schema takes them
 *     "players": [{ "seat": 1, "name": "Anna" }, …],   // seats 1..N in order
 *     "createdAt": "2026-11-22T20:00:00.000Z",         // ISO 8601 times
 *     "updatedAt": "…",
 *     "finishedAt": null,            // or the time the game ended
 *     "winner": null,                // or the winning side: davidoff-1987 honest | mafia; french-deck
 *                                    // villagers | mafia; mensa-hungariqa citizens | mafia;
 *                                    // city-mafia red | black | maniac | draw; copag-mafia mafia | police
 *     "scores": null,                // davidoff-1987 only, once finished: one number per seat (index 0 is seat 1)
 *     "version": 7                   // the number of steps in the log
 *   },
 *   "steps": [{ "step": 0, "commandId": "…", "at": "…" }, …],   // optional
 *   "log": [{ "step": 0, "event": { "type": "game-created", "setup": { … } } }, …]
 * }
 * ```
 *
 * - `log` is the whole event log, undone steps included, in order: each entry is one event of one step
 *   (one moderator command). Steps start at 0 and go up by one; a step holds one or more consecutive
 *   entries. Step 0 is a single `game-created` event whose setup is the game's ruleset, players and options.
 *   Events have the shapes of the engine's `LoggedEvent` (shared/engine/types.ts and each ruleset's
 *   types.ts): undo and redo markers (`steps-undone`, `steps-redone` with their step numbers) in every
 *   ruleset, and the ruleset's own events.
 * - `steps` (optional) gives each step's command id and the time it was recorded. Without it, an import
 *   names the commands `import-<step>` and dates step 0 at `createdAt` and the others at `updatedAt`.
 * - `game` is the summary the archive lists. An importer checks it against the log: the log must replay
 *   through the rules engine exactly as recorded (each step decided again from the command it stands for
 *   must yield exactly its events, every field of every event), and its outcome must be the summary's
 *   winner and scores.
 * - Unknown fields are refused everywhere, and so are the keys `__proto__`, `constructor` and
 *   `prototype`: a reader never silently drops data.
 * - Version 1 (davidoff-1987 only, the same layout) is still read. A later, incompatible format gets a
 *   new `version`; this reader refuses any version but 1 and 2.
 */
import * as v from 'valibot';
import type { LoggedEvent, RulesetId } from '../engine/index.ts';
import type { GameCourse } from './archive-results.ts';
import { GameRecordV1Schema, MAX_RECORD_EVENTS } from './game-record-v1.ts';
import { GAME_RECORD_V2_SCHEMAS, RecordRulesetSchema } from './game-record-v2.ts';
import { jsonProblem } from '../input-checks/json-bounds.ts';

export { MAX_RECORD_EVENTS };

/** The `format` value of every game record. */
export const GAME_RECORD_FORMAT = 'mafia-station/game';

/** The record format version this build writes. */
export const GAME_RECORD_VERSION = 2;

/** The record format versions this build reads. */
export const GAME_RECORD_VERSIONS_READ: readonly number[] = [1, 2];

/** The largest record text accepted, in bytes (a 10,000-event log is well under 2 MB). */
export const MAX_RECORD_TEXT_BYTES = 8 * 1024 * 1024;

/** The deepest nesting a record may have (a real one nests about seven levels). */
export const MAX_RECORD_DEPTH = 16;

/** The most JSON values (objects, arrays, numbers, strings…) a record may hold. */
export const MAX_RECORD_VALUES = 2_000_000;

/** Why a record could not be imported. The archive is unchanged whenever one is returned. */
export type GameRecordErrorKind = 'invalid-record' | 'not-replayable' | 'conflict' | 'too-large';

/** A refused import: its kind and a plain-words message. */
export interface GameRecordError {
  kind: GameRecordErrorKind;
  message: string;
  /**
   * The refusal as a message key and its parameters (`error.<code>`), for the moderator's language, where the
   * reason has one: the step a rule refused and the rule's own code, the part of a malformed file. Absent: only
   * `message` says it (it is English).
   */
  said?: { code: string; params: Record<string, string | number> };
}

/** What an import did: added the game, or found the identical game already there (nothing written). */
export type GameImportOutcome =
  { status: 'imported'; gameId: string; version: number } | { status: 'already-present'; gameId: string };

/** An import's answer: what it did, or why the record was refused. */
export type GameImportResult = { ok: true; value: GameImportOutcome } | { ok: false; error: GameRecordError };

/** A game's summary in a record. */
export interface GameRecordSummary extends GameCourse {
  gameId: string;
  rulesetId: RulesetId;
  /** The ruleset's options in full, as stored with the game. */
  options: Record<string, unknown>;
  players: { seat: number; name: string }[];
}

/** A game record as this build writes it, and as it reads any version (a version 1 file reads as version 2). */
export interface GameRecord {
  format: typeof GAME_RECORD_FORMAT;
  version: typeof GAME_RECORD_VERSION;
  game: GameRecordSummary;
  steps?: { step: number; commandId: string; at: string }[];
  log: { step: number; event: LoggedEvent }[];
}

type Parsed = { ok: true; value: GameRecord } | { ok: false; error: GameRecordError };

/** Validates a parsed record of any version read: the record (as version 2), or an invalid-record (or too-large) error naming the first problem. */
export function parseGameRecord(value: unknown): Parsed {
  const size = oversized(value);
  if (size) return { ok: false, error: { kind: 'too-large', message: size } };
  const bounds = jsonProblem(value, MAX_RECORD_DEPTH, MAX_RECORD_VALUES);
  if (bounds)
    return {
      ok: false,
      error: { kind: bounds.kind === 'too-large' ? 'too-large' : 'invalid-record', message: invalid(bounds.message) },
    };
  const version =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as { version?: unknown }).version
      : undefined;
  if (version === 1) {
    const parsed = v.safeParse(GameRecordV1Schema, value);
    return parsed.success
      ? { ok: true, value: { ...(parsed.output as unknown as GameRecord), version: GAME_RECORD_VERSION } }
      : refusal(parsed.issues);
  }
  if (version !== GAME_RECORD_VERSION) {
    // The format and the whole shape are reported first when they are wrong too (not a record at all).
    const format = typeof value === 'object' && value !== null ? (value as { format?: unknown }).format : undefined;
    if (format !== GAME_RECORD_FORMAT)
      return {
        ok: false,
        error: {
          kind: 'invalid-record',
          message: invalid('format: must be "mafia-station/game"'),
          said: { code: 'import.invalid-file', params: {} },
        },
      };
    return {
      ok: false,
      error: {
        kind: 'invalid-record',
        message: invalid(
          `version: must be one of ${GAME_RECORD_VERSIONS_READ.join(', ')} (this file says ${String(JSON.stringify(version ?? null)).slice(0, 20)})`,
        ),
      },
    };
  }
  const ruleset = v.safeParse(RecordRulesetSchema, value);
  if (!ruleset.success) return refusal(ruleset.issues);
  const parsed = v.safeParse(GAME_RECORD_V2_SCHEMAS[ruleset.output.game.rulesetId], value);
  return parsed.success ? { ok: true, value: parsed.output as unknown as GameRecord } : refusal(parsed.issues);
}

function invalid(detail: string): string {
  return `Not a valid Mafia Station game record: ${detail}`;
}

function refusal(issues: readonly v.BaseIssue<unknown>[]): { ok: false; error: GameRecordError } {
  const issue = issues[0];
  const keys = issue?.path?.map((p) => p.key) ?? [];
  const path = keys.map(String).join('.');
  const detail = issue ? (path ? `${path}: ${issue.message}` : issue.message) : 'unknown problem';
  return { ok: false, error: { kind: 'invalid-record', message: invalid(detail.slice(0, 400)), said: partOf(keys) } };
}

/**
 * The part of the file a schema issue is in, as a message key (`import.invalid-<part>`): a player's row or the
 * players, the options, the rest of the summary, a log entry or the log, the step list, or the file as a whole.
 * The schema's own English (what it expected) is not said: a secretary fixes a file by its part, not its type.
 */
function partOf(keys: readonly unknown[]): { code: string; params: Record<string, string | number> } {
  const [first, second, third] = keys;
  if (first === 'game' && second === 'players')
    return typeof third === 'number'
      ? { code: 'import.invalid-player', params: { row: third + 1 } }
      : { code: 'import.invalid-players', params: {} };
  if (first === 'game' && second === 'options') return { code: 'import.invalid-options', params: {} };
  if (first === 'game') return { code: 'import.invalid-summary', params: {} };
  if (first === 'log')
    return typeof second === 'number'
      ? { code: 'import.invalid-log-entry', params: { entry: second + 1 } }
      : { code: 'import.invalid-log', params: {} };
  if (first === 'steps') return { code: 'import.invalid-steps', params: {} };
  return { code: 'import.invalid-file', params: {} };
}

/** Parses a record file's text: too-large past the byte limit, invalid-record for text that is not JSON. */
export function parseGameRecordText(
  text: string,
): { ok: true; value: GameRecord } | { ok: false; error: GameRecordError } {
  // Measured before JSON.parse, so a huge file costs no parse. A string's UTF-8 size is at least its
  // length in UTF-16 units, so the cheap length test already refuses most oversized texts.
  if (typeof text !== 'string')
    return {
      ok: false,
      error: {
        kind: 'invalid-record',
        message: 'Not a game record: the file is not text.',
        said: { code: 'import.not-json', params: {} },
      },
    };
  if (text.length > MAX_RECORD_TEXT_BYTES || utf8Length(text) > MAX_RECORD_TEXT_BYTES) {
    return {
      ok: false,
      error: { kind: 'too-large', message: `A game record may be at most ${MAX_RECORD_TEXT_BYTES} bytes.` },
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: {
        kind: 'invalid-record',
        message: `Not a game record: the file is not JSON (${reason.slice(0, 200)}).`,
        said: { code: 'import.not-json', params: {} },
      },
    };
  }
  return parseGameRecord(value);
}

/** The UTF-8 size of a string, counted without an encoder (this module runs in every environment). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit < 0xdc00 && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A surrogate pair is one code point of four bytes.
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The record as JSON text, as exported files hold it (two-space indent, a final newline). */
export function gameRecordText(record: GameRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

/** Names the limit a record breaks before the schema walks it (so a huge log is refused cheaply), or null. */
function oversized(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { log, steps } = value as { log?: unknown; steps?: unknown };
  if (Array.isArray(log) && log.length > MAX_RECORD_EVENTS)
    return `A game record may hold at most ${MAX_RECORD_EVENTS} events; this one holds ${log.length}.`;
  if (Array.isArray(steps) && steps.length > MAX_RECORD_EVENTS)
    return `A game record may hold at most ${MAX_RECORD_EVENTS} steps; this one holds ${steps.length}.`;
  return null;
}
