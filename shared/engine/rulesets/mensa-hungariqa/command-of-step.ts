/** The command a recorded mensa-hungariqa step stands for (the archive logs events, not commands). */
import { hasSecondRound } from './setup.ts';
import type { Card, GameCommand, GameEvent, GameState } from './types.ts';

/**
 * The command that makes the rules decide exactly these events from `state`, read from the step's first
 * event (the moderator's fact; the later events are its consequences). Null when no command starts with
 * that event.
 */
export function commandOfStep(state: GameState, events: readonly GameEvent[]): GameCommand | null {
  const first = events[0];
  if (!first) return null;
  switch (first.type) {
    case 'roles-dealt':
      return { type: 'deal', roles: cardsOf(state, first.roles, first.seconds) };
    // Physical dealing: the deal draws no cards.
    case 'physical-deal-began':
      return { type: 'deal', roles: [] };
    case 'role-recorded':
      return { type: 'record-role', seat: first.seat, role: first.role };
    case 'second-role-recorded':
      return { type: 'record-second-role', seat: first.seat, second: first.second };
    // The last step of night 0 confirms the records (physical dealing) and starts day 1, or ends a game
    // that removals already decided; every step of night 0 and the inspector's is a `next-step`.
    case 'intro-step-done':
    case 'roles-confirmed':
    case 'inspector-step-done':
      return { type: 'next-step' };
    case 'day-began':
    case 'game-ended':
      return state.phase === 'night-zero' ? { type: 'next-step' } : null;
    case 'accused':
      return { type: 'accuse', accuser: first.accuser, accused: first.accused };
    case 'support-counted':
      return { type: 'support-vote', yes: first.yes, voters: first.voters };
    case 'last-word-given':
      return { type: 'give-last-word' };
    case 'execution-counted':
      return { type: 'execution-vote', yes: first.yes, voters: first.voters };
    case 'night-fell':
      return { type: 'end-day' };
    case 'kamikaze-named':
      return first.victim === null ? null : { type: 'kamikaze-names', kamikaze: first.kamikaze, target: first.victim };
    case 'inspector-checked':
      return { type: 'inspector-check', target: first.target };
    case 'hand-raised':
      return { type: 'hand', voter: first.voter };
    case 'vogon-looked':
      return { type: 'vogon-looks' };
    case 'name-read':
    case 'reading-ended':
      return { type: 'next-name' };
    case 'reading-restarted':
      return { type: 'reread' };
    case 'remark-given':
      return { type: 'remark', seat: first.seat };
    case 'player-removed':
      return { type: 'remove', seat: first.seat, reason: first.reason, note: first.note };
    default:
      return null;
  }
}

/** The station's deal as the cards it drew: the first round, then the second round where the setup has one. */
function cardsOf(state: GameState, roles: readonly Card[], seconds: readonly (string | null)[]): Card[] {
  if (!hasSecondRound(state.options)) return [...roles];
  return [
    ...roles,
    ...seconds.map((second): Card =>
      second === 'kamikaze' ? 'second:kamikaze' : second === 'lover' ? 'second:lover' : 'second:none',
    ),
  ];
}
