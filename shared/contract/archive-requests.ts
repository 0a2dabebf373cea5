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
