import * as v from 'valibot';
import { commonCommands, playerNames } from './common.ts';

/** The commands of a mensa-hungariqa game as the moderator's window sends them. */
export const MensaHungariqaCommandSchema = v.variant('type', [...commonCommands]);

/** A new mensa-hungariqa game. */
export const MensaHungariqaCreateSchema = v.strictObject({
  rulesetId: v.literal('mensa-hungariqa'),
  players: playerNames,
  options: v.optional(v.strictObject({})),
  randomSeating: v.optional(v.boolean()),
});
