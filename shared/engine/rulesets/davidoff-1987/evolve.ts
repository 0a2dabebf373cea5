import { announce, appendKept, ANNOUNCEMENTS_KEPT } from '../announcements.ts';
import { clearRemarksAtNightFall, newLeavingPlayer, withSeatOut, withSeatRemoved } from '../discipline.ts';
import { newGameHead } from '../new-game.ts';
import type { Seat } from '../../core.ts';
import type { Announcement, GameEvent, GameSetup, GameState, PendingVote, EliminationCause, Role } from './types.ts';

/** The state a game-created event starts from. */
export function initialState(setup: GameSetup): GameState {
  return {
    ...newGameHead(setup, newLeavingPlayer<Role, EliminationCause>),
    vote: null,
    votes: [],
    nightNotes: [],
    nightHistory: [],
    announcements: [],
    initialHonest: 0,
    outcome: null,
  };
}

/** Folds one event into the state. Pure: returns a new state and never mutates its input. */
export function evolve(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'game-created':
      return initialState(event.setup);
    case 'roles-dealt':
      return {
        ...sunriseBegun(state),
        players: state.players.map((p, i) => ({ ...p, role: event.roles[i] ?? null })),
        initialHonest: event.roles.filter((r) => r === 'honest').length,
      };
    case 'cards-dealt':
      // Real cards are out: the sunrise begins before the station knows who holds the black ones.
      return sunriseBegun(state);
    case 'mafia-recorded':
      return {
        ...state,
        players: state.players.map((p) => ({ ...p, role: event.seats.includes(p.seat) ? 'mafia' : 'honest' })),
        initialHonest: state.players.length - event.seats.length,
      };
    case 'sunrise-ended':
    case 'day-began': {
      const round = state.round + 1;
      return {
        ...state,
        phase: 'day',
        round,
        announcements: announce(state.announcements, { kind: 'day-began', round }),
      };
    }
    case 'accusation-made':
      return {
        ...state,
        vote: { kind: 'accusation', accuser: event.accuser, accused: event.accused },
        announcements: announce(state.announcements, {
          kind: 'accusation',
          accuser: event.accuser,
          accused: event.accused,
        }),
      };
    case 'night-proposed':
      return {
        ...state,
        vote: { kind: 'night-proposal', proposer: event.proposer },
        announcements: announce(state.announcements, {
          kind: 'night-proposed',
          proposer: event.proposer,
        }),
      };
    case 'vote-resolved':
      return closeVote(state, (vote, seat) => ({
        // The latest votes only, like the announcements: the full record is the event log.
        votes: appendKept(state.votes, ANNOUNCEMENTS_KEPT, {
          round: state.round,
          vote,
          yes: event.yes,
          no: event.no,
          voters: event.voters,
          needed: event.needed,
          passed: event.passed,
        }),
        announcement: { kind: 'vote-result', subject: vote.kind, seat, yes: event.yes, passed: event.passed },
      }));
    case 'vote-cancelled':
      return closeVote(state, (vote, seat) => ({ announcement: { kind: 'vote-cancelled', subject: vote.kind, seat } }));
    case 'player-eliminated':
      return {
        ...state,
        players: withSeatOut(state.players, event.seat, event.cause, state.round),
        announcements: announce(
          state.announcements,
          event.cause === 'executed' ? { kind: 'executed', seat: event.seat } : { kind: 'killed', seat: event.seat },
        ),
      };
    case 'night-fell':
      return {
        ...state,
        // RULES.md §4 remarks: cleared at night fall; 3 or 4 of them carry a penalty into the next day.
        players: clearRemarksAtNightFall(state.players),
        phase: 'night',
        nightNotes: [],
        announcements: announce(state.announcements, { kind: 'night-fell', round: state.round }),
      };
    case 'night-note-recorded':
      return {
        ...state,
        nightNotes: [
          ...state.nightNotes.filter((n) => n.seat !== event.seat),
          { seat: event.seat, target: event.target },
        ].sort((a, b) => a.seat - b.seat),
      };
    case 'night-resolved':
      return {
        ...state,
        nightHistory: [...state.nightHistory, { round: state.round, notes: state.nightNotes, victim: event.victim }],
        nightNotes: [],
        announcements:
          event.victim === null ? announce(state.announcements, { kind: 'nobody-died' }) : state.announcements,
      };
    case 'remark-given': {
      const remarks = (state.players[event.seat - 1]?.remarks ?? 0) + 1;
      return {
        ...state,
        players: state.players.map((p) => (p.seat === event.seat ? { ...p, remarks } : p)),
        announcements: announce(state.announcements, {
          kind: 'remark',
          seat: event.seat,
          remarks,
        }),
      };
    }
    case 'player-removed': {
      const vote = state.vote;
      return {
        ...state,
        players: withSeatRemoved(state.players, event, state.round),
        // A vote on the removed player's accusation has nothing left to decide; any other vote goes on.
        vote: vote?.kind === 'accusation' && vote.accused === event.seat ? null : vote,
        // A removed mafioso's note no longer counts (he is out, like a dead one).
        nightNotes: state.nightNotes.some((n) => n.seat === event.seat)
          ? state.nightNotes.filter((n) => n.seat !== event.seat)
          : state.nightNotes,
        announcements: announce(state.announcements, {
          kind: 'removed',
          seat: event.seat,
          reason: event.reason,
        }),
      };
    }
    case 'game-ended':
      return {
        ...state,
        phase: 'ended',
        vote: null,
        outcome: event.outcome,
        announcements: announce(state.announcements, {
          kind: 'game-over',
          winner: event.outcome.winner,
        }),
      };
  }
}

/**
 * The vote under way, closed by its result or its cancellation: cleared, and announced with what it was
 * on (the accused, or who proposed night); none under way, nothing changes.
 */
function closeVote(
  state: GameState,
  close: (vote: PendingVote, seat: Seat) => { announcement: Announcement; votes?: GameState['votes'] },
): GameState {
  const vote = state.vote;
  if (!vote) return state;
  const { announcement, votes = state.votes } = close(vote, vote.kind === 'accusation' ? vote.accused : vote.proposer);
  return {
    ...state,
    vote: null,
    votes,
    announcements: announce(state.announcements, announcement),
  };
}

/** The cards are out, dealt by the station or by hand: the sunrise begins and the room hears the game has started. */
function sunriseBegun(state: GameState): GameState {
  return {
    ...state,
    phase: 'sunrise',
    announcements: announce(state.announcements, {
      kind: 'game-started',
      players: state.players.length,
    }),
  };
}
