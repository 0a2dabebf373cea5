/**
 * The JSON game record: one game of the archive as a file, to keep, share or import into another station.
 *
 * Format `mafia-station/game`, version 1. A UTF-8 JSON object (at most {@link MAX_RECORD_TEXT_BYTES} bytes):
 *
 * ```json
 * {
 *   "format": "mafia-station/game",
 *   "version": 1,
 *   "game": {
 *     "gameId": "…",                 // 1–64 letters, digits, _ or -
 *     "rulesetId": "davidoff-1987",
 *     "options": { "mafiaCount": 2, "majorityBasis": "entitled" },
 *     "players": [{ "seat": 1, "name": "Anna" }, …],   // seats 1..N in order
 *     "createdAt": "2026-11-22T20:00:00.000Z",         // ISO 8601 times
 *     "updatedAt": "…",
 *     "finishedAt": null,            // or the time the game ended
 *     "winner": null,                // or "honest" | "mafia"
 *     "scores": null,                // or one number per seat (index 0 is seat 1)
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
 *   Events have the shapes of the engine's `LoggedEvent` (shared/engine/types.ts), checked strictly here.
 * - `steps` (optional) gives each step's command id and the time it was recorded. Without it, an import
 *   names the commands `import-<step>` and dates step 0 at `createdAt` and the others at `updatedAt`.
 * - `game` is the summary the archive lists. An importer checks it against the log: the log must replay
 *   through the rules engine exactly as recorded, and its outcome must be the summary's winner and scores.
 * - Unknown fields are refused everywhere (strict objects): a reader never silently drops data.
 * - A later, incompatible format gets a new `version`; this version refuses any other.
 */
import * as v from 'valibot';
import { IdSchema } from './schemas.ts';

/** The `format` value of every game record. */
export const GAME_RECORD_FORMAT = 'mafia-station/game';

/** The record format version this build writes and reads. */
export const GAME_RECORD_VERSION = 1;

/**
 * The most events a record may hold. Replaying a log costs the engine time that grows with the square
 * of its length (each event copies the announcements so far): 10,000 events replay in a few seconds,
 * while a real game holds a few hundred.
 */
export const MAX_RECORD_EVENTS = 10_000;

/** The largest record text accepted, in bytes (a 10,000-event log is well under 2 MB). */
export const MAX_RECORD_TEXT_BYTES = 8 * 1024 * 1024;

/** Why a record could not be imported. The archive is unchanged whenever one is returned. */
export type GameRecordErrorKind = 'invalid-record' | 'not-replayable' | 'conflict' | 'too-large';

/** A refused import: its kind and a plain-words message. */
export interface GameRecordError {
  kind: GameRecordErrorKind;
  message: string;
}

/** What an import did: added the game, or found the identical game already there (nothing written). */
export type GameImportOutcome = { status: 'imported'; gameId: string; version: number } | { status: 'already-present'; gameId: string };

/** An import's answer: what it did, or why the record was refused. */
export type GameImportResult = { ok: true; value: GameImportOutcome } | { ok: false; error: GameRecordError };

const MAX_SEATS = 16;
const seat = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SEATS));
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SEATS));
const stepNumber = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_RECORD_EVENTS));
const time = v.pipe(v.string(), v.maxLength(40), v.isoTimestamp('must be an ISO 8601 time'));
const role = v.picklist(['honest', 'mafia']);
const team = v.picklist(['honest', 'mafia']);
const score = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SEATS));
const scores = v.pipe(v.array(score), v.minLength(1), v.maxLength(MAX_SEATS));
// Names are cleaned further by the engine (at most 40 characters); this bound only stops huge strings early.
const name = v.pipe(v.string(), v.minLength(1), v.maxLength(400));

const OptionsSchema = v.strictObject({
  mafiaCount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SEATS - 1)),
  majorityBasis: v.picklist(['entitled', 'living', 'cast']),
  /** Present only for real cards; absent means the station dealt. */
  dealing: v.optional(v.literal('physical')),
  /** Present only when remarks and removals were on. */
  discipline: v.optional(v.literal(true)),
});

