import { ANNOUNCEMENTS_KEPT, appendKept } from '../announcements.ts';
import { missionSum } from './mission-sum.ts';
import type {
  Announcement,
  CardFace,
  GameEvent,
  GameSetup,
  GameState,
  Mission,
  MissionRecord,
  PlayerState,
  Seat,
  Turn,
} from './types.ts';

/**
 * A list mapped item by item into a new list built by pushes. Array.prototype.map's result is a "holey" array
 * once V8 optimizes the call and a packed one before, so the state's lists changed their hidden class as
 * the code warmed up, and every query compiled for one kind was thrown away at the other: a simulated run
 * spent its first seconds compiling again (issue 14). Pushes always make the same kind.
 */
function mapped<T, U>(list: readonly T[], change: (item: T, index: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < list.length; i++) out.push(change(list[i]!, i));
  return out;
}

/** The seats without one, built by pushes like `mapped` (a filter's result, too, changed kind as it warmed up). */
function without(seats: readonly Seat[], seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (const s of seats) if (s !== seat) out.push(s);
  return out;
}

/** The state a game-created event starts from: the setup, nothing dealt, both mission places empty. */
export function initialState(setup: GameSetup): GameState {
  return {
    rulesetId: setup.rulesetId,
    options: { ...setup.options },
    players: mapped(setup.players, (name, i): PlayerState => ({
      seat: i + 1,
      name,
      role: null,
      alive: true,
      character: null,
      abilityUsed: false,
      revealed: false,
      trunk: false,
      informant: false,
    })),
    phase: 'setup',
    round: 0,
    dealt: false,
    missions: [null, null],
    opened: 0,
    history: [],
    successes: 0,
    sabotages: 0,
    turn: null,
    omerta: null,
    seen: [],
    announcements: [],
    outcome: null,
  };
}

/** The announcements with one more, the latest ANNOUNCEMENTS_KEPT kept: the room sees 12, the log keeps them all. */
function announce(state: GameState, announcement: Announcement): Announcement[] {
  return appendKept(state.announcements, ANNOUNCEMENTS_KEPT, announcement);
}

/** The players with one changed; the same list when he already is as asked (most placements: no informant). */
function withPlayer(state: GameState, seat: Seat, change: Partial<PlayerState>): PlayerState[] {
  const player = state.players[seat - 1];
  if (player === undefined || player.seat !== seat)
    return mapped(state.players, (p) => (p.seat === seat ? { ...p, ...change } : p));
  let same = true;
  for (const key in change) if (player[key as keyof PlayerState] !== change[key as keyof PlayerState]) same = false;
  if (same) return state.players;
  const players = state.players.slice();
  players[seat - 1] = { ...player, ...change };
  return players;
}

/** The mission places with one mission changed (a loop, not a map: this runs at every card placed). */
function withMission(state: GameState, number: number, change: (m: Mission) => Mission): (Mission | null)[] {
  const missions = state.missions.slice();
  for (let i = 0; i < missions.length; i++) {
    const mission = missions[i];
    if (mission && mission.number === number) missions[i] = change(mission);
  }
  return missions;
}

/**
 * The state with its players, missions, round, turn and announcements as given, the rest as it was: written
 * out field by field (the fields in the state's order), the copy the fold makes at most events, where a
 * spread with changes cost more (issue 14: games per second).
 */
function moved(
  state: GameState,
  players: PlayerState[],
  missions: (Mission | null)[],
  round: number,
  turn: Turn | null,
  announcements: Announcement[],
): GameState {
  return {
    rulesetId: state.rulesetId,
    options: state.options,
    players,
    phase: state.phase,
    round,
    dealt: state.dealt,
    missions,
    opened: state.opened,
    history: state.history,
    successes: state.successes,
    sabotages: state.sabotages,
    turn,
    omerta: state.omerta,
    seen: state.seen,
    announcements,
    outcome: state.outcome,
  };
}

/** The turn at another stage (its seat and Enrico's draw kept), or null without a turn. */
function atStage(turn: Turn | null, stage: Turn['stage']): Turn | null {
  return turn === null ? null : { seat: turn.seat, stage, enrico: turn.enrico };
}

/** Takes a mission off the table into the history (rulebook: its characters rejoin the free ones). */
function retire(state: GameState, number: number, record: (m: Mission) => MissionRecord): GameState {
  const mission = state.missions.find((m) => m?.number === number);
  if (!mission) return state;
  return {
    ...state,
    missions: mapped(state.missions, (m) => (m === mission ? null : m)),
    history: [...state.history, record(mission)],
  };
}

