import { everyMember } from '../ruleset.ts';
import type { GameEvent } from './types.ts';

/** Every event type a city-mafia game logs (the undo and redo markers are common to all); a game record carries no other. */
export const EVENT_TYPES = everyMember<GameEvent['type']>()([
  'game-created',
  'roles-dealt',
  'introductions-began',
  'role-recorded',
  'roles-completed',
  'introduced',
  'day-began',
  'floor-given',
  'discussion-began',
  'nominated',
  'no-vote',
  'voting-began',
  'vote-recorded',
  'vote-counted',
  'car-crash',
  'all-leave-decided',
  'alibi-used',
  'nobody-voted-out',
  'player-left',
  'last-words-began',
  'night-fell',
  'night-action',
  'step-ended',
  'night-resolved',
  'remark-given',
  'game-ended',
]);
