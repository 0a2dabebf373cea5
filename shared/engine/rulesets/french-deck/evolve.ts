import { clearRemarksAtNightFall, newLeavingPlayer, withSeatOut, withSeatRemoved } from '../discipline.ts';
import { newGameHead } from '../new-game.ts';
import type { Announcement, GameEvent, GameSetup, GameState, EliminationCause, Role } from './types.ts';

/** The state a game-created event starts from: the setup phase, before round 1. */
export function initialState(setup: GameSetup): GameState {
  return {
    ...newGameHead(setup, newLeavingPlayer<Role, EliminationCause>),
    night: null,
    nightHistory: [],
    accusation: null,
    acquitted: [],
    votes: [],
    announcements: [],
    outcome: null,
  };
}

function announce(state: GameState, ...announcements: Announcement[]): Announcement[] {
  return [...state.announcements, ...announcements];
}

/** Night `round + 1` falls (RULES.md §2: every round is a night, then a day; the game starts with a night). */
function nightFalls(state: GameState): GameState {
  const round = state.round + 1;
  return {
    ...state,
    // RULES.md §4 remarks (discipline option): cleared at night fall; 3 or 4 carry a penalty into the next day.
    players: clearRemarksAtNightFall(state.players),
    phase: 'night',
    round,
    night: { step: 'mafia', victim: null, check: null },
    accusation: null,
    acquitted: [],
    announcements: announce(state, { kind: 'night-fell', round }),
  };
}

/** Folds one event into the state. Pure: returns a new state and never mutates its input. */
export function evolve(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'game-created':
      return initialState(event.setup);
    case 'roles-dealt':
      return nightFalls({
        ...state,
        players: state.players.map((p, i) => ({ ...p, role: event.roles[i] ?? null })),
        announcements: announce(state, { kind: 'game-started', players: state.players.length }),
      });
    case 'cards-dealt':
      return nightFalls({
        ...state,
        announcements: announce(state, { kind: 'game-started', players: state.players.length }),
      });
    case 'role-recorded':
      return { ...state, players: state.players.map((p) => (p.seat === event.seat ? { ...p, role: event.role } : p)) };
    case 'roles-completed':
      return { ...state, players: state.players.map((p, i) => ({ ...p, role: event.roles[i] ?? p.role })) };
    case 'victim-chosen':
      return { ...state, night: { step: 'angel', victim: event.seat, check: null } };
    case 'angel-checked':
      return state.night?.step === 'angel'
        ? { ...state, night: { step: 'dawn', victim: state.night.victim, check: event.check } }
        : state;
    case 'night-ended':
      return {
        ...state,
        night: null,
        nightHistory: [
          ...state.nightHistory,
          { round: state.round, victim: event.victim, check: state.night?.check ?? null },
        ],
      };
    case 'player-eliminated':
      return {
        ...state,
        players: withSeatOut(state.players, event.seat, event.cause, state.round),
        // RULES.md §2: the player's card is turned over, by night or by day.
        announcements: announce(
          state,
          { kind: event.cause, seat: event.seat },
          { kind: 'card-revealed', seat: event.seat, role: event.role },
        ),
      };
    case 'day-began':
      return { ...state, phase: 'day', announcements: announce(state, { kind: 'day-began', round: state.round }) };
    case 'accusation-made':
      return {
        ...state,
        accusation: { accuser: event.accuser, accused: event.accused, stage: 'defence' },
        announcements: announce(state, { kind: 'accusation', accuser: event.accuser, accused: event.accused }),
      };
    case 'vote-called':
      return state.accusation ? { ...state, accusation: { ...state.accusation, stage: 'vote' } } : state;
    case 'vote-resolved': {
      const accusation = state.accusation;
      if (!accusation) return state;
      const { accuser, accused } = accusation;
      return {
        ...state,
        accusation: null,
        acquitted: event.passed ? state.acquitted : [...state.acquitted, accused],
        votes: [
          ...state.votes,
          {
            round: state.round,
            accuser,
            accused,
            guilty: event.guilty,
            voters: event.voters,
            living: event.living,
            needed: event.needed,
            passed: event.passed,
          },
        ],
        announcements: announce(
          state,
          { kind: 'verdict', seat: accused, guilty: event.guilty, needed: event.needed, passed: event.passed },
          ...(event.passed ? [] : [{ kind: 'acquitted' as const, seat: accused }]),
        ),
      };
    }
    case 'night-fell':
      return nightFalls(state);
    case 'remark-given': {
      const remarks = (state.players[event.seat - 1]?.remarks ?? 0) + 1;
      return {
        ...state,
        players: state.players.map((p) => (p.seat === event.seat ? { ...p, remarks } : p)),
        announcements: announce(state, { kind: 'remark', seat: event.seat, remarks }),
      };
    }
    case 'player-removed': {
      const accusation = state.accusation;
      const role = event.role;
      return {
        ...state,
        players: withSeatRemoved(state.players, event, state.round),
        // An accusation of the removed player has nothing left to decide; one he made goes on.
        accusation: accusation?.accused === event.seat ? null : accusation,
        // RULES.md §2 turns a leaving player's card over: a removal too, once the card is known.
        announcements: announce(
          state,
          { kind: 'removed', seat: event.seat, reason: event.reason },
          ...(role === null ? [] : [{ kind: 'card-revealed' as const, seat: event.seat, role }]),
        ),
      };
    }
    case 'game-ended':
      return {
        ...state,
        phase: 'ended',
        night: null,
        accusation: null,
        outcome: event.outcome,
        announcements: announce(state, { kind: 'game-over', winner: event.outcome.winner }),
      };
  }
}
