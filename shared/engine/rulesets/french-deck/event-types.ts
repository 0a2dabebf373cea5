import { everyMember } from '../ruleset.ts';
import type { GameEvent } from './types.ts';

/** Every event type a french-deck game logs (the undo and redo markers are common to all); a game record carries no other. */
export const EVENT_TYPES = everyMember<GameEvent['type']>()([
  'game-created',
  'roles-dealt',
  'cards-dealt',
  'role-recorded',
  'roles-completed',
  'victim-chosen',
  'angel-checked',
  'night-ended',
  'player-eliminated',
  'day-began',
  'accusation-made',
  'vote-called',
  'vote-resolved',
  'night-fell',
  'remark-given',
  'player-removed',
  'game-ended',
]);
