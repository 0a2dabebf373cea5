import { clearRemarksAtNightFall } from '../discipline.ts';
import { newGameHead } from '../new-game.ts';
import { extraRolesOf } from './setup.ts';
import { isKamikaze, livingSeats } from './queries.ts';
import type {
  Announcement,
  DayState,
  GameEvent,
  GameSetup,
  GameState,
  IntroStep,
  NightState,
  PlayerState,
  RemovalReason,
  Trial,
  VoteRecord,
} from './types.ts';

/**
 * A trial's vote counted (the vote to support the accusation, then the execution vote: RULES.md §3, "Day"): its record among the
 * game's votes, and its result announced to the room.
 */
function trialVoteCounted(
  state: GameState,
  kind: VoteRecord['kind'],
  trial: Trial,
  count: Extract<GameEvent, { type: 'support-counted' | 'execution-counted' }>,
): Pick<GameState, 'votes' | 'announcements'> {
  const { yes, voters, needed, passed } = count;
  return {
    votes: [
      ...state.votes,
      { round: state.round, kind, accuser: trial.accuser, accused: trial.accused, yes, voters, needed, passed },
    ],
    announcements: announce(state, { kind: `${kind}-result`, accused: trial.accused, yes, needed, passed }),
  };
}

/** Folds an event of the trial under way: `change` gets the day and its trial; with no trial the state stays as it is. */
function duringTrial(state: GameState, change: (day: DayState, trial: Trial) => Partial<GameState>): GameState {
  const day = state.day;
  const trial = day?.trial;
  return day && trial ? { ...state, ...change(day, trial) } : state;
}

/** A player as the game starts: no role yet, in the game. */
function newPlayer(seat: number, name: string): PlayerState {
  return { seat, name, role: null, second: null, alive: true, death: null, pardons: 0 };
}

/** The state a game-created event starts from. */
export function initialState(setup: GameSetup): GameState {
  return {
    ...newGameHead(setup, newPlayer),
    intro: null,
    day: null,
    night: null,
    chain: null,
    endgame: false,
    checks: [],
    nightHistory: [],
    votes: [],
    announcements: [],
    outcome: null,
  };
}

/**
 * The introduction night's script (RULES.md §3): the inspector, the mafia, the lovers. With physical
 * dealing every extra role (and the second kamikaze) also shows himself, so the moderator can record him.
 */
export function introSteps(state: GameState): IntroStep[] {
  const options = state.options;
  const physical = options.dealing === 'physical';
  const steps: IntroStep[] = ['inspector', 'mafia'];
  if (physical) steps.push(...extraRolesOf(options));
  if (options.lovers) steps.push('lovers');
  if (physical && options.kamikaze) steps.push('kamikaze');
  return steps;
}

function announce(state: GameState, ...items: Announcement[]): Announcement[] {
  return [...state.announcements, ...items];
}

/**
 * A dawn's news: the room hears what the night did before the day begins (issue 12, club tryout), so the
 * deaths of a night's chain (and "nobody died") go before this round's `day-began`, which the engine
 * emits first (a night's deaths are counted in the day that follows them).
 */
function announceDawn(state: GameState, ...items: Announcement[]): Announcement[] {
  const at = state.announcements.findLastIndex((a) => a.kind === 'day-began' && a.round === state.round);
  if (at < 0) return announce(state, ...items);
  return [...state.announcements.slice(0, at), ...items, ...state.announcements.slice(at)];
}

function withPlayer(state: GameState, seat: number, change: (p: PlayerState) => PlayerState): PlayerState[] {
  return state.players.map((p) => (p.seat === seat ? change(p) : p));
}

function freshNight(state: GameState): NightState {
  return { stage: 'inspector', check: null, order: livingSeats(state), index: 0, hands: [], vogon: null };
}

