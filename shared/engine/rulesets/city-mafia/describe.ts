import { isBlocked } from './night-rules.ts';
import { isBlackRole } from './setup.ts';
import type { GameEvent, NightStep, Role, GameState } from './types.ts';
import type { ProtocolEntry } from '../protocol-lines.ts';
import { disciplineEntries, type ProtocolDescriber } from '../protocol-describer.ts';

type State = GameState;

/** Who acts at each step of the night (RULES.md §4: the mafia shoot together, the don checks alone). */
const STEP_ROLES: Record<NightStep, readonly Role[]> = {
  putana: ['putana'],
  mafia: ['mafioso', 'don'],
  don: ['don'],
  sheriff: ['sheriff'],
  doctor: ['doctor'],
  maniac: ['maniac'],
};

/**
 * The protocol of a city-mafia game (RULES.md §4): nominations, every vote with each candidate's hands,
 * car crashes, the night's steps with the don's and sheriff's answers and the putana's blocks, remarks and removals.
 */
export const cityMafiaProtocol: ProtocolDescriber<State, GameEvent> = {
  // RULES.md §4: every City game takes remarks (fouls).
  remarks: () => true,
  period(state) {
    if (state.phase === 'ended') return null;
    if (state.phase === 'setup' || state.phase === 'introduction') return { kind: 'setup', round: 0 };
    if (state.phase === 'night') return { kind: 'night', round: state.round };
    return { kind: 'day', round: state.round };
  },
  describe(event, before, after): ProtocolEntry[] {
    switch (event.type) {
      case 'nominated':
        return [{ kind: 'nomination', by: event.by, seat: event.nominee }];
      case 'no-vote':
        return [{ kind: 'note', code: 'no-vote', seats: [] }];
      case 'vote-counted': {
        const vote = before.vote;
        const results = event.results.map((r) => {
          const index = vote ? vote.candidates.indexOf(r.seat) : -1;
          return { seat: r.seat, votes: r.votes, voters: vote && index >= 0 ? (vote.tally[index] ?? null) : null };
        });
        return [{ kind: 'tally', stage: event.stage, results }];
      }
      case 'car-crash':
        return [{ kind: 'note', code: 'car-crash', seats: event.seats }];
      case 'all-leave-decided':
        return [
          {
            kind: 'vote',
            subject: 'all-leave',
            seats: event.seats,
            yes: event.votes,
            no: null,
            needed: null,
            voters: before.vote?.tally[0] ?? null,
            passed: event.passed,
          },
        ];
      case 'alibi-used':
        return [{ kind: 'note', code: 'alibi', seats: [event.seat] }];
      case 'nobody-voted-out':
        return [{ kind: 'note', code: 'nobody-voted-out', seats: [] }];
      case 'player-left':
        if (event.cause === 'removed')
          return [{ kind: 'removal', seat: event.seat, reason: event.reason ?? 'other', note: event.note }];
        // The putana's guest was not killed: he died with her (RULES.md §4), and the record says so.
        if (event.cause === 'killed' && before.nightLog.at(-1)?.withPutana === event.seat)
          return [{ kind: 'death', seat: event.seat, cause: 'with-putana', by: null, role: null }];
        return [{ kind: 'death', seat: event.seat, cause: event.cause, by: null, role: null }];
      case 'night-action': {
        const actors = before.players
          .filter((p) => p.alive && p.role !== null && STEP_ROLES[event.step].includes(p.role))
          .map((p) => p.seat);
        const action: ProtocolEntry = {
          kind: 'action',
          actor: event.step,
          seats: actors,
          target: event.target,
          answer: checkAnswer(before, event.step, event.target),
        };
        // RULES.md §4: the putana's guest acted for nothing tonight; the record says so under the step.
        const guest = before.night?.visit ?? null;
        if (guest === null || actors.length === 0 || !isBlocked(before, event.step)) return [action];
        return [action, { kind: 'note', code: 'putana-blocked', seats: [guest] }];
      }
      case 'night-resolved':
        return event.victims.length === 0 ? [{ kind: 'note', code: 'nobody-died', seats: [] }] : [];
      case 'remark-given':
        return disciplineEntries(event, after);
      default:
        return [];
    }
  },
};

/** The answer the moderator gives a check (RULES.md §4): the don asks "sheriff?", the sheriff asks "black?". */
function checkAnswer(state: State, step: NightStep, target: number | null): string | null {
  if (target === null || (step !== 'don' && step !== 'sheriff')) return null;
  const role = state.players.find((p) => p.seat === target)?.role ?? null;
  if (step === 'don') return role === 'sheriff' ? 'sheriff' : 'not-sheriff';
  return isBlackRole(role) ? 'black' : 'not-black';
}
