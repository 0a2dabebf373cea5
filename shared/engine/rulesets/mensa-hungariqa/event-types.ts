import { everyMember } from '../ruleset.ts';
import type { GameEvent } from './types.ts';

/** Every event type a mensa-hungariqa game logs (the undo and redo markers are common to all); a game record carries no other. */
export const EVENT_TYPES = everyMember<GameEvent['type']>()([
  'game-created', 'roles-dealt', 'physical-deal-began', 'role-recorded', 'second-role-recorded', 'roles-confirmed', 'intro-step-done', 'day-began',
  'accused', 'support-counted', 'last-word-given', 'execution-counted', 'pardoned', 'player-died', 'kamikaze-named', 'guard-saved', 'death-step-ended',
  'chain-ended', 'endgame-began', 'night-fell', 'inspector-checked', 'inspector-step-done', 'hand-raised', 'vogon-looked', 'name-read',
  'reading-restarted', 'reading-ended', 'nobody-died', 'remark-given', 'player-removed', 'game-ended',
]);
