import * as v from 'valibot';
import { commonCommands, count, createSchema, dealing, disciplineCommands, seat, seats } from '../schema-parts.ts';

/** The commands of a davidoff-1987 game as the moderator's window sends them. */
export const Davidoff1987CommandSchema = v.variant('type', [
  ...commonCommands,
  v.strictObject({ type: v.literal('cards-dealt') }),
  v.strictObject({ type: v.literal('record-mafia'), seats }),
  v.strictObject({ type: v.literal('end-sunrise') }),
  v.strictObject({ type: v.literal('accuse'), accuser: seat, accused: seat }),
  v.strictObject({ type: v.literal('propose-night'), proposer: seat }),
  v.strictObject({
    type: v.literal('resolve-vote'),
    yes: count,
    no: v.optional(v.nullable(count)),
    voters: v.optional(v.nullable(seats)),
  }),
  v.strictObject({ type: v.literal('cancel-vote') }),
  v.strictObject({ type: v.literal('night-note'), seat, target: seat }),
  v.strictObject({ type: v.literal('resolve-night') }),
  ...disciplineCommands,
]);

/** A new davidoff-1987 game: options default to the rulebook's by player count. */
export const Davidoff1987CreateSchema = createSchema('davidoff-1987', {
  mafiaCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(15))),
  majorityBasis: v.optional(v.picklist(['entitled', 'living', 'cast'])),
  dealing,
  /** Remarks and removals with city-mafia's thresholds (off unless given). */
  discipline: v.optional(v.boolean()),
});