/** Play begins once the objectives are out: the two mission places wait for their cards. */
function started(state: GameState): GameState {
  return {
    ...state,
    phase: 'play',
    dealt: true,
    announcements: announce(state, { kind: 'game-started', players: state.players.length }),
  };
}

/** Folds one event into the state. Pure: returns a new state and never mutates its input. */
export function evolve(state: GameState, event: GameEvent): GameState {
  // The four events of most steps are folded here; the others in foldOther. One function for all was
  // large enough that compiling it again (whenever a rarer event first came) cost a simulated run's first
  // seconds more than the folds themselves (issue 14: games per second).
  switch (event.type) {
    case 'turn-began': {
      const player = state.players[event.seat - 1];
      const round = state.turn === null || event.seat === state.options.first ? state.round + 1 : state.round;
      const turn: Turn = { seat: event.seat, stage: player?.trunk ? 'trunk' : 'action', enrico: false };
      return moved(state, state.players, state.missions, round, turn, state.announcements);
    }
    case 'card-placed':
      return moved(
        state,
        // Rulebook, INFORMANTE: the card stays in front of him until he places a card. Most placements
        // have none: the players stay as they are, asked before any change is written (issue 14).
        state.players[event.seat - 1]?.informant === false
          ? state.players
          : withPlayer(state, event.seat, { informant: false }),
        withMission(state, event.mission, (m) => ({
          ...m,
          placed: [...m.placed, { by: event.seat, open: event.open ? { ...event.open } : null }],
        })),
        state.round,
        atStage(state.turn, 'done'),
        announce(state, {
          kind: 'card-placed',
          mission: event.mission,
          seat: event.seat,
          open: event.open ? { ...event.open } : null,
        }),
      );
    case 'turn-passed':
      return moved(state, state.players, state.missions, state.round, atStage(state.turn, 'done'), state.announcements);
    case 'card-used': {
      const targets = event.targets.seats.slice();
      // A card is the turn's action, except a Pé-de-cabra on oneself at the start of one's turn: the play goes on.
      const freesSelf = event.card === 'pe-de-cabra' && state.turn?.stage === 'trunk';
      return moved(
        state,
        state.players,
        state.missions,
        state.round,
        atStage(state.turn, freesSelf ? 'action' : 'done'),
        announce(state, { kind: 'card-used', seat: event.seat, card: event.card, targets }),
      );
    }
    default:
      return foldOther(state, event);
  }
}