/** Folds one event into the state. Pure: returns a new state and never mutates its input. */
export function evolve(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'game-created':
      return initialState(event.setup);
    case 'roles-dealt': {
      const dealt: GameState = {
        ...state,
        players: state.players.map((p, i) => ({
          ...p,
          role: event.roles[i] ?? null,
          second: event.seconds[i] ?? null,
        })),
      };
      return startNightZero(dealt);
    }
    case 'physical-deal-began':
      return startNightZero(state);
    case 'role-recorded':
      return { ...state, players: withPlayer(state, event.seat, (p) => ({ ...p, role: event.role })) };
    case 'second-role-recorded':
      return { ...state, players: withPlayer(state, event.seat, (p) => ({ ...p, second: event.second })) };
    case 'roles-confirmed':
      return {
        ...state,
        players: state.players.map((p, i) => ({
          ...p,
          role: event.roles[i] ?? null,
          second: event.seconds[i] ?? null,
        })),
      };
    case 'intro-step-done':
      return state.intro ? { ...state, intro: { ...state.intro, index: state.intro.index + 1 } } : state;
    case 'day-began': {
      const round = state.round + 1;
      return {
        ...state,
        phase: 'day',
        round,
        intro: null,
        night: null,
        day: { trials: 0, unsupported: 0, trial: null },
        announcements: announce(state, { kind: 'day-began', round }),
      };
    }
    case 'accused':
      return {
        ...state,
        day: state.day
          ? { ...state.day, trial: { accuser: event.accuser, accused: event.accused, stage: 'support' } }
          : state.day,
        announcements: announce(state, { kind: 'accusation', accuser: event.accuser, accused: event.accused }),
      };
    case 'support-counted':
      return duringTrial(state, (day, trial) => ({
        day: event.passed
          ? { ...day, trial: { ...trial, stage: 'debate' } }
          : { ...day, unsupported: day.unsupported + 1, trial: null },
        ...trialVoteCounted(state, 'support', trial, event),
      }));
    case 'last-word-given':
      return duringTrial(state, (day, trial) => ({
        day: { ...day, trial: { ...trial, stage: 'last-word' } },
        announcements: announce(state, { kind: 'last-word', seat: trial.accused }),
      }));
    case 'execution-counted':
      return duringTrial(state, (day, trial) => ({
        day: { ...day, trials: day.trials + 1, trial: null },
        ...trialVoteCounted(state, 'execution', trial, event),
      }));
    case 'pardoned':
      return {
        ...state,
        players: withPlayer(state, event.seat, (p) => ({ ...p, pardons: p.pardons + 1 })),
        announcements: announce(state, { kind: 'pardoned', seat: event.seat }),
      };
    case 'player-died': {
      const player = state.players[event.seat - 1];
      if (!player) return state;
      const chain = state.chain ?? { context: event.context, step: [], namings: [], ended: 0 };
      const kamikaze = isKamikaze(player);
      const told: Announcement[] = [];
      if (event.cause === 'executed') told.push({ kind: 'executed', seat: event.seat });
      else if (event.cause === 'killed') told.push({ kind: 'killed', seat: event.seat });
      else if (event.cause === 'kamikaze') told.push({ kind: 'took-along', seat: event.seat, by: event.by ?? 0 });
      else told.push({ kind: 'died', seat: event.seat });
      // RULES.md §3: the corner grocer's death is announced as such.
      if (player.role === 'grocer') told.push({ kind: 'grocer-died', seat: event.seat });
      if (kamikaze) told.push({ kind: 'kamikaze-to-name', seat: event.seat });
      return {
        ...state,
        players: withPlayer(state, event.seat, (p) => ({
          ...p,
          alive: false,
          // A night's deaths are told at dawn, after the day began: they belong to the night before.
          death: {
            cause: event.cause,
            round: chain.context === 'night' ? state.round - 1 : state.round,
            time: chain.context,
            by: event.by,
          },
        })),
        chain: {
          ...chain,
          step: [...chain.step, event.seat],
          namings: kamikaze ? [...chain.namings, event.seat] : chain.namings,
        },
        announcements: chain.context === 'night' ? announceDawn(state, ...told) : announce(state, ...told),
      };
    }
    case 'kamikaze-named':
      return state.chain
        ? { ...state, chain: { ...state.chain, namings: state.chain.namings.filter((s) => s !== event.kamikaze) } }
        : state;
    case 'guard-saved':
      // Nothing changes: the player simply does not die (the log and the protocol say why).
      return state;
    case 'death-step-ended':
      return state.chain ? { ...state, chain: { ...state.chain, step: [], ended: state.chain.ended + 1 } } : state;
    case 'chain-ended':
      return { ...state, chain: null };
    case 'endgame-began':
      return { ...state, endgame: true, announcements: announce(state, { kind: 'endgame-began' }) };
    case 'night-fell':
      return {
        ...state,
        // RULES.md §4 remarks (discipline option): cleared at night fall; 3 or 4 carry a penalty into the next day.
        players: clearRemarksAtNightFall(state.players),
        phase: 'night',
        day: null,
        night: freshNight(state),
        announcements: announce(state, { kind: 'night-fell', round: state.round }),
      };
    case 'inspector-checked': {
      const night = state.night;
      if (!night) return state;
      return {
        ...state,
        night: { ...night, check: { target: event.target, answer: event.answer } },
        checks: [...state.checks, { round: state.round, target: event.target, answer: event.answer }],
      };
    }
    case 'inspector-step-done':
      return state.night ? { ...state, night: { ...state.night, stage: 'reading' } } : state;
    case 'hand-raised':
      return state.night
        ? {
            ...state,
            night: { ...state.night, hands: [...state.night.hands, { voter: event.voter, target: event.target }] },
          }
        : state;
    case 'vogon-looked':
      return state.night ? { ...state, night: { ...state.night, vogon: event.seat } } : state;
    case 'name-read':
      return state.night ? { ...state, night: { ...state.night, index: state.night.index + 1 } } : state;
    case 'reading-restarted':
      return state.night ? { ...state, night: { ...state.night, index: 0, hands: [], vogon: null } } : state;
    case 'reading-ended': {
      const night = state.night;
      if (!night) return state;
      return {
        ...state,
        nightHistory: [
          ...state.nightHistory,
          {
            round: state.round,
            check: night.check,
            hands: night.hands,
            threshold: event.threshold,
            victim: event.victim,
            stoppedAt: event.stoppedAt,
            sarika: event.sarika,
            guarded: event.guarded,
            vogon: event.vogon,
          },
        ],
        night: null,
      };
    }
    case 'nobody-died':
      return { ...state, announcements: announceDawn(state, { kind: 'nobody-died' }) };
    case 'remark-given': {
      const remarks = (state.players[event.seat - 1]?.remarks ?? 0) + 1;
      return {
        ...state,
        players: withPlayer(state, event.seat, (p) => ({ ...p, remarks })),
        announcements: announce(state, { kind: 'remark', seat: event.seat, remarks }),
      };
    }
    case 'player-removed':
      return removed(state, event.seat, event.reason, event.note);
    case 'game-ended':
      return {
        ...state,
        phase: 'ended',
        day: null,
        night: null,
        chain: null,
        outcome: event.outcome,
        announcements: announce(state, { kind: 'game-over', winner: event.outcome.winner }),
      };
  }
}

