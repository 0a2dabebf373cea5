import * as v from 'valibot';
import { commonCommands, count, createSchema, dealing, disciplineCommands, seat, seats } from '../schema-parts.ts';

/** A french-deck role, as the moderator records it with physical dealing. */
const role = v.picklist(['mafioso', 'angel', 'villager']);

/**
 * The commands of a french-deck game as the moderator's window sends them. The deal (station dealing)
 * carries no roles: the station draws them. Every other command is exactly as the engine takes it.
 */
export const FrenchDeckCommandSchema = v.variant('type', [
  ...commonCommands,
  v.strictObject({ type: v.literal('cards-dealt') }),
  v.strictObject({ type: v.literal('record-role'), seat, role }),
  v.strictObject({ type: v.literal('mafia-kill'), target: seat }),
  v.strictObject({ type: v.literal('angel-check'), target: v.nullable(seat) }),
  v.strictObject({ type: v.literal('end-night') }),
  v.strictObject({ type: v.literal('accuse'), accuser: seat, accused: seat }),
  v.strictObject({ type: v.literal('call-vote') }),
  v.strictObject({ type: v.literal('resolve-vote'), guilty: count, voters: v.optional(v.nullable(seats)) }),
  v.strictObject({ type: v.literal('no-more-accusations') }),
  ...disciplineCommands,
]);

/** A new french-deck game: options not given take the defaults for the table (the customary mafia count, station dealing). */
export const FrenchDeckCreateSchema = createSchema('french-deck', {
  // The deck holds six black face cards for the mafia; the engine checks the count against the table.
  mafiaCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6))),
  dealing,
  /** Remarks and removals with city-mafia's thresholds (off unless given). */
  discipline: v.optional(v.boolean()),
});
