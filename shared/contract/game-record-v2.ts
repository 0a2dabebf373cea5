/**
 * Version 2 of the game record: every ruleset. The summary's options are checked by the ruleset's create
 * schema (shared/contract/rulesets), step 0's setup likewise, the undo and redo markers strictly, and
 * davidoff-1987's events field by field; the other rulesets' events by their type here and by replay on
 * import, where each step is decided again by the rules and must yield exactly its recorded events.
 * The layout is documented in game-record.ts.
 */
import * as v from 'valibot';
import type { RulesetId } from '../engine/index.ts';
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
import { RULESET_EVENT_TYPES, RULESET_WINNERS } from './record-events.ts';
import { CityMafiaCreateSchema } from './rulesets/city-mafia.ts';
import { Davidoff1987CreateSchema } from './rulesets/davidoff-1987.ts';
import { FrenchDeckCreateSchema } from './rulesets/french-deck.ts';
import { MensaHungariqaCreateSchema } from './rulesets/mensa-hungariqa.ts';
import { IdSchema } from './schemas.ts';

/** The options each ruleset's create schema accepts (every one given: the record holds the game's options in full). */
const OPTIONS = {
  'davidoff-1987': Davidoff1987CreateSchema.entries.options.wrapped,
  'french-deck': FrenchDeckCreateSchema.entries.options.wrapped,
  'mensa-hungariqa': MensaHungariqaCreateSchema.entries.options.wrapped,
  'city-mafia': CityMafiaCreateSchema.entries.options.wrapped,
} as const satisfies Record<RulesetId, v.GenericSchema>;

/** The ruleset ids the format describes. */
export const RECORD_RULESETS = Object.keys(OPTIONS) as RulesetId[];

/** Only davidoff-1987 scores its games; the other rulesets' summaries have no scores. */
const SCORES = {
  'davidoff-1987': v.nullable(ScoresSchema),
  'french-deck': v.null(),
  'mensa-hungariqa': v.null(),
  'city-mafia': v.null(),
} as const;

/** The events of a ruleset other than davidoff-1987: the setup and markers strictly, the rest by type (then by replay). */
function eventSchemaOf(rulesetId: Exclude<RulesetId, 'davidoff-1987'>) {
  const setup = v.strictObject({
    rulesetId: v.literal(rulesetId),
    players: v.pipe(v.array(NameSchema), v.minLength(1), v.maxLength(16)),
    options: OPTIONS[rulesetId],
    genders: SetupGendersSchema,
  });
  const others = RULESET_EVENT_TYPES[rulesetId].filter((type) => type !== 'game-created') as [string, ...string[]];
  return v.variant('type', [
    v.strictObject({ type: v.literal('game-created'), setup }),
    ...MetaEventSchemas,
    // Loose here, exact by replay: keys the rules never write make the step differ from the decided one.
    v.looseObject({ type: v.picklist(others) }),
  ]);
}

const EVENTS = {
  'davidoff-1987': Davidoff1987LoggedEventSchema,
  'french-deck': eventSchemaOf('french-deck'),
  'mensa-hungariqa': eventSchemaOf('mensa-hungariqa'),
  'city-mafia': eventSchemaOf('city-mafia'),
} as const;

/** The schema of a version 2 record of one ruleset, with the checks that need the whole record. */
function recordSchemaOf<R extends RulesetId>(rulesetId: R) {
  const winner = v.picklist(RULESET_WINNERS[rulesetId] as [string, ...string[]]);
  return v.pipe(
    v.strictObject({
      format: v.literal('mafia-station/game'),
      version: v.literal(2),
      game: v.strictObject({
        gameId: IdSchema,
        rulesetId: v.literal(rulesetId),
        options: OPTIONS[rulesetId],
        players: PlayersSchema,
        createdAt: TimeSchema,
        updatedAt: TimeSchema,
        finishedAt: v.nullable(TimeSchema),
        winner: v.nullable(winner),
        scores: SCORES[rulesetId],
        version: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_RECORD_EVENTS)),
      }),
      steps: v.optional(v.pipe(v.array(StepInfoSchema), v.maxLength(MAX_RECORD_EVENTS))),
      log: v.pipe(v.array(v.strictObject({ step: StepNumberSchema, event: EVENTS[rulesetId] })), v.minLength(1), v.maxLength(MAX_RECORD_EVENTS)),
    }),
    // davidoff-1987 scores every finished game.
    recordChecks(rulesetId === 'davidoff-1987'),
  );
}

/** The version 2 schema of each ruleset's records. */
export const GAME_RECORD_V2_SCHEMAS = {
  'davidoff-1987': recordSchemaOf('davidoff-1987'),
  'french-deck': recordSchemaOf('french-deck'),
  'mensa-hungariqa': recordSchemaOf('mensa-hungariqa'),
  'city-mafia': recordSchemaOf('city-mafia'),
} as const;

/** Which ruleset a version 2 record says it is of, read before its schema is chosen. */
export const RecordRulesetSchema = v.object({ game: v.object({ rulesetId: v.picklist(RECORD_RULESETS as [RulesetId, ...RulesetId[]]) }) });
