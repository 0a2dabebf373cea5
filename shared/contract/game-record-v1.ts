/**
 * Version 1 of the game record (davidoff-1987 games only), as exported before version 2. Still read:
 * a version 1 file is a version 2 record of a davidoff-1987 game with another version number. Its
 * events are checked field by field here; the layout is documented in game-record.ts.
 */
import * as v from 'valibot';
import { recordChecks } from './game-record-checks.ts';
import { removalReason } from '../engine/rulesets/schema-parts.ts';
import { IdSchema } from './schemas.ts';

/** The most events a record may hold (see game-record.ts). */
export const MAX_RECORD_EVENTS = 10_000;

const MAX_SEATS = 16;
const seat = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SEATS));
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SEATS));
const stepNumber = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_RECORD_EVENTS));
const role = v.picklist(['honest', 'mafia']);
const team = v.picklist(['honest', 'mafia']);
const score = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SEATS));

/** One score per seat (index 0 is seat 1). */
export const ScoresSchema = v.pipe(v.array(score), v.minLength(1), v.maxLength(MAX_SEATS));

/** An ISO 8601 time, as every record time is written. */
export const TimeSchema = v.pipe(v.string(), v.maxLength(40), v.isoTimestamp('must be an ISO 8601 time'));

/** A player's name: cleaned further by the engine (at most 40 characters); this bound stops huge strings early. */
export const NameSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(400));

/** Each seat's gender in a setup (texts only), null where none is set; absent when no seat has one. */
export const SetupGendersSchema = v.optional(
  v.pipe(v.array(v.nullable(v.picklist(['female', 'male']))), v.minLength(1), v.maxLength(MAX_SEATS)),
);

/** The seats of a game, 1..N, with their names. */
export const PlayersSchema = v.pipe(
  v.array(v.strictObject({ seat, name: NameSchema })),
  v.minLength(1),
  v.maxLength(MAX_SEATS),
);

/** A step number of a log. */
export const StepNumberSchema = stepNumber;

/** One step's command id and recording time. */
export const StepInfoSchema = v.strictObject({ step: stepNumber, commandId: IdSchema, at: TimeSchema });

/** The undo and redo markers, and the dawn's announcement, that every ruleset's log may hold. */
export const MetaEventSchemas = [
  v.strictObject({ type: v.literal('dawn-announced') }),
  v.strictObject({
    type: v.literal('steps-undone'),
    steps: v.pipe(v.array(stepNumber), v.minLength(1), v.maxLength(MAX_RECORD_EVENTS)),
  }),
  v.strictObject({
    type: v.literal('steps-redone'),
    steps: v.pipe(v.array(stepNumber), v.minLength(1), v.maxLength(MAX_RECORD_EVENTS)),
  }),
] as const;

const OptionsSchema = v.strictObject({
  mafiaCount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SEATS - 1)),
  majorityBasis: v.picklist(['entitled', 'living', 'cast']),
  /** Present only for real cards; absent means the station dealt. */
  dealing: v.optional(v.literal('physical')),
  /** Present only when remarks and removals were on. */
  discipline: v.optional(v.literal(true)),
});

const SetupSchema = v.strictObject({
  rulesetId: v.literal('davidoff-1987'),
  players: v.pipe(v.array(NameSchema), v.minLength(1), v.maxLength(MAX_SEATS)),
  options: OptionsSchema,
  genders: SetupGendersSchema,
});

/** Every event a davidoff-1987 log holds, with its exact shape (shared/engine/rulesets/davidoff-1987/types.ts). */
export const Davidoff1987LoggedEventSchema = v.variant('type', [
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
  v.strictObject({
    type: v.literal('player-removed'),
    seat,
    reason: removalReason,
    note: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  }),
  v.strictObject({ type: v.literal('game-ended'), outcome: v.strictObject({ winner: team, scores: ScoresSchema }) }),
  ...MetaEventSchemas,
]);

const GameSchema = v.strictObject({
  gameId: IdSchema,
  rulesetId: v.literal('davidoff-1987'),
  options: OptionsSchema,
  players: PlayersSchema,
  createdAt: TimeSchema,
  updatedAt: TimeSchema,
  finishedAt: v.nullable(TimeSchema),
  winner: v.nullable(team),
  scores: v.nullable(ScoresSchema),
  version: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_RECORD_EVENTS)),
});

/** The runtime schema of a version 1 record, with the checks that need the whole record. */
export const GameRecordV1Schema = v.pipe(
  v.strictObject({
    format: v.literal('mafia-station/game'),
    version: v.literal(1),
    game: GameSchema,
    steps: v.optional(v.pipe(v.array(StepInfoSchema), v.maxLength(MAX_RECORD_EVENTS))),
    log: v.pipe(
      v.array(v.strictObject({ step: stepNumber, event: Davidoff1987LoggedEventSchema })),
      v.minLength(1),
      v.maxLength(MAX_RECORD_EVENTS),
    ),
  }),
  recordChecks(true),
);
