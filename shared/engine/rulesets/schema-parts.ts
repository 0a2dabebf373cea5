/**
 * The valibot pieces every ruleset's request schemas (rulesets/<id>/schemas.ts) are built of: a seat, a count,
 * the commands every ruleset takes, the discipline commands and a new game's request.
 */
import * as v from 'valibot';
import { REMOVAL_REASONS } from './discipline.ts';

/** A seat number as a payload carries it. */
export const seat = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16));

/** A count of hands or players. */
export const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(16));

/** A step of a game's log (the timeline's numbers). */
export const stepNumber = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));

/** Who deals the roles, an option of every ruleset with a deal: the station draws them, or the table deals cards. */
export const dealing = v.optional(v.picklist(['station', 'physical']));

/** A list of seats, each at most once per table. */
export const seats = v.pipe(v.array(seat), v.maxLength(16));

/** The player names of a new table, in seat order; the engine's name rules check them further. */
export const playerNames = v.pipe(v.array(v.pipe(v.string(), v.maxLength(400))), v.minLength(1), v.maxLength(16));

/** The roster's genders in seat order, as many as the names: each one given is written to the player's record; null: the record's own. */
export const playerGenders = v.pipe(
  v.array(v.nullable(v.picklist(['female', 'male']))),
  v.minLength(1),
  v.maxLength(16),
);

/** Commands every ruleset takes: the deal (the station draws the roles), undo/redo of the log, rewinding it to an earlier step, and the dawn announced. */
export const commonCommands = [
  v.strictObject({ type: v.literal('deal') }),
  v.strictObject({ type: v.literal('undo') }),
  v.strictObject({ type: v.literal('redo') }),
  v.strictObject({ type: v.literal('rewind'), toStep: stepNumber }),
  v.strictObject({ type: v.literal('announce-dawn') }),
] as const;

/** Why a player is removed (RULES.md §4, city-mafia's list): the same in every ruleset that has removals. */
export const removalReason = v.picklist(REMOVAL_REASONS);

/**
 * The remark and removal commands (RULES.md §4 "Remarks", "Removal"), for the rulesets that take them as
 * the `discipline` option; the engine refuses them when the option is off.
 */
export const disciplineCommands = [
  v.strictObject({ type: v.literal('remark'), seat }),
  v.strictObject({
    type: v.literal('remove'),
    seat,
    reason: removalReason,
    note: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  }),
] as const;

/**
 * A new game of the ruleset `rulesetId`: its players, their genders, its options (each one optional, the
 * station applies `defaultOptions` for the rest) and random seating, the request every form sends.
 */
export function createSchema<const Id extends string, const Options extends v.ObjectEntries>(
  rulesetId: Id,
  options: Options,
) {
  return v.strictObject({
    rulesetId: v.literal(rulesetId),
    players: playerNames,
    genders: v.optional(playerGenders),
    options: v.optional(v.strictObject(options)),
    /** Seat the players at random (drawn by the station) instead of in the order given. */
    randomSeating: v.optional(v.boolean()),
  });
}
