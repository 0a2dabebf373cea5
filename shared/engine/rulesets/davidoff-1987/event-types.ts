import { everyMember } from '../ruleset.ts';
import type { GameEvent } from './types.ts';

/** Every event type a davidoff-1987 game logs (the undo and redo markers are common to all); a game record carries no other. */
export const EVENT_TYPES = everyMember<GameEvent['type']>()([
  'game-created',
  'roles-dealt',
  'cards-dealt',
  'mafia-recorded',
  'sunrise-ended',
  'accusation-made',
  'night-proposed',
  'vote-resolved',
  'vote-cancelled',
  'player-eliminated',
  'night-fell',
  'night-note-recorded',
  'night-resolved',
  'day-began',
  'remark-given',
  'player-removed',
  'game-ended',
]);