const removalReason = v.picklist(['peeking', 'night-gesture', 'remarks', 'oath', 'obscene-language', 'improper-address', 'other']);

const SetupSchema = v.strictObject({
  rulesetId: v.literal('davidoff-1987'),
  players: v.pipe(v.array(name), v.minLength(1), v.maxLength(MAX_SEATS)),
  options: OptionsSchema,
});

/** Every event the engine logs, with its exact shape (shared/engine/types.ts, LoggedEvent). */
export const LoggedEventSchema = v.variant('type', [
  v.strictObject({ type: v.literal('game-created'), setup: SetupSchema }),
  v.strictObject({ type: v.literal('roles-dealt'), roles: v.pipe(v.array(role), v.maxLength(MAX_SEATS)) }),
  v.strictObject({ type: v.literal('cards-dealt') }),
  v.strictObject({ type: v.literal('mafia-recorded'), seats: v.pipe(v.array(seat), v.maxLength(MAX_SEATS)) }),
  v.strictObject({ type: v.literal('sunrise-ended') }),
  v.strictObject({ type: v.literal('accusation-made'), accuser: seat, accused: seat }),
  v.strictObject({ type: v.literal('night-proposed'), proposer: seat }),
  v.strictObject({
    type: v.literal('vote-resolved'),
    yes: count,
    no: v.nullable(count),
    voters: v.nullable(v.pipe(v.array(seat), v.maxLength(MAX_SEATS))),
    needed: v.nullable(count),
    passed: v.boolean(),
  }),
  v.strictObject({ type: v.literal('vote-cancelled') }),
  v.strictObject({ type: v.literal('player-eliminated'), seat, cause: v.picklist(['executed', 'killed']) }),
  v.strictObject({ type: v.literal('night-fell') }),
  v.strictObject({ type: v.literal('night-note-recorded'), seat, target: seat }),
  v.strictObject({ type: v.literal('night-resolved'), victim: v.nullable(seat) }),
  v.strictObject({ type: v.literal('day-began') }),
  v.strictObject({ type: v.literal('remark-given'), seat }),
  v.strictObject({ type: v.literal('player-removed'), seat, reason: removalReason, note: v.nullable(v.pipe(v.string(), v.maxLength(200))) }),
  v.strictObject({ type: v.literal('game-ended'), outcome: v.strictObject({ winner: team, scores }) }),
  v.strictObject({ type: v.literal('steps-undone'), steps: v.pipe(v.array(stepNumber), v.minLength(1), v.maxLength(MAX_RECORD_EVENTS)) }),
  v.strictObject({ type: v.literal('steps-redone'), steps: v.pipe(v.array(stepNumber), v.minLength(1), v.maxLength(MAX_RECORD_EVENTS)) }),
]);

const LogEntrySchema = v.strictObject({ step: stepNumber, event: LoggedEventSchema });

const StepInfoSchema = v.strictObject({ step: stepNumber, commandId: IdSchema, at: time });

const GameSchema = v.strictObject({
  gameId: IdSchema,
  rulesetId: v.literal('davidoff-1987'),
  options: OptionsSchema,
  players: v.pipe(v.array(v.strictObject({ seat, name })), v.minLength(1), v.maxLength(MAX_SEATS)),
  createdAt: time,
  updatedAt: time,
  finishedAt: v.nullable(time),
  winner: v.nullable(team),
  scores: v.nullable(scores),
  version: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_RECORD_EVENTS)),
});

