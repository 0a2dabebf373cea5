/**
 * The valibot schemas of copag-mafia's messages, ready for the registry (issue 14): the commands as the
 * operator's window sends them, and a new game. The random outcomes are not in them: the station draws
 * the objectives of a deal, the characters when they are drawn, and a mission's recruits
 * (`withRandomOutcomes`). The engine checks every rule beyond the shapes.
 */
import * as v from 'valibot';
import { MAX_MISSION_CARDS, MAX_MISSION_VALUE } from './decide-setup.ts';
import { ACTION_CARDS, CHARACTERS, MAX_CARD_VALUE, MAX_PLAYERS } from './setup.ts';
import { playerGenders, seat, stepNumber } from '../schema-parts.ts';

// The shared seat and step (one concept, one place, and the console's seat and step controls): a seat
// beyond this table is refused by the engine (`no-such-seat`, `first-seat`).
const missionNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000));
const colour = v.picklist(['blue', 'yellow']);
const character = v.picklist(CHARACTERS);

/** A turned card: its colour and $ value. */
export const cardFace = v.strictObject({
  colour,
  value: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_CARD_VALUE)),
});

/** A mission card as typed in when it is opened. */
export const missionCard = v.strictObject({
  name: v.pipe(v.string(), v.maxLength(400)),
  recruits: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PLAYERS)),
  cards: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_MISSION_CARDS)),
  value: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_MISSION_VALUE)),
  colour,
});

/** The commands of a copag-mafia game as the operator's window sends them. */
export const CopagCommandSchema = v.variant('type', [
  v.strictObject({ type: v.literal('deal') }),
  v.strictObject({ type: v.literal('undo') }),
  v.strictObject({ type: v.literal('redo') }),
  v.strictObject({ type: v.literal('rewind'), toStep: stepNumber }),
  // Chosen: the operator lists them by seat; drawn: none given, the station draws them.
  v.strictObject({
    type: v.literal('assign-characters'),
    characters: v.optional(v.pipe(v.array(character), v.maxLength(MAX_PLAYERS))),
  }),
  v.strictObject({ type: v.literal('cards-dealt') }),
  v.strictObject({ type: v.literal('open-mission'), card: missionCard }),
  v.strictObject({
    type: v.literal('contribute'),
    mission: missionNumber,
    card: v.optional(v.nullable(cardFace)),
    salvatore: v.optional(v.boolean()),
    blockedBy: v.optional(v.nullable(seat)),
  }),
  v.strictObject({
    type: v.literal('play-card'),
    card: v.picklist(ACTION_CARDS),
    target: v.optional(v.nullable(seat)),
    other: v.optional(v.nullable(seat)),
    mission: v.optional(v.nullable(missionNumber)),
    direction: v.optional(v.nullable(v.picklist(['next', 'previous']))),
    francesca: v.optional(v.boolean()),
  }),
  v.strictObject({ type: v.literal('pass') }),
  v.strictObject({ type: v.literal('skip-turn') }),
  v.strictObject({ type: v.literal('use-ability'), character, target: v.optional(v.nullable(seat)) }),
  v.strictObject({
    type: v.literal('reveal-mission'),
    cards: v.pipe(v.array(cardFace), v.maxLength(MAX_MISSION_CARDS)),
  }),
  v.strictObject({ type: v.literal('vincenzo'), shift: v.picklist([-2, 0, 2]) }),
  // RULES.md §5: with the station's deal the station takes this only from the player's own phone card.
  v.strictObject({ type: v.literal('reveal-police'), seat }),
  v.strictObject({ type: v.literal('break-omerta'), seat }),
]);

/** A new copag-mafia game: options not given take the defaults (station dealing, chosen characters, abilities on, seat 1 first). */
export const CopagCreateSchema = v.strictObject({
  rulesetId: v.literal('copag-mafia'),
  players: v.pipe(v.array(v.pipe(v.string(), v.maxLength(400))), v.minLength(1), v.maxLength(MAX_PLAYERS)),
  options: v.optional(
    v.strictObject({
      dealing: v.optional(v.picklist(['station', 'physical'])),
      characters: v.optional(v.picklist(['chosen', 'drawn'])),
      abilities: v.optional(v.boolean()),
      first: v.optional(seat),
    }),
  ),
  genders: v.optional(playerGenders),
  /** Seat the players at random (drawn by the station) instead of in the order given. */
  randomSeating: v.optional(v.boolean()),
});
