import type { GameEvent, GameState } from '../../engine/rulesets/copag-mafia/types.ts';
import type { ProtocolEntry } from '../protocol-types.ts';
import type { ProtocolDescriber } from './describer.ts';

/** The mission's members as they were when it left the table (the state before the event still holds it). */
function membersOf(state: GameState, mission: number): number[] {
  return state.missions.find((m) => m?.number === mission)?.members ?? [];
}

/**
 * The protocol of a copag-mafia game (RULES.md §5): the missions in order, each with its characters and
 * its sum against the value to reach, the aborted ones, and the police who revealed themselves. No
 * objective is written before the result (the seats' roles come from the finished game only).
 */
export const copagMafiaProtocol: ProtocolDescriber<GameState, GameEvent> = {
  period(state) {
    if (state.phase === 'ended') return null;
    if (state.phase === 'setup') return { kind: 'setup', round: 0 };
    return { kind: 'day', round: state.round };
  },
  describe(event, before, after): ProtocolEntry[] {
    switch (event.type) {
      case 'mission-ended': {
        const sum = after.history.find((h) => h.number === event.mission)?.sum ?? 0;
        return [{ kind: 'action', actor: `copag-mission-${event.result}`, seats: membersOf(before, event.mission), target: null, answer: `$${sum} / $${event.target}` }];
      }
      case 'mission-aborted':
        return [{ kind: 'action', actor: 'copag-mission-aborted', seats: membersOf(before, event.mission), target: event.by, answer: null }];
      case 'police-revealed':
        return [{ kind: 'note', code: 'copag-police-revealed', seats: [event.seat] }];
      default:
        return [];
    }
  },
};