/** Folds any event but the four most common (see evolve). */
function foldOther(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'game-created':
      return initialState(event.setup);
    case 'characters-assigned':
      return { ...state, players: mapped(state.players, (p, i) => ({ ...p, character: event.characters[i] ?? null })) };
    case 'objectives-dealt':
      return started({ ...state, players: mapped(state.players, (p, i) => ({ ...p, role: event.roles[i] ?? null })) });
    case 'cards-dealt':
      return started(state);
    case 'mission-opened': {
      const mission: Mission = {
        number: event.mission,
        card: { ...event.card },
        members: [...event.members],
        short: event.members.length < event.card.recruits,
        // Rulebook "Missões em andamento": the deck's first card goes on every new mission, face down.
        placed: [{ by: null, open: null }],
        revealed: null,
      };
      return {
        ...state,
        missions: mapped(state.missions, (m, i) => (i === event.slot ? mission : m)),
        opened: Math.max(state.opened, event.mission),
        announcements: announce(state, {
          kind: 'mission-opened',
          mission: event.mission,
          name: event.card.name,
          members: [...event.members],
          short: mission.short,
        }),
      };
    }
    case 'enrico-draws-three':
      return state.turn ? { ...state, turn: { ...state.turn, enrico: true } } : state;
    case 'placement-blocked':
      return {
        ...state,
        turn: state.turn ? { ...state.turn, stage: 'done' } : null,
        announcements: announce(state, {
          kind: 'placement-blocked',
          mission: event.mission,
          seat: event.seat,
          by: event.by,
        }),
      };
    case 'turn-lost':
      return {
        ...state,
        turn: state.turn ? { ...state.turn, stage: 'done' } : null,
        announcements: announce(state, { kind: 'turn-lost', seat: event.seat }),
      };
    case 'ability-used': {
      // Tony freeing himself at the start of his turn: the play goes on (the trunk's removal follows).
      const turn =
        state.turn && event.character === 'tony' && state.turn.stage === 'trunk'
          ? { ...state.turn, stage: 'action' as const }
          : state.turn;
      return {
        ...state,
        players: withPlayer(state, event.seat, { abilityUsed: true }),
        turn,
        announcements: announce(state, {
          kind: 'ability-used',
          seat: event.seat,
          character: event.character,
          target: event.target,
        }),
      };
    }
    case 'mission-aborted':
      return {
        ...retire(state, event.mission, (m) => ({
          number: m.number,
          card: m.card,
          members: m.members,
          short: m.short,
          result: 'aborted',
          cards: null,
          sum: null,
          shift: 0,
          target: m.card.value,
        })),
        announcements: announce(state, { kind: 'mission-aborted', mission: event.mission, by: event.by }),
      };
    case 'character-dismissed':
      return {
        ...state,
        missions: withMission(state, event.mission, (m) => ({
          ...m,
          members: without(m.members, event.seat),
        })),
      };
    case 'character-added':
      return {
        ...state,
        missions: withMission(state, event.mission, (m) => ({ ...m, members: [...m.members, event.seat] })),
      };
    case 'characters-swapped': {
      const [a, b] = event.seats;
      const swap = (s: Seat): Seat => (s === a ? b : s === b ? a : s);
      return {
        ...state,
        missions: mapped(state.missions, (m) => (m ? { ...m, members: mapped(m.members, swap) } : m)),
      };
    }
    case 'trunk-placed':
      return { ...state, players: withPlayer(state, event.seat, { trunk: true }) };
    case 'trunk-removed':
      return { ...state, players: withPlayer(state, event.seat, { trunk: false }) };
    case 'informant-placed':
      return { ...state, players: withPlayer(state, event.seat, { informant: true }) };
    case 'omerta-began':
      return {
        ...state,
        omerta: { by: event.by },
        announcements: announce(state, { kind: 'omerta-began', seat: event.by }),
      };
    case 'omerta-ended':
      return { ...state, omerta: null, announcements: announce(state, { kind: 'omerta-ended' }) };
    case 'omerta-broken':
      return { ...state, omerta: null, announcements: announce(state, { kind: 'omerta-broken', seat: event.seat }) };
    case 'objective-seen':
      return { ...state, seen: [...state.seen, { viewer: event.viewer, target: event.target }] };
    case 'police-revealed':
      return {
        ...state,
        players: withPlayer(state, event.seat, { revealed: true }),
        announcements: announce(state, { kind: 'police-revealed', seat: event.seat }),
      };
    case 'mission-revealed':
      return {
        ...state,
        missions: withMission(state, event.mission, (m) => {
          // Every card counts: those an informant made face up, and the face-down ones as turned. Pushed
          // one by one: flatMap and spreads were most of this fold's time (issue 14: games per second).
          const cards: CardFace[] = [];
          for (const placed of m.placed) if (placed.open) cards.push({ ...placed.open });
          for (const card of event.cards) cards.push({ ...card });
          return { ...m, revealed: { cards, sum: missionSum(cards, m.card.colour) } };
        }),
      };
    case 'mission-ended': {
      const after = retire(state, event.mission, (m) => ({
        number: m.number,
        card: m.card,
        members: m.members,
        short: m.short,
        result: event.result,
        cards: m.revealed?.cards ?? [],
        sum: m.revealed?.sum ?? 0,
        shift: event.shift,
        target: event.target,
      }));
      const sum = after.history.at(-1)?.sum ?? 0;
      return {
        ...after,
        successes: state.successes + (event.result === 'success' ? 1 : 0),
        sabotages: state.sabotages + (event.result === 'sabotage' ? 1 : 0),
        announcements: announce(state, {
          kind: event.result === 'success' ? 'mission-succeeded' : 'mission-sabotaged',
          mission: event.mission,
          sum,
          target: event.target,
        }),
      };
    }
    case 'game-ended':
      return {
        ...state,
        phase: 'ended',
        turn: null,
        omerta: null,
        outcome: event.outcome,
        announcements: announce(state, { kind: 'game-over', winner: event.outcome.winner }),
      };
    case 'turn-began':
    case 'card-placed':
    case 'turn-passed':
    case 'card-used':
      return evolve(state, event);
  }
}
