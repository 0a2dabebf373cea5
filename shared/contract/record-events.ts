/**
 * The event types each ruleset logs, by name, for the game record's schema (a record must not carry an
 * event its ruleset never logs). The fields of each event are checked by replay: every step is decided
 * again by the rules and must yield exactly the recorded events.
 */
import type { RulesetId } from '../engine/index.ts';
import type { GameEvent as CityMafiaEvent } from '../engine/rulesets/city-mafia/types.ts';
import type { GameEvent as Davidoff1987Event } from '../engine/rulesets/davidoff-1987/types.ts';
import type { GameEvent as FrenchDeckEvent } from '../engine/rulesets/french-deck/types.ts';
import type { GameEvent as MensaHungariqaEvent } from '../engine/rulesets/mensa-hungariqa/types.ts';

/** Fails to compile unless `Listed` names every member of `All` (a new event must be added here). */
type Complete<All extends string, Listed extends All> = [Exclude<All, Listed>] extends [never] ? true : never;

const DAVIDOFF_1987 = [
  'game-created', 'roles-dealt', 'cards-dealt', 'mafia-recorded', 'sunrise-ended', 'accusation-made', 'night-proposed', 'vote-resolved',
  'vote-cancelled', 'player-eliminated', 'night-fell', 'night-note-recorded', 'night-resolved', 'day-began', 'remark-given', 'player-removed',
  'game-ended',
] as const satisfies readonly Davidoff1987Event['type'][];

const FRENCH_DECK = [
  'game-created', 'roles-dealt', 'cards-dealt', 'role-recorded', 'roles-completed', 'victim-chosen', 'angel-checked', 'night-ended',
  'player-eliminated', 'day-began', 'accusation-made', 'vote-called', 'vote-resolved', 'night-fell', 'remark-given', 'player-removed', 'game-ended',
] as const satisfies readonly FrenchDeckEvent['type'][];

const MENSA_HUNGARIQA = [
  'game-created', 'roles-dealt', 'physical-deal-began', 'role-recorded', 'second-role-recorded', 'roles-confirmed', 'intro-step-done', 'day-began',
  'accused', 'support-counted', 'last-word-given', 'execution-counted', 'pardoned', 'player-died', 'kamikaze-named', 'guard-saved', 'death-step-ended',
  'chain-ended', 'endgame-began', 'night-fell', 'inspector-checked', 'inspector-step-done', 'hand-raised', 'vogon-looked', 'name-read',
  'reading-restarted', 'reading-ended', 'nobody-died', 'remark-given', 'player-removed', 'game-ended',
] as const satisfies readonly MensaHungariqaEvent['type'][];

const CITY_MAFIA = [
  'game-created', 'roles-dealt', 'introductions-began', 'role-recorded', 'roles-completed', 'introduced', 'day-began', 'floor-given',
  'discussion-began', 'nominated', 'no-vote', 'voting-began', 'vote-recorded', 'vote-counted', 'car-crash', 'all-leave-decided', 'alibi-used',
  'nobody-voted-out', 'player-left', 'last-words-began', 'night-fell', 'night-action', 'step-ended', 'night-resolved', 'remark-given',
  'game-ended',
] as const satisfies readonly CityMafiaEvent['type'][];

// Compile-time checks that each list is complete.
const complete: [
  Complete<Davidoff1987Event['type'], (typeof DAVIDOFF_1987)[number]>,
  Complete<FrenchDeckEvent['type'], (typeof FRENCH_DECK)[number]>,
  Complete<MensaHungariqaEvent['type'], (typeof MENSA_HUNGARIQA)[number]>,
  Complete<CityMafiaEvent['type'], (typeof CITY_MAFIA)[number]>,
] = [true, true, true, true];
void complete;

/** Every event type each ruleset logs (its game events; the undo and redo markers are common to all). */
export const RULESET_EVENT_TYPES: Record<RulesetId, readonly string[]> = {
  'davidoff-1987': DAVIDOFF_1987,
  'french-deck': FRENCH_DECK,
  'mensa-hungariqa': MENSA_HUNGARIQA,
  'city-mafia': CITY_MAFIA,
};

/** The sides that can win in each ruleset, as a finished game's summary names them. */
export const RULESET_WINNERS: Record<RulesetId, readonly string[]> = {
  'davidoff-1987': ['honest', 'mafia'],
  'french-deck': ['villagers', 'mafia'],
  'mensa-hungariqa': ['citizens', 'mafia'],
  'city-mafia': ['red', 'black', 'maniac', 'draw'],
};
