import { everyMember } from '../ruleset.ts';
import type { GameEvent } from './types.ts';

/** Every event type a copag-mafia game logs (the undo and redo markers are common to all); a game record carries no other. */
export const EVENT_TYPES = everyMember<GameEvent['type']>()([
  'game-created',
  'characters-assigned',
  'objectives-dealt',
  'cards-dealt',
  'mission-opened',
  'turn-began',
  'enrico-draws-three',
  'card-placed',
  'placement-blocked',
  'turn-passed',
  'turn-lost',
  'card-used',
  'ability-used',
  'mission-aborted',
  'character-dismissed',
  'character-added',
  'characters-swapped',
  'trunk-placed',
  'trunk-removed',
  'informant-placed',
  'omerta-began',
  'omerta-ended',
  'omerta-broken',
  'objective-seen',
  'police-revealed',
  'mission-revealed',
  'mission-ended',
  'game-ended',
]);
