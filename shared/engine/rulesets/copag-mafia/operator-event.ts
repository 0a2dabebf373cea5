import type { GameEvent } from './types.ts';

/**
 * An event as the operator's timeline may show it (RULES.md §5: the operator is a player, so his screen
 * never shows an objective): the deal's objectives are left out; every other event carries none. The
 * generic moderator view must pass copag-mafia's timeline through this when the ruleset is wired in.
 */
export function operatorEvent(event: GameEvent): GameEvent {
  if (event.type === 'objectives-dealt') return { type: 'objectives-dealt', roles: [] };
  return event;
}
