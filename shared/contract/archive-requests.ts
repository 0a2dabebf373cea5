import * as v from 'valibot';
import { IdSchema } from './schemas.ts';

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
});

/** The inferred types of the schemas above. */
export type SetNotesRequest = v.InferOutput<typeof SetNotesSchema>;
export type PlayerListRequest = v.InferOutput<typeof PlayerListSchema>;

/** A player identity's id, as `player.list` gives it. */
export const PlayerIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));

/** `player.rename`: gives an identity a new name (the engine's name rules apply; a name of another identity is refused). */
export const PlayerRenameSchema = v.strictObject({ playerId: PlayerIdSchema, name: v.pipe(v.string(), v.maxLength(400)) });

/** `player.merge`: the same person under two identities; everything of `mergeId` moves to `keepId`. */
export const PlayerMergeSchema = v.pipe(
  v.strictObject({ keepId: PlayerIdSchema, mergeId: PlayerIdSchema }),
  v.check((p) => p.keepId !== p.mergeId, 'keepId and mergeId must be two different players'),
);

/** `player.stats`: one player's statistics. */
export const PlayerRefSchema = v.strictObject({ playerId: PlayerIdSchema });

/** The inferred types of the player schemas. */
export type PlayerRenameRequest = v.InferOutput<typeof PlayerRenameSchema>;
export type PlayerMergeRequest = v.InferOutput<typeof PlayerMergeSchema>;
