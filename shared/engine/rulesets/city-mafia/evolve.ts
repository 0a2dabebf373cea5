import { announce } from '../announcements.ts';
import { penaltyFor } from '../discipline.ts';
import { isBlocked, STEP_CHOICE } from './night-rules.ts';
import { introStepsFor, nightStepsFor } from './setup.ts';
import { technicalDefeatOf } from './technical-defeat.ts';
import type {
  Announcement,
  GameEvent,
  GameSetup,
  GameState,
  NightChoices,
  PlayerState,
  Seat,
  VoteState,
} from './types.ts';

// Shared empty values (frozen: states are never mutated, and a stray mutation must not spread).
const NO_CHOICES: NightChoices = Object.freeze({
  visit: null,
  shot: null,
  donCheck: null,
  sheriffCheck: null,
  heal: null,
  kill: null,
});
const EMPTY = Object.freeze([]) as unknown as Seat[];

/** The state a game-created event starts from. */
export function initialState(setup: GameSetup): GameState {
  const roles = { ...setup.options.roles };
  return {
    rulesetId: 'city-mafia',
    options: { roles, dealing: setup.options.dealing, maniacCountsAsRed: setup.options.maniacCountsAsRed },
    players: setup.players.map((name, i) => ({
      seat: i + 1,
      name,
      role: null,
      alive: true,
      left: null,
      remarks: 0,
      penalty: null,
    })),
    phase: 'setup',
    round: 0,
    introSteps: introStepsFor(roles),
    nightSteps: nightStepsFor(roles),
    step: 0,
    firstSpeaker: null,
    speaker: null,
    speech: null,
    queue: [],
    nominations: [],
    vote: null,
    tied: [],
    night: null,
    lastVisit: null,
    lastHeal: null,
    selfHealUsed: false,
    alibi: null,
    nightLog: [],
    announcements: [],
    outcome: null,
  };
}

/** A copy of the players with one seat changed. */
function withPlayer(players: PlayerState[], seat: Seat, patch: Partial<PlayerState>): PlayerState[] {
  const out = players.slice();
  const p = out[seat - 1];
  if (p) out[seat - 1] = { ...p, ...patch };
  return out;
}

/** The vote without a seat that left the game: neither a candidate nor a voter any more. */
function voteWithout(vote: VoteState, seat: Seat): VoteState {
  const tally = vote.tally.map((voters) => (voters.includes(seat) ? voters.filter((s) => s !== seat) : voters));
  const at = vote.candidates.indexOf(seat);
  if (at < 0) return { ...vote, tally };
  const candidates = vote.candidates.filter((s) => s !== seat);
  // In the all-leave vote the one question stays (tally[0]); otherwise the candidate's hands go with him.
  if (vote.stage === 'all-leave') return { ...vote, candidates, tally };
  tally.splice(at, 1);
  return { ...vote, candidates, tally, index: at < vote.index ? vote.index - 1 : vote.index };
}

/** The state with one more announcement and nothing else changed: the fold of an event the room only hears. */
function announced(state: GameState, announcement: Announcement): GameState {
  return { ...state, announcements: announce(state.announcements, announcement) };
}

/** The night of introductions begins (after the station's deal, or with the cards out): the game starts, night 0 falls. */
function introductionsBegun(state: GameState): GameState {
  return {
    ...state,
    phase: 'introduction',
    step: 0,
    announcements: announce(
      state.announcements,
      { kind: 'game-started', players: state.players.length },
      { kind: 'night-fell', round: 0 },
    ),
  };
}

