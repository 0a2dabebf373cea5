import * as v from 'valibot';
import { CalendarDaySchema } from '../input-checks/calendar-day.ts';
import { jsonProblem } from '../input-checks/json-bounds.ts';
import { MAX_NOTE_LENGTH, REMOVAL_REASONS } from '../engine/rulesets/discipline.ts';
import {
  EXCHANGE_FILE_VERSION,
  EXCHANGE_FORMAT,
  EXCHANGE_VERSION,
  RATINGS_MAX_WARNINGS,
  WORST_MOVE,
  type MrFile,
} from './types.ts';
import { exchangeRefusal, type ExchangeResult } from './export-game.ts';
import { RatingsGameSchema, type RatingsGame } from './ratings-format.ts';
import { mrGameOfRatings, ratingsGameOf } from './ratings-game.ts';

/** The largest exchange file read, in characters (a hundred games of ten seats are well under 1 MB). */
export const MAX_EXCHANGE_TEXT = 8 * 1024 * 1024;

/** The most games one file may hold. */
export const MAX_EXCHANGE_GAMES = 2000;

const Seat = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16));
const Round = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));
const Time = v.picklist(['morning', 'discussion', 'voting', 'revote', 'all-leave', 'defence', 'last-words', 'night']);
const Text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));
const IsoTime = v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 time'));

const PlayerSchema = v.strictObject({
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  name: Text(80),
  role: v.picklist(['civ', 'sheriff', 'maf', 'don']),
  death: v.optional(
    v.strictObject({
      round: Round,
      type: v.picklist(['night', 'day', 'warnings', 'kickOut', 'giveUp', 'teamKickOut']),
      time: Time,
      at: v.optional(Seat),
      reason: v.optional(v.picklist(REMOVAL_REASONS)),
      note: v.optional(Text(MAX_NOTE_LENGTH)),
    }),
  ),
  warnings: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          round: Round,
          time: Time,
          at: v.optional(Seat),
          order: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))),
        }),
      ),
      v.maxLength(RATINGS_MAX_WARNINGS),
    ),
  ),
  don: v.optional(v.union([Round, v.pipe(v.array(Round), v.minLength(2), v.maxLength(100))])),
  sheriff: v.optional(v.union([Round, v.pipe(v.array(Round), v.minLength(2), v.maxLength(100))])),
  nominating: v.optional(v.pipe(v.array(v.nullable(Seat)), v.maxLength(100))),
  voting: v.optional(
    v.pipe(
      v.array(
        v.nullable(
          v.strictObject({ main: v.optional(Seat), revote: v.optional(Seat), allLeave: v.optional(v.literal(true)) }),
        ),
      ),
      v.maxLength(100),
    ),
  ),
  shooting: v.optional(v.pipe(v.array(v.nullable(Seat)), v.maxLength(100))),
  // A best move may name nobody (the tournament page records it so): an empty list, as our export writes it.
  legacy: v.optional(v.pipe(v.array(Seat), v.maxLength(3))),
  bonus: v.optional(
    v.pipe(
      v.array(
        v.union([
          v.strictObject({
            points: v.pipe(v.number(), v.finite(), v.minValue(-100), v.maxValue(100)),
            reason: Text(500),
          }),
          v.literal(WORST_MOVE),
        ]),
      ),
      v.maxLength(20),
    ),
  ),
  surrendered: v.optional(v.literal(true)),
});

const GameSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, _ or -')),
  startTime: IsoTime,
  endTime: IsoTime,
  winner: v.picklist(['civ', 'maf']),
  round: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  table: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  players: v.pipe(v.array(PlayerSchema), v.minLength(6), v.maxLength(16)),
  technicalDefeat: v.optional(v.picklist(['civ', 'maf'])),
});

const TournamentSchema = v.strictObject({
  name: Text(200),
  startsOn: CalendarDaySchema,
  endsOn: CalendarDaySchema,
  rounds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  tables: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  options: v.record(v.string(), v.unknown()),
  scoring: v.record(v.string(), v.unknown()),
});

/** Version 1 of the station's file: its own reading of the format (types.ts), still read (files people have). */
const FileSchema = v.strictObject({
  format: v.literal(EXCHANGE_FORMAT),
  version: v.literal(EXCHANGE_VERSION),
  tournament: v.optional(TournamentSchema),
  games: v.pipe(v.array(GameSchema), v.maxLength(MAX_EXCHANGE_GAMES)),
});

