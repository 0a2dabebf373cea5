/** The command a recorded french-deck step stands for (the archive logs events, not commands). */
import type { GameCommand, GameEvent, GameState } from './types.ts';

/**
 * The command that makes the rules decide exactly these events from `state`, read from the step's first
 * event (the moderator's fact; the later events are its consequences). Null when no command starts with
 * that event.
 */
export function commandOfStep(_state: GameState, events: readonly GameEvent[]): GameCommand | null {
  const first = events[0];
  if (!first) return null;
  switch (first.type) {
    case 'roles-dealt':
      return { type: 'deal', roles: first.roles };
    case 'cards-dealt':
      return { type: 'cards-dealt' };
    case 'role-recorded':
      return { type: 'record-role', seat: first.seat, role: first.role };
    case 'victim-chosen':
      return { type: 'mafia-kill', target: first.seat };
    case 'angel-checked':
      return { type: 'angel-check', target: first.check?.target ?? null };
    case 'night-ended':
      return { type: 'end-night' };
    case 'accusation-made':
      return { type: 'accuse', accuser: first.accuser, accused: first.accused };
    case 'vote-called':
      return { type: 'call-vote' };
    case 'vote-resolved':
      return { type: 'resolve-vote', guilty: first.guilty, voters: first.voters };
    // RULES.md §2: a day that ends with no execution ends because nobody accuses any more.
    case 'night-fell':
      return { type: 'no-more-accusations' };
    case 'remark-given':
      return { type: 'remark', seat: first.seat };
    case 'player-removed':
      return { type: 'remove', seat: first.seat, reason: first.reason, note: first.note };
    default:
      return null;
  }
}