/** Folds one event into the state. Pure: returns a new state and never mutates its input. */
export function evolve(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'game-created':
      return initialState(event.setup);
    case 'roles-dealt':
    case 'roles-completed': {
      const dealt = { ...state, players: state.players.map((p, i) => ({ ...p, role: event.roles[i] ?? null })) };
      // The station's deal starts the introductions; a physical deal's roles are completed at their end.
      return event.type === 'roles-dealt' ? introductionsBegun(dealt) : dealt;
    }
    case 'introductions-began':
      return introductionsBegun(state);
    case 'role-recorded':
      return { ...state, players: withPlayer(state.players, event.seat, { role: event.role }) };
    case 'introduced':
    case 'step-ended':
      return { ...state, step: state.step + 1 };
    case 'day-began': {
      const round = state.round + 1;
      return {
        ...state,
        phase: 'morning',
        round,
        speaker: null,
        speech: null,
        queue: event.lastWords,
        nominations: [],
        vote: null,
        tied: EMPTY,
        announcements: announce(state.announcements, { kind: 'day-began', round }),
      };
    }
    case 'floor-given':
      return { ...state, speaker: event.seat, speech: event.speech, queue: event.queue };
    case 'discussion-began':
      return {
        ...state,
        phase: 'discussion',
        firstSpeaker: event.firstSpeaker,
        speaker: null,
        speech: null,
        queue: event.queue,
      };
    case 'nominated':
      // The room sees the nominations in the public view's list (no announcement: it would crowd out the deaths).
      return { ...state, nominations: [...state.nominations, { by: event.by, nominee: event.nominee }] };
    case 'no-vote':
      return announced(state, { kind: 'no-vote' });
    case 'voting-began':
      return {
        ...state,
        phase: 'voting',
        speaker: null,
        speech: null,
        queue: EMPTY,
        vote: {
          stage: event.stage,
          candidates: event.candidates,
          index: 0,
          tally: event.stage === 'all-leave' ? [EMPTY] : event.candidates.map(() => EMPTY),
        },
        announcements: announce(state.announcements, {
          kind: 'vote-opened',
          stage: event.stage,
          seats: event.candidates,
        }),
      };
    case 'vote-recorded': {
      const vote = state.vote;
      if (!vote) return state;
      const tally = vote.tally.slice();
      tally[vote.index] = event.voters;
      return { ...state, vote: { ...vote, tally, index: vote.index + 1 } };
    }
    case 'vote-counted':
      return announced(state, { kind: 'vote-tally', stage: event.stage, results: event.results });
    case 'car-crash':
      return {
        ...state,
        phase: 'defence',
        tied: event.seats,
        vote: null,
        speaker: null,
        speech: null,
        queue: event.seats,
        announcements: announce(state.announcements, { kind: 'car-crash', seats: event.seats }),
      };
    case 'all-leave-decided':
      return announced(state, {
        kind: 'all-leave-vote',
        seats: event.seats,
        votes: event.votes,
        voters: event.voters,
        passed: event.passed,
      });
    case 'alibi-used':
      return announced(state, { kind: 'alibi', seat: event.seat });
    case 'nobody-voted-out':
      return {
        ...state,
        vote: null,
        tied: EMPTY,
        announcements: announce(state.announcements, { kind: 'nobody-voted-out' }),
      };
    case 'player-left': {
      const seat = event.seat;
      const announcement: Announcement =
        event.cause === 'killed'
          ? { kind: 'killed', seat }
          : event.cause === 'voted-out'
            ? { kind: 'executed', seat }
            : { kind: 'removed', seat, reason: event.reason ?? 'other' };
      const ownFloor = state.speaker === seat;
      return {
        ...state,
        players: withPlayer(state.players, seat, {
          alive: false,
          left: { cause: event.cause, round: state.round, reason: event.reason, note: event.note },
        }),
        speaker: ownFloor ? null : state.speaker,
        speech: ownFloor ? null : state.speech,
        vote: state.vote ? voteWithout(state.vote, seat) : null,
        tied: state.tied.includes(seat) ? state.tied.filter((s) => s !== seat) : state.tied,
        announcements: announce(state.announcements, announcement),
      };
    }
    case 'last-words-began':
      return {
        ...state,
        phase: 'last-words',
        vote: null,
        tied: EMPTY,
        speaker: null,
        speech: null,
        queue: event.seats,
      };
    case 'night-fell': {
      // RULES.md §4 remarks: cleared after the night; 3 or 4 of them carry a penalty into the next round.
      let players = state.players;
      if (players.some((p) => p.remarks > 0 || p.penalty !== null)) {
        players = players.map((p) =>
          p.remarks === 0 && p.penalty === null ? p : { ...p, remarks: 0, penalty: penaltyFor(p.remarks) },
        );
      }
      return {
        ...state,
        phase: 'night',
        players,
        step: 0,
        night: NO_CHOICES,
        alibi: null,
        speaker: null,
        speech: null,
        queue: EMPTY,
        nominations: [],
        vote: null,
        tied: EMPTY,
        announcements: announce(state.announcements, { kind: 'night-fell', round: state.round }),
      };
    }
    case 'night-action': {
      const t = event.target;
      const night: NightChoices = { ...(state.night ?? NO_CHOICES), [STEP_CHOICE[event.step]]: t };
      // A check with a target waits for the moderator to give the answer (step-ended); every other
      // choice ends its step.
      const answering = t !== null && (event.step === 'don' || event.step === 'sheriff');
      return { ...state, night, step: answering ? state.step : state.step + 1 };
    }
    case 'night-resolved': {
      const night = state.night ?? NO_CHOICES;
      return {
        ...state,
        // The blocked steps are derived, not logged: the moderator's dawn and record name them (RULES.md §4).
        nightLog: [
          ...state.nightLog,
          {
            round: state.round,
            ...night,
            victims: event.victims,
            blocked: state.nightSteps.filter((step) => isBlocked(state, step)),
            withPutana: event.withPutana ?? null,
          },
        ],
        lastVisit: night.visit,
        lastHeal: event.healed,
        selfHealUsed: state.selfHealUsed || event.selfHeal,
        alibi: night.visit,
        night: null,
        announcements:
          event.victims.length === 0 ? announce(state.announcements, { kind: 'nobody-died' }) : state.announcements,
      };
    }
    case 'remark-given': {
      const p = state.players[event.seat - 1];
      if (!p) return state;
      const remarks = p.remarks + 1;
      return {
        ...state,
        players: withPlayer(state.players, event.seat, { remarks }),
        announcements: announce(state.announcements, { kind: 'remark', seat: event.seat, remarks }),
      };
    }
    case 'game-ended': {
      const ended: GameState = {
        ...state,
        phase: 'ended',
        outcome: { winner: event.outcome.winner, scores: null },
        speaker: null,
        speech: null,
        queue: EMPTY,
        vote: null,
        tied: EMPTY,
      };
      const over = { kind: 'game-over', winner: event.outcome.winner } as const;
      // The judge announces a technical defeat aloud: the room's news says why the game ended, then who won.
      const defeated = technicalDefeatOf(ended);
      ended.announcements =
        defeated === null
          ? announce(state.announcements, over)
          : announce(state.announcements, { kind: 'technical-defeat', defeated }, over);
      return ended;
    }
  }
}
