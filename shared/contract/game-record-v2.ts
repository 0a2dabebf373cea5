/**
 * Version 2 of the game record: every ruleset. The summary's options are checked by the ruleset's create
 * schema (shared/engine/rulesets/<id>/schemas.ts), step 0's setup likewise, the undo and redo markers
 * strictly, and davidoff-1987's events field by field; the other rulesets' events by their type here and
 * by replay on import, where each step is decided again by the rules and must yield exactly its recorded
 * events. The layout is documented in game-record.ts.
 */
import * as v from 'valibot';
import { RULESET_IDS, RULESET_LIST, type RegisteredRuleset, type RulesetId } from '../engine/rulesets/index.ts';
import { recordChecks } from './game-record-checks.ts';
import {
  Davidoff1987LoggedEventSchema,
  MAX_RECORD_EVENTS,
  MetaEventSchemas,
  NameSchema,
  SetupGendersSchema,
  PlayersSchema,
  ScoresSchema,
  StepInfoSchema,
  StepNumberSchema,
  TimeSchema,
} from './game-record-v1.ts';
import { IdSchema } from './schemas.ts';

/** The options a ruleset's create schema accepts (every one given: the record holds the game's options in full). */
function optionsOf(ruleset: RegisteredRuleset): v.GenericSchema {
  return (ruleset.schemas.create as unknown as { entries: { options: { wrapped: v.GenericSchema } } }).entries.options
    .wrapped;
}

/** The ruleset ids the format describes: every registered ruleset. */
export const RECORD_RULESETS: readonly RulesetId[] = RULESET_IDS;

/**
 * The events of a ruleset: the setup and markers strictly, the rest by type (then by replay). davidoff-1987,
 * the one ruleset of version 1, keeps version 1's field-by-field events.
 */
function eventSchemaOf(ruleset: RegisteredRuleset): v.GenericSchema {
  if (ruleset.id === 'davidoff-1987') return Davidoff1987LoggedEventSchema;
  const setup = v.strictObject({
    rulesetId: v.literal(ruleset.id),
    players: v.pipe(v.array(NameSchema), v.minLength(1), v.maxLength(16)),
    options: optionsOf(ruleset),
    genders: SetupGendersSchema,
  });
  const others = ruleset.eventTypes.filter((type) => type !== 'game-created') as [string, ...string[]];
  return v.variant('type', [
    v.strictObject({ type: v.literal('game-created'), setup }),
    ...MetaEventSchemas,
    // Loose here, exact by replay: keys the rules never write make the step differ from the decided one.
    v.looseObject({ type: v.picklist(others) }),
  ]);
}

/** The schema of a version 2 record of one ruleset, with the checks that need the whole record. */
function recordSchemaOf(ruleset: RegisteredRuleset) {
  const winner = v.picklist(ruleset.winners as unknown as [string, ...string[]]);
  const scored = 'scored' in ruleset && ruleset.scored === true;
  return v.pipe(
    v.strictObject({
      format: v.literal('mafia-station/game'),
      version: v.literal(2),
      game: v.strictObject({
        gameId: IdSchema,
        rulesetId: v.literal(ruleset.id),
        options: optionsOf(ruleset),
        players: PlayersSchema,
        createdAt: TimeSchema,
        updatedAt: TimeSchema,
        finishedAt: v.nullable(TimeSchema),
        winner: v.nullable(winner),
        // Only a scored ruleset (davidoff-1987) has scores; the other rulesets' summaries have none.
        scores: scored ? v.nullable(ScoresSchema) : v.null(),
        version: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_RECORD_EVENTS)),
      }),
      steps: v.optional(v.pipe(v.array(StepInfoSchema), v.maxLength(MAX_RECORD_EVENTS))),
      log: v.pipe(
        v.array(v.strictObject({ step: StepNumberSchema, event: eventSchemaOf(ruleset) })),
        v.minLength(1),
        v.maxLength(MAX_RECORD_EVENTS),
      ),
    }),
    // A scored ruleset scores every finished game.
    recordChecks(scored),
  );
}

/** The version 2 schema of each ruleset's records, read off the registry. */
export const GAME_RECORD_V2_SCHEMAS = Object.fromEntries(
  RULESET_LIST.map((ruleset) => [ruleset.id, recordSchemaOf(ruleset)]),
) as Readonly<Record<RulesetId, ReturnType<typeof recordSchemaOf>>>;

/** Which ruleset a version 2 record says it is of, read before its schema is chosen. */
export const RecordRulesetSchema = v.object({
  game: v.object({ rulesetId: v.picklist(RECORD_RULESETS as [RulesetId, ...RulesetId[]]) }),
});
