import * as v from 'valibot';
import { CalendarDaySchema } from '../input-checks/calendar-day.ts';
import { IdSchema } from './schemas.ts';
import { PLAYER_LIST_MAX } from './archive-results.ts';

// The archive's requests: notes on a game, the players it knows. Their results are in archive-results.ts.

/** The longest note on a game, in characters (UTF-16 code units). */
export const MAX_GAME_NOTES = 4000;

/** `game.set-notes`: the moderator's free-text notes on a game (replaces the old ones; '' clears them). */
export const SetNotesSchema = v.strictObject({
  gameId: IdSchema,
  notes: v.pipe(v.string(), v.maxLength(MAX_GAME_NOTES, `must be at most ${MAX_GAME_NOTES} characters`)),
});

/** `player.list`: players whose normalised name starts with or contains the query (all when it is absent or blank). */
export const PlayerListSchema = v.strictObject({
  query: v.optional(v.pipe(v.string(), v.maxLength(200))),
  /** How many at most (PLAYER_LIST_LIMIT when absent). */
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(PLAYER_LIST_MAX))),
});

/** The inferred types of the schemas above. */
export type SetNotesRequest = v.InferOutput<typeof SetNotesSchema>;
export type PlayerListRequest = v.InferOutput<typeof PlayerListSchema>;

/** A player identity's id, as `player.list` gives it. */
export const PlayerIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));

/** `player.rename`: gives an identity a new name (the engine's name rules apply; a name of another identity is refused). */
export const PlayerRenameSchema = v.strictObject({
  playerId: PlayerIdSchema,
  name: v.pipe(v.string(), v.maxLength(400)),
});

/** `player.merge`: the same person under two identities; everything of `mergeId` moves to `keepId`. */
export const PlayerMergeSchema = v.pipe(
  v.strictObject({ keepId: PlayerIdSchema, mergeId: PlayerIdSchema }),
  v.check((p) => p.keepId !== p.mergeId, 'keepId and mergeId must be two different players'),
);

/** `player.stats`: one player's statistics. */
export const PlayerRefSchema = v.strictObject({ playerId: PlayerIdSchema });

/** `player.set-gender`: a player's gender for the texts, or null to clear it (issue 12 §3). */
export const PlayerGenderSchema = v.strictObject({
  playerId: PlayerIdSchema,
  gender: v.nullable(v.picklist(['female', 'male'])),
});

/** The inferred types of the player schemas. */
export type PlayerRenameRequest = v.InferOutput<typeof PlayerRenameSchema>;
export type PlayerMergeRequest = v.InferOutput<typeof PlayerMergeSchema>;

/** The most games one page of a search may hold. */
export const MAX_SEARCH_LIMIT = 200;

/**
 * `game.search`: every filter given must hold. `text` matches a player's name or the notes (both folded
 * in every script's case rules, anywhere in them), or a game id exactly; `player` is a player id, a whole
 * name (an identity's name or a former one: that identity) or part of a name (every identity whose name
 * holds it); `result` a winner as the ruleset names it ('draw' too); `from`/`to`
 * days inclusive; `finished` true for games with a result, false for the others. Results come newest
 * first (by the time the game was created, then by game id).
 */
export const GameSearchSchema = v.pipe(
  v.strictObject({
    text: v.optional(v.pipe(v.string(), v.maxLength(200))),
    player: v.optional(v.union([PlayerIdSchema, v.pipe(v.string(), v.maxLength(400))])),
    rulesetId: v.optional(v.pipe(v.string(), v.maxLength(64))),
    result: v.optional(v.pipe(v.string(), v.maxLength(64))),
    /** Calendar days, compared with the day a game was created, in UTC. */
    from: v.optional(CalendarDaySchema),
    to: v.optional(CalendarDaySchema),
    tournamentId: v.optional(IdSchema),
    finished: v.optional(v.boolean()),
    limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SEARCH_LIMIT)),
    offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000))),
  }),
  v.check((s) => s.from === undefined || s.to === undefined || s.from <= s.to, '"from" must not be after "to"'),
);

/** The inferred type of a search. */
export type GameSearchRequest = v.InferOutput<typeof GameSearchSchema>;
