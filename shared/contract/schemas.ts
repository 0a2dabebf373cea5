import * as v from 'valibot';
import { RULESET_LIST, type RegisteredRuleset, type RulesetId } from '../engine/rulesets/index.ts';

// Runtime schemas of every payload that crosses into the station. Types vanish at runtime, so the
// station validates each payload against these before anything else happens.

/** An opaque id: a game id or a command id (UUIDs in practice). */
export const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, _ or -'));

/** The command schema of each registered ruleset (shared/engine/rulesets/<id>/schemas.ts). */
type CommandSchemaOf<R extends RulesetId> = Extract<RegisteredRuleset, { id: R }>['schemas']['command'];

/** Each ruleset's commands as the moderator's window sends them (the deal carries no roles), read off the registry. */
export const COMMAND_SCHEMAS = Object.fromEntries(
  RULESET_LIST.map((ruleset) => [ruleset.id, ruleset.schemas.command]),
) as {
  readonly [R in RulesetId]: CommandSchemaOf<R>;
};

/** A command of any ruleset, as the moderator's window sends it. */
export type ModeratorCommand = v.InferOutput<RegisteredRuleset['schemas']['command']>;

/**
 * A command with its id (a repeat is applied once) and the game version it expects. The command must be
 * a command of some ruleset; the station then checks it against its own game's ruleset.
 */
export const CommandEnvelopeSchema = v.strictObject({
  gameId: IdSchema,
  commandId: IdSchema,
  expectedVersion: v.pipe(v.number(), v.integer(), v.minValue(0)),
  command: v.union(Object.values(COMMAND_SCHEMAS)),
});

/** A new game as the moderator enters it, per ruleset. Names are checked further by the engine's name rules. */
export const CreateGameSchema = v.variant(
  'rulesetId',
  RULESET_LIST.map((ruleset) => ruleset.schemas.create) as RegisteredRuleset['schemas']['create'][],
);

/** Names one game. */
export const GameRefSchema = v.strictObject({ gameId: IdSchema });

/** Names one seat of one game. */
export const SeatRefSchema = v.strictObject({
  gameId: IdSchema,
  seat: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16)),
});

/** A request with no payload. */
export const EmptySchema = v.strictObject({});

/** The inferred types of the schemas above. */
export type CommandEnvelope = v.InferOutput<typeof CommandEnvelopeSchema>;
export type CreateGameRequest = v.InferOutput<typeof CreateGameSchema>;
export type GameRef = v.InferOutput<typeof GameRefSchema>;
export type SeatRef = v.InferOutput<typeof SeatRefSchema>;