/**
 * The file the station writes (version 2): MafiaRatings' own list of games, as its API answers a games
 * request (api/get/games.php: `{ "games": [...] }`), each game in its format (ratings-format.ts); the
 * station's envelope — this format's name and version, and the tournament's settings — in a `station` field.
 */
const RatingsFileSchema = v.looseObject({
  station: v.optional(
    v.strictObject({
      format: v.literal(EXCHANGE_FORMAT),
      version: v.literal(EXCHANGE_FILE_VERSION),
      tournament: v.optional(TournamentSchema),
    }),
  ),
  games: v.pipe(v.array(RatingsGameSchema), v.maxLength(MAX_EXCHANGE_GAMES)),
});

/**
 * Reads an exchange file's text: the file, or a refusal naming the first problem (not JSON, not this format,
 * a field out of bounds, a game id twice). Nothing is changed by reading.
 */
export function parseExchangeText(text: string): ExchangeResult<MrFile> {
  if (text.length > MAX_EXCHANGE_TEXT) return exchangeRefusal('import-too-long', { max: MAX_EXCHANGE_TEXT });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return exchangeRefusal('import-not-json', { detail: reason.slice(0, 200) });
  }
  const bounds = jsonProblem(value, 12, 2_000_000);
  if (bounds) return exchangeRefusal('import-not-plain-json', { detail: bounds.message });
  const read = fileOf(value);
  if (!read.ok) return read;
  const file = read.value;
  const ids = new Set<string>();
  for (const game of file.games) {
    if (ids.has(game.id)) return exchangeRefusal('import-game-twice', { game: game.id });
    ids.add(game.id);
  }
  return { ok: true, value: file };
}

/**
 * Whether a text is an exchange file (ours, a list of games MafiaRatings wrote, or one such game) rather than a
 * game record, judged by the same marks {@link fileOf} reads: the archive's import takes both kinds of file and
 * reads each by its own rules. A text that is not a JSON object is neither, and is left to the record's reader.
 */
export function isExchangeText(text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if ('format' in value) return value.format === EXCHANGE_FORMAT;
  return 'games' in value || ('players' in value && !('log' in value));
}

/**
 * A file's games in the station's reading, whichever file it is: version 1 of ours (a top-level `format`),
 * MafiaRatings' list of games (version 2, what the station now writes, or a list MafiaRatings wrote), or one
 * game as MafiaRatings writes it (an object with its `players`).
 */
function fileOf(value: unknown): ExchangeResult<MrFile> {
  const object = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  if ('format' in object) return checked(v.safeParse(FileSchema, value), (file) => file as MrFile);
  const list = 'players' in object && !('games' in object) ? { games: [value] } : value;
  return checked(v.safeParse(RatingsFileSchema, list), (file) => ({
    format: EXCHANGE_FORMAT,
    version: EXCHANGE_VERSION,
    ...(file.station?.tournament ? { tournament: file.station.tournament } : {}),
    games: file.games.map((game, i) => mrGameOfRatings(game, gameIdOf(game, i))),
  }));
}

/** The valibot answer as a file, or a refusal naming the first field out of the format. */
function checked<T>(
  parsed: { success: true; output: T } | { success: false; issues: readonly v.BaseIssue<unknown>[] },
  read: (output: T) => MrFile,
): ExchangeResult<MrFile> {
  if (parsed.success) return { ok: true, value: read(parsed.output) };
  const issue = parsed.issues[0]!;
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return exchangeRefusal('import-not-the-format', { path: path || '—', detail: issue.message.slice(0, 300) });
}

/** A game's id where the station did not write it: MafiaRatings' own number, or its place in the file. */
function gameIdOf(game: RatingsGame, index: number): string {
  const id = String(game.id ?? '').replace(/[^A-Za-z0-9_-]/g, '');
  return id ? `mafiaratings-${id}`.slice(0, 64) : `game-${index + 1}`;
}

/**
 * An exchange file as JSON text (two-space indent, a final newline), version 2: MafiaRatings' list of games in
 * its own format (see {@link RatingsFileSchema}), the station's reading written out by ratingsGameOf.
 */
export function exchangeText(file: MrFile): string {
  const written = {
    station: {
      format: EXCHANGE_FORMAT,
      version: EXCHANGE_FILE_VERSION,
      ...(file.tournament ? { tournament: file.tournament } : {}),
    },
    games: file.games.map(ratingsGameOf),
  };
  return `${JSON.stringify(written, null, 2)}\n`;
}