/** The runtime schema of a game record, with the checks that need the whole record. */
export const GameRecordSchema = v.pipe(
  v.strictObject({
    format: v.literal(GAME_RECORD_FORMAT),
    version: v.literal(GAME_RECORD_VERSION),
    game: GameSchema,
    steps: v.optional(v.pipe(v.array(StepInfoSchema), v.maxLength(MAX_RECORD_EVENTS))),
    log: v.pipe(v.array(LogEntrySchema), v.minLength(1), v.maxLength(MAX_RECORD_EVENTS)),
  }),
  v.check((record) => seatsInOrder(record.game.players), 'game.players: seats must be 1..N in order'),
  v.check((record) => stepsContiguous(record.log.map((e) => e.step)), 'log: steps must start at 0 and go up by one'),
  v.check((record) => record.game.version === (record.log.at(-1)?.step ?? -1) + 1, 'game.version: must be the number of steps in the log'),
  v.check((record) => startsWithSetup(record), 'log: step 0 must be one game-created event matching the game'),
  v.check(
    (record) => record.steps === undefined || (record.steps.length === record.game.version && record.steps.every((s, i) => s.step === i)),
    'steps: must list every step of the log once, in order',
  ),
  v.check((record) => record.steps === undefined || new Set(record.steps.map((s) => s.commandId)).size === record.steps.length, 'steps: command ids must differ'),
  v.check((record) => (record.game.finishedAt === null) === (record.game.winner === null) && (record.game.winner === null) === (record.game.scores === null), 'game: finishedAt, winner and scores are all set or all null'),
);

/** A game record, as validated by GameRecordSchema. */
export type GameRecord = v.InferOutput<typeof GameRecordSchema>;

function seatsInOrder(players: { seat: number }[]): boolean {
  return players.every((p, i) => p.seat === i + 1);
}

function stepsContiguous(steps: number[]): boolean {
  return steps.every((step, i) => (i === 0 ? step === 0 : step === steps[i - 1]! || step === steps[i - 1]! + 1));
}

function startsWithSetup(record: { game: v.InferOutput<typeof GameSchema>; log: v.InferOutput<typeof LogEntrySchema>[] }): boolean {
  const [first, second] = record.log;
  if (!first || first.event.type !== 'game-created') return false;
  if (second && second.step === 0) return false;
  const { setup } = first.event;
  const { game } = record;
  return (
    setup.rulesetId === game.rulesetId &&
    setup.options.mafiaCount === game.options.mafiaCount &&
    setup.options.majorityBasis === game.options.majorityBasis &&
    setup.options.dealing === game.options.dealing &&
    setup.options.discipline === game.options.discipline &&
    setup.players.length === game.players.length &&
    setup.players.every((player, i) => player === game.players[i]!.name)
  );
}

/** Validates a parsed record: the record, or an invalid-record (or too-large) error naming the first problem. */
export function parseGameRecord(value: unknown): { ok: true; value: GameRecord } | { ok: false; error: GameRecordError } {
  const size = oversized(value);
  if (size) return { ok: false, error: { kind: 'too-large', message: size } };
  const parsed = v.safeParse(GameRecordSchema, value);
  if (parsed.success) return { ok: true, value: parsed.output };
  const issue = parsed.issues[0];
  const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
  const detail = issue ? (path ? `${path}: ${issue.message}` : issue.message) : 'unknown problem';
  return { ok: false, error: { kind: 'invalid-record', message: `Not a valid Mafia Station game record: ${detail}` } };
}

/** Parses a record file's text: too-large past the byte limit, invalid-record for text that is not JSON. */
export function parseGameRecordText(text: string): { ok: true; value: GameRecord } | { ok: false; error: GameRecordError } {
  // Measured before JSON.parse, so a huge file costs no parse. A string's UTF-8 size is at least its
  // length in UTF-16 units, so the cheap length test already refuses most oversized texts.
  if (text.length > MAX_RECORD_TEXT_BYTES || utf8Length(text) > MAX_RECORD_TEXT_BYTES) {
    return { ok: false, error: { kind: 'too-large', message: `A game record may be at most ${MAX_RECORD_TEXT_BYTES} bytes.` } };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { kind: 'invalid-record', message: `Not a game record: the file is not JSON (${reason.slice(0, 200)}).` } };
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
  if (Array.isArray(log) && log.length > MAX_RECORD_EVENTS) return `A game record may hold at most ${MAX_RECORD_EVENTS} events; this one holds ${log.length}.`;
  if (Array.isArray(steps) && steps.length > MAX_RECORD_EVENTS) return `A game record may hold at most ${MAX_RECORD_EVENTS} steps; this one holds ${steps.length}.`;
  return null;
}
