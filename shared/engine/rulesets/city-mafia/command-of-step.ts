/** The command a recorded city-mafia step stands for (the archive logs events, not commands). */
import { STEP_COMMAND } from './night-rules.ts';
import type { GameCommand, GameEvent, GameState } from './types.ts';

/**
 * The command that makes the rules decide exactly these events from `state`, read from the step's first
 * event (the moderator's fact; the later events are its consequences). A step that starts with the
 * floor moving on (the next speaker, the discussion, the vote, no vote, night fall) is an `end-speech`:
 * only the end of a speech moves the day on by itself. Null when no command starts with that event.
 */
export function commandOfStep(_state: GameState, events: readonly GameEvent[]): GameCommand | null {
  const first = events[0];
  if (!first) return null;
  switch (first.type) {
    case 'roles-dealt':
      return { type: 'deal', roles: first.roles };
    case 'introductions-began':
      return { type: 'start-introductions' };
    case 'role-recorded':
      return { type: 'record-role', seat: first.seat, role: first.role };
    case 'introduced':
      return { type: 'introduced' };
    case 'floor-given':
    case 'discussion-began':
    case 'voting-began':
    case 'no-vote':
    case 'night-fell':
      return { type: 'end-speech' };
    case 'nominated':
      return { type: 'nominate', by: first.by, nominee: first.nominee };
    case 'vote-recorded':
      return { type: 'vote', voters: first.voters };
    case 'night-action':
      return { type: STEP_COMMAND[first.step], target: first.target };
    case 'step-ended':
      return { type: 'end-step' };
    case 'remark-given':
      return { type: 'remark', seat: first.seat };
    case 'player-left':
      return first.cause === 'removed' && first.reason !== null
        ? { type: 'remove', seat: first.seat, reason: first.reason, note: first.note }
        : null;
    default:
      return null;
  }
}
