import type { GameEvent, Role, GameState } from './types.ts';
import type { ProtocolEntry } from '../protocol-lines.ts';
import { hasDiscipline } from '../discipline.ts';
import { dayNightPeriod, disciplineEntries, type ProtocolDescriber } from '../protocol-describer.ts';

type State = GameState;

const MAFIA_ROLES: readonly Role[] = ['mafioso', 'protected-mafioso', 'mafioso-kamikaze'];

/**
 * The protocol of a mensa-hungariqa game (RULES.md §3): accusations with their support and execution
 * votes, the inspector's checks, the hands raised at the night's reading, every death and its chain.
 */
export const mensaHungariqaProtocol: ProtocolDescriber<State, GameEvent> = {
  period: dayNightPeriod,
  remarks: hasDiscipline,
  placeOf(event, before) {
    // RULES.md §3: the night's kill and its chain are told at dawn, once the day has begun; they belong to the night.
    const night =
      (event.type === 'player-died' && event.context === 'night') ||
      ((event.type === 'kamikaze-named' || event.type === 'guard-saved') && before.chain?.context === 'night') ||
      event.type === 'nobody-died';
    if (night && before.phase === 'day') return { kind: 'night', round: before.round - 1 };
    return undefined;
  },
  describe(event, before, after): ProtocolEntry[] {
    switch (event.type) {
      case 'accused':
        return [{ kind: 'nomination', by: event.accuser, seat: event.accused }];
      case 'support-counted':
      case 'execution-counted': {
        const accused = before.day?.trial?.accused;
        if (accused === undefined) return [];
        const subject = event.type === 'support-counted' ? 'support' : 'execution';
        return [
          {
            kind: 'vote',
            subject,
            seats: [accused],
            yes: event.yes,
            no: null,
            needed: event.needed,
            voters: event.voters,
            passed: event.passed,
          },
        ];
      }
      case 'pardoned':
        return [{ kind: 'note', code: 'pardoned', seats: [event.seat] }];
      case 'player-died':
        return [{ kind: 'death', seat: event.seat, cause: event.cause, by: event.by, role: null }];
      case 'kamikaze-named':
        return [{ kind: 'action', actor: 'kamikaze', seats: [event.kamikaze], target: event.victim, answer: null }];
      case 'guard-saved':
        // RULES.md §3 bodyguard: his pick survived a kamikaze's naming or a lover's death that night.
        return [{ kind: 'note', code: 'guarded', seats: [event.seat] }];
      case 'inspector-checked':
        return [
          {
            kind: 'action',
            actor: 'inspector',
            seats: seatsWith(before, ['inspector']),
            target: event.target,
            answer: event.answer,
          },
        ];
      case 'hand-raised':
        return [
          {
            kind: 'action',
            actor: handActor(before, event.voter),
            seats: [event.voter],
            target: event.target,
            answer: null,
          },
        ];
      case 'vogon-looked':
        return [
          { kind: 'action', actor: 'vogon', seats: seatsWith(before, ['vogon']), target: event.seat, answer: null },
        ];
      case 'reading-restarted':
        return [{ kind: 'note', code: 'reading-restarted', seats: [] }];
      case 'reading-ended': {
        const lines: ProtocolEntry[] = [];
        if (event.vogon) lines.push({ kind: 'note', code: `vogon-saw-${event.vogon.saw}`, seats: [event.vogon.seat] });
        if (event.guarded !== null) lines.push({ kind: 'note', code: 'guarded', seats: [event.guarded] });
        if (event.sarika) lines.push({ kind: 'note', code: `sarika-${event.sarika}`, seats: [] });
        return lines;
      }
      case 'nobody-died':
        return [{ kind: 'note', code: 'nobody-died', seats: [] }];
      case 'day-began':
        // RULES.md §3: night 0 is the introductions, with no kill; its line shows it was held.
        return before.phase === 'night-zero' ? [{ kind: 'note', code: 'night-zero', seats: [] }] : [];
      case 'endgame-began':
        return [{ kind: 'note', code: 'endgame', seats: [] }];
      case 'remark-given':
      case 'player-removed':
        return disciplineEntries(event, after);
      default:
        return [];
    }
  },
};

function seatsWith(state: State, roles: readonly Role[]): number[] {
  return state.players.filter((p) => p.alive && p.role !== null && roles.includes(p.role)).map((p) => p.seat);
}

/** Who raised a hand at the reading: the mafia, the bodyguard or Aunt Sárika (RULES.md §3). */
function handActor(state: State, voter: number): string {
  const role = state.players.find((p) => p.seat === voter)?.role ?? null;
  if (role === null || MAFIA_ROLES.includes(role)) return 'mafia';
  return role;
}
