import * as v from 'valibot';
import { commonCommands, count, createSchema, dealing, disciplineCommands, seat, seats } from '../schema-parts.ts';

/** The roles of city-mafia (RULES.md §4). */
const role = v.picklist(['civilian', 'sheriff', 'doctor', 'putana', 'mafioso', 'don', 'maniac']);

/** A night choice: a seat, or null for nobody (a dead role's step, a blocked role, the maniac's choice…). */
const target = v.nullable(seat);

/** The commands of a city-mafia game as the moderator's window sends them (the deal carries no roles). */
export const CityMafiaCommandSchema = v.variant('type', [
  ...commonCommands,
  v.strictObject({ type: v.literal('start-introductions') }),
  v.strictObject({ type: v.literal('record-role'), seat, role }),
  v.strictObject({ type: v.literal('introduced') }),
  v.strictObject({ type: v.literal('end-speech') }),
  v.strictObject({ type: v.literal('nominate'), by: seat, nominee: seat }),
  v.strictObject({ type: v.literal('vote'), voters: seats }),
  v.strictObject({ type: v.literal('putana-visit'), target }),
  v.strictObject({ type: v.literal('mafia-shoot'), target }),
  v.strictObject({ type: v.literal('don-check'), target }),
  v.strictObject({ type: v.literal('sheriff-check'), target }),
  v.strictObject({ type: v.literal('doctor-heal'), target }),
  v.strictObject({ type: v.literal('maniac-kill'), target }),
  v.strictObject({ type: v.literal('end-step') }),
  v.strictObject({ type: v.literal('technical-defeat'), team: v.picklist(['red', 'black']) }),
  ...disciplineCommands,
]);

/** A new city-mafia game: options not given take the station's defaults for the table (`defaultOptions`). */
export const CityMafiaCreateSchema = createSchema('city-mafia', {
  /** Every role's count (all seven, zero where absent); the engine checks they add up and are playable. */
  roles: v.optional(
    v.strictObject({
      civilian: count,
      sheriff: count,
      doctor: count,
      putana: count,
      mafioso: count,
      don: count,
      maniac: count,
    }),
  ),
  dealing,
  maniacCountsAsRed: v.optional(v.boolean()),
});
