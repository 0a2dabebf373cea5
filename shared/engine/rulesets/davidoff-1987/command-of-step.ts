/** The command a recorded davidoff-1987 step stands for (the archive logs events, not commands). */
import type { GameCommand, GameEvent, GameState } from './types.ts';

/**
 * The command that makes the rules decide exactly these events from `state`, read from the step's first
 * event (the moderator's fact; the later events are its consequences). Null when no command starts with
 * that event (a consequence such as an elimination, nightfall or the end).
 */
export function commandOfStep(_state: GameState, events: readonly GameEvent[]): GameCommand | null {
  const first = events[0];
  if (!first) return null;
  switch (first.type) {
    case 'roles-dealt':
      return { type: 'deal', roles: first.roles };
    case 'cards-dealt':
      return { type: 'cards-dealt' };
    case 'mafia-recorded':
      return { type: 'record-mafia', seats: first.seats };
    case 'sunrise-ended':
      return { type: 'end-sunrise' };
    case 'accusation-made':
      return { type: 'accuse', accuser: first.accuser, accused: first.accused };
    case 'night-proposed':
      return { type: 'propose-night', proposer: first.proposer };
    case 'vote-resolved':
      return { type: 'resolve-vote', yes: first.yes, no: first.no, voters: first.voters };
    case 'vote-cancelled':
      return { type: 'cancel-vote' };
    case 'night-note-recorded':
      return { type: 'night-note', seat: first.seat, target: first.target };
    case 'night-resolved':
      return { type: 'resolve-night' };
    case 'remark-given':
      return { type: 'remark', seat: first.seat };
    case 'player-removed':
      return { type: 'remove', seat: first.seat, reason: first.reason, note: first.note };
    default:
      return null;
  }
}
