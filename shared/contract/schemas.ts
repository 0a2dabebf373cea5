import * as v from 'valibot';

// Runtime schemas of every payload that crosses into the station. Types vanish at runtime, so the
// station validates each payload against these before anything else happens.

const seat = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16));
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(16));

/** An opaque id: a game id or a command id (UUIDs in practice). */
export const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, _ or -'));

/** A command as the moderator's window sends it. The deal carries no roles: the station draws them. */
export const ModeratorCommandSchema = v.variant('type', [
  v.strictObject({ type: v.literal('deal') }),
  v.strictObject({ type: v.literal('end-sunrise') }),
  v.strictObject({ type: v.literal('accuse'), accuser: seat, accused: seat }),
  v.strictObject({ type: v.literal('propose-night'), proposer: seat }),
  v.strictObject({
    type: v.literal('resolve-vote'),
    yes: count,
    no: v.optional(v.nullable(count)),
    voters: v.optional(v.nullable(v.pipe(v.array(seat), v.maxLength(16)))),
  }),
  v.strictObject({ type: v.literal('cancel-vote') }),
  v.strictObject({ type: v.literal('night-note'), seat, target: seat }),
  v.strictObject({ type: v.literal('resolve-night') }),
  v.strictObject({ type: v.literal('undo') }),
  v.strictObject({ type: v.literal('redo') }),
]);

/** A command with its id (a repeat is applied once) and the game version it expects. */
export const CommandEnvelopeSchema = v.strictObject({
  gameId: IdSchema,
  commandId: IdSchema,
  expectedVersion: v.pipe(v.number(), v.integer(), v.minValue(0)),
  command: ModeratorCommandSchema,
});

/** A new game as the moderator enters it. Names are checked further by the engine's name rules. */
export const CreateGameSchema = v.strictObject({
  rulesetId: v.picklist(['davidoff-1987']),
  players: v.pipe(v.array(v.pipe(v.string(), v.maxLength(400))), v.minLength(1), v.maxLength(16)),
  options: v.optional(
    v.strictObject({
      mafiaCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(15))),
      majorityBasis: v.optional(v.picklist(['entitled', 'living', 'cast'])),
    }),
  ),
  /** Seat the players at random (drawn by the station) instead of in the order given. */
  randomSeating: v.optional(v.boolean()),
});

/** Names one game. */
export const GameRefSchema = v.strictObject({ gameId: IdSchema });

/** Names one seat of one game. */
export const SeatRefSchema = v.strictObject({ gameId: IdSchema, seat });

/** A request with no payload. */
export const EmptySchema = v.strictObject({});

/** The inferred types of the schemas above. */
export type ModeratorCommand = v.InferOutput<typeof ModeratorCommandSchema>;
export type CommandEnvelope = v.InferOutput<typeof CommandEnvelopeSchema>;
export type CreateGameRequest = v.InferOutput<typeof CreateGameSchema>;
export type GameRef = v.InferOutput<typeof GameRefSchema>;
export type SeatRef = v.InferOutput<typeof SeatRefSchema>;
