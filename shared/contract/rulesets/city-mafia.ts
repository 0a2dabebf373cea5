import * as v from 'valibot';
import { commonCommands, playerNames } from './common.ts';

/** The commands of a city-mafia game as the moderator's window sends them. */
export const CityMafiaCommandSchema = v.variant('type', [...commonCommands]);

/** A new city-mafia game. */
export const CityMafiaCreateSchema = v.strictObject({
  rulesetId: v.literal('city-mafia'),
  players: playerNames,
  options: v.optional(v.strictObject({})),
  randomSeating: v.optional(v.boolean()),
});
