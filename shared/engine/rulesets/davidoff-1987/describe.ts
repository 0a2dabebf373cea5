import type { GameEvent as Davidoff1987Event, GameState as Davidoff1987State } from './types.ts';
import type { ProtocolEntry } from '../protocol-lines.ts';
import { hasDiscipline } from '../discipline.ts';
import { dayNightPeriod, disciplineEntries, type ProtocolDescriber } from '../protocol-describer.ts';

/** The protocol of a davidoff-1987 game (RULES.md §1): accusations, votes, the mafia's notes, deaths. */
export const davidoff1987Protocol: ProtocolDescriber<Davidoff1987State, Davidoff1987Event> = {
  period: dayNightPeriod,
  remarks: hasDiscipline,
  describe(event, before, after): ProtocolEntry[] {
    switch (event.type) {
      case 'accusation-made':
        return [{ kind: 'nomination', by: event.accuser, seat: event.accused }];
      case 'vote-resolved': {
        const vote = before.vote;
        if (!vote) return [];
        const accusation = vote.kind === 'accusation';
        return [
          {
            kind: 'vote',
            subject: accusation ? 'accusation' : 'night-proposal',
            seats: [accusation ? vote.accused : vote.proposer],
            yes: event.yes,
            no: event.no,
            needed: event.needed,
            voters: event.voters,
            passed: event.passed,
          },
        ];
      }
      case 'vote-cancelled':
        return [{ kind: 'note', code: 'vote-cancelled', seats: [] }];
      case 'night-note-recorded':
        return [{ kind: 'action', actor: 'mafia', seats: [event.seat], target: event.target, answer: null }];
      case 'night-resolved':
        // RULES.md §1: the mafia kill only when every note names the same player.
        return event.victim === null ? [{ kind: 'note', code: 'nobody-died', seats: [] }] : [];
      case 'player-eliminated':
        return [{ kind: 'death', seat: event.seat, cause: event.cause, by: null, role: null }];
      case 'mafia-recorded':
        return [{ kind: 'note', code: 'mafia-recorded', seats: event.seats }];
      case 'remark-given':
      case 'player-removed':
        return disciplineEntries(event, after);
      default:
        return [];
    }
  },
};
