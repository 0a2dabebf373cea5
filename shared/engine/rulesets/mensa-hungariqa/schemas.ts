import * as v from 'valibot';
import { ROLES } from './setup.ts';
import { commonCommands, count, createSchema, dealing, disciplineCommands, seat, seats } from '../schema-parts.ts';

/** The first roles of mensa-hungariqa (RULES.md §3): the engine's list. */
const role = v.picklist(ROLES);

/** The commands of a mensa-hungariqa game as the moderator's window sends them (the deal carries no cards). */
export const MensaHungariqaCommandSchema = v.variant('type', [
  ...commonCommands,
  v.strictObject({ type: v.literal('record-role'), seat, role }),
  v.strictObject({
    type: v.literal('record-second-role'),
    seat,
    second: v.nullable(v.picklist(['kamikaze', 'lover'])),
  }),
  v.strictObject({ type: v.literal('next-step') }),
  v.strictObject({ type: v.literal('accuse'), accuser: seat, accused: seat }),
  v.strictObject({ type: v.literal('support-vote'), yes: count, voters: v.optional(v.nullable(seats)) }),
  v.strictObject({ type: v.literal('give-last-word') }),
  v.strictObject({ type: v.literal('execution-vote'), yes: count, voters: v.optional(v.nullable(seats)) }),
  v.strictObject({ type: v.literal('end-day') }),
  v.strictObject({ type: v.literal('kamikaze-names'), kamikaze: seat, target: seat }),
  v.strictObject({ type: v.literal('inspector-check'), target: seat }),
  v.strictObject({ type: v.literal('hand'), voter: seat }),
  v.strictObject({ type: v.literal('vogon-looks') }),
  v.strictObject({ type: v.literal('next-name') }),
  v.strictObject({ type: v.literal('reread') }),
  ...disciplineCommands,
]);

/** A new mensa-hungariqa game: every option is optional; the station applies `defaultOptions` for the rest. */
export const MensaHungariqaCreateSchema = createSchema('mensa-hungariqa', {
  mafiaCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
  maxAccusationsPerDay: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16))),
  mafiaThreshold: v.optional(v.picklist(['table', 'unanimous'])),
  dealing,
  collaborator: v.optional(v.boolean()),
  vogon: v.optional(v.boolean()),
  bodyguard: v.optional(v.boolean()),
  sarika: v.optional(v.boolean()),
  protectedCitizen: v.optional(v.boolean()),
  protectedCitizenPardon: v.optional(v.picklist(['every-time', 'once'])),
  grocer: v.optional(v.boolean()),
  citizenKamikaze: v.optional(v.boolean()),
  mafiosoKamikaze: v.optional(v.boolean()),
  kamikaze: v.optional(v.boolean()),
  lovers: v.optional(v.boolean()),
  /** Remarks and removals with city-mafia's thresholds (off unless given). */
  discipline: v.optional(v.boolean()),
});