/**
 * A removal (discipline option): the player leaves like a dead one but outside any death step — no
 * kamikaze naming, no lover following (a sanction is not a death). An accusation of him lapses; at
 * night the names are read again from the first without his
 * (an irregularity: rulebook "még egyszer sorolja a neveket"). The corner grocer is announced as such,
 * as at his death.
 */
function removed(state: GameState, seat: number, reason: RemovalReason, note: string | null): GameState {
  const player = state.players[seat - 1];
  if (!player) return state;
  const time = state.phase === 'day' ? 'day' : 'night';
  const day = state.day;
  const night = state.night;
  const told: Announcement[] = [{ kind: 'removed', seat, reason }];
  if (player.role === 'grocer') told.push({ kind: 'grocer-died', seat });
  return {
    ...state,
    players: withPlayer(state, seat, (p) => ({
      ...p,
      alive: false,
      death: { cause: 'removed', round: state.round, time, by: null, reason, note },
    })),
    day: day?.trial?.accused === seat ? { ...day, trial: null } : day,
    night: night
      ? night.stage === 'reading'
        ? { ...night, order: night.order.filter((s) => s !== seat), index: 0, hands: [], vogon: null }
        : { ...night, order: night.order.filter((s) => s !== seat) }
      : night,
    announcements: announce(state, ...told),
  };
}

/** Night 0 begins: the introductions, no kill (RULES.md §3). */
function startNightZero(state: GameState): GameState {
  const base: GameState = { ...state, phase: 'night-zero', round: 0 };
  return {
    ...base,
    intro: { steps: introSteps(base), index: 0 },
    announcements: announce(
      base,
      { kind: 'game-started', players: state.players.length },
      { kind: 'night-fell', round: 0 },
    ),
  };
}
