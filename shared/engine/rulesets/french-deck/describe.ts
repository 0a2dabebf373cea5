import type { GameEvent, GameState } from './types.ts';
import type { ProtocolEntry } from '../protocol-lines.ts';
import { hasDiscipline } from '../discipline.ts';
import { dayNightPeriod, disciplineEntries, type ProtocolDescriber } from '../protocol-describer.ts';

type State = GameState;

/** The protocol of a french-deck game (RULES.md §2): the mafia's victim, the angel's check, accusations, verdicts. */
export const frenchDeckProtocol: ProtocolDescriber<State, GameEvent> = {
  period: dayNightPeriod,
  remarks: hasDiscipline,
  describe(event, before, after): ProtocolEntry[] {
    switch (event.type) {
      case 'victim-chosen':
        return [{ kind: 'action', actor: 'mafia', seats: mafiosi(before), target: event.seat, answer: null }];
      case 'angel-checked': {
        const angel = before.players.filter((p) => p.role === 'angel' && p.alive).map((p) => p.seat);
        if (!event.check) return [{ kind: 'action', actor: 'angel', seats: angel, target: null, answer: null }];
        return [
          {
            kind: 'action',
            actor: 'angel',
            seats: angel,
            target: event.check.target,
            answer: event.check.mafioso ? 'mafia' : 'not-mafia',
          },
        ];
      }
      case 'accusation-made':
        return [{ kind: 'nomination', by: event.accuser, seat: event.accused }];
      case 'vote-resolved': {
        const accused = before.accusation?.accused;
        if (accused === undefined) return [];
        return [
          {
            kind: 'vote',
            subject: 'accusation',
            seats: [accused],
            yes: event.guilty,
            no: null,
            needed: event.needed,
            voters: event.voters,
            passed: event.passed,
          },
        ];
      }
      case 'player-eliminated':
        // RULES.md §2: the dead player's card is turned over, so the protocol shows it with the death.
        return [{ kind: 'death', seat: event.seat, cause: event.cause, by: null, role: event.role }];
      case 'remark-given':
      case 'player-removed':
        return disciplineEntries(event, after);
      default:
        return [];
    }
  },
};

function mafiosi(state: State): number[] {
  return state.players.filter((p) => p.role === 'mafioso' && p.alive).map((p) => p.seat);
}
