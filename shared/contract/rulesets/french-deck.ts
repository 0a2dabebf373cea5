import * as v from 'valibot';
import { commonCommands, playerNames } from './common.ts';

/** The commands of a french-deck game as the moderator's window sends them. */
export const FrenchDeckCommandSchema = v.variant('type', [...commonCommands]);

/** A new french-deck game. */
export const FrenchDeckCreateSchema = v.strictObject({
  rulesetId: v.literal('french-deck'),
  players: playerNames,
  options: v.optional(v.strictObject({})),
  randomSeating: v.optional(v.boolean()),
});
