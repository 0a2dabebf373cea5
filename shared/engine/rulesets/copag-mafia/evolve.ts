import { ANNOUNCEMENTS_KEPT, appendKept } from '../announcements.ts';
import { missionSum } from './mission-sum.ts';
import { missionNumbered } from './queries.ts';
import { turnOf } from './turn-of.ts';
import type {
  Announcement,
  CardFace,
  Character,
  GameEvent,
  GameSetup,
  GameState,
  Mission,
  MissionResult,
  Placed,
  PlayerState,
  Role,
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

/**
 * The list with one more item at its end, made at its length and written by index: pushes into an empty list
 * (like `mapped`) made room for seventeen items at the first push, 184 bytes for the card or two on a mission
 * (issue 14: bytes allocated per game), and a spread went through the iterator. A list made at its length is
 * "holey" to V8 from its first call on, optimized or not, so its kind never changes as the code warms up.
 */
function appended<T>(list: readonly T[], item: T): T[] {
  const out = new Array<T>(list.length + 1);
  for (let i = 0; i < list.length; i++) out[i] = list[i]!;
  out[list.length] = item;
  return out;
}

/** The seats without one, built by pushes like `mapped` (a filter's result, too, changed kind as it warmed up). */
function without(seats: readonly Seat[], seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (const s of seats) if (s !== seat) out.push(s);
  return out;
}

/** The seats with `a` and `b` exchanged, built by pushes like `mapped`. */
function swapped(seats: readonly Seat[], a: Seat, b: Seat): Seat[] {
  const out: Seat[] = [];
  for (const s of seats) out.push(s === a ? b : s === b ? a : s);
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

/**
 * The players with one field of one changed; the same list when he already is as asked (most placements: no
 * informant). One field by name, and the player written out (playerCopy), where a partial change spread over
 * the player went through V8's generic object clone at every trunk, informant and ability (issue 14).
 */
function withPlayer<K extends keyof PlayerState>(
  state: GameState,
  seat: Seat,
  key: K,
  value: PlayerState[K],
): PlayerState[] {
  const player = state.players[seat - 1];
  if (player === undefined || player.seat !== seat) return playersWith(state.players, seat, key, value);
  if (player[key] === value) return state.players;
  const players = state.players.slice();
  players[seat - 1] = playerWith(player, key, value);
  return players;
}

/**
 * The players with one field of the one at `seat` changed, found by his seat. Its own function, as the mappings
 * of foldOther: a function whose callback reads its variables makes a context object at every call, even where
 * the callback is not made (issue 14: bytes allocated per game).
 */
function playersWith<K extends keyof PlayerState>(
  players: PlayerState[],
  seat: Seat,
  key: K,
  value: PlayerState[K],
): PlayerState[] {
  return mapped(players, (p) => (p.seat === seat ? playerWith(p, key, value) : p));
}

/** The players with the characters assigned, by seat (see `playersWith` for why a function of its own). */
function withCharacters(players: PlayerState[], characters: readonly (Character | null)[]): PlayerState[] {
  return mapped(players, (p, i) => ({ ...p, character: characters[i] ?? null }));
}

/** The players with the objectives dealt, by seat (see `playersWith` for why a function of its own). */
function withRoles(players: PlayerState[], roles: readonly (Role | null)[]): PlayerState[] {
  return mapped(players, (p, i) => ({ ...p, role: roles[i] ?? null }));
}

/** A player's own copy with one field changed. */
function playerWith<K extends keyof PlayerState>(player: PlayerState, key: K, value: PlayerState[K]): PlayerState {
  const copy = playerCopy(player);
  copy[key] = value;
  return copy;
}

/** A player's own copy, written out field by field in the player's order (not spread: see `withPlayer`). */
function playerCopy(player: PlayerState): PlayerState {
  return {
    seat: player.seat,
    name: player.name,
    role: player.role,
    alive: player.alive,
    character: player.character,
    abilityUsed: player.abilityUsed,
    revealed: player.revealed,
    trunk: player.trunk,
    informant: player.informant,
  };
}

/**
 * The mission places with `mission` (one of them) replaced by `changed` (null: the place is empty). The caller
 * finds the mission and builds its change, where a function passed in to change it was a new closure at each
 * card placed, which V8 set up (CompileLazy) at its first and only call (issue 14: games per second).
 */
function withMission(state: GameState, mission: Mission, changed: Mission | null): (Mission | null)[] {
  const missions = state.missions.slice();
  for (let i = 0; i < missions.length; i++) if (missions[i] === mission) missions[i] = changed;
  return missions;
}

/**
 * A mission with its characters, cards placed and reveal as given, the rest as it was: written out field by field
 * (in the mission's order), where a spread of the mission went through V8's generic object clone (issue 14).
 */
function missionWith(mission: Mission, members: Seat[], placed: Placed[], revealed: Mission['revealed']): Mission {
  return { number: mission.number, card: mission.card, members, short: mission.short, placed, revealed };
}

/** The mission with one more card on it: a card is placed at a quarter of all steps (issue 14: games per second). */
function withPlaced(mission: Mission, placed: Placed): Mission {
  return missionWith(mission, mission.members, appended(mission.placed, placed), mission.revealed);
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
  return turn === null ? null : turnOf(turn.seat, stage, turn.enrico);
}

/**
 * A copy of the state for a fold to change before it returns it: evolve never changes its input, only this
 * fresh copy nobody holds yet. Written out field by field (`moved`): the `{ ...state, field }` spreads the rarer
 * events used went through V8's generic object clone, a thirtieth of a simulated game (issue 14: games per second).
 */
function copied(state: GameState): GameState {
  return moved(state, state.players, state.missions, state.round, state.turn, state.announcements);
}

/**
 * Takes a mission off the table into the history (rulebook: its characters rejoin the free ones): changes `next`,
 * the fold's fresh copy (`copied`), when the mission is on the table.
 */
function retire(
  next: GameState,
  mission: Mission | undefined,
  result: MissionResult,
  revealed: Mission['revealed'],
  shift: number,
  target: number,
): void {
  if (mission === undefined) return;
  next.missions = withMission(next, mission, null);
  next.history = appended(next.history, {
    number: mission.number,
    card: mission.card,
    members: mission.members,
    short: mission.short,
    result,
    cards: revealed === null ? null : revealed.cards,
    sum: revealed === null ? null : revealed.sum,
    shift,
    target,
  });
}

/** Play begins once the objectives are out: the two mission places wait for their cards. */
function started(state: GameState): GameState {
  const next = copied(state);
  next.phase = 'play';
  next.dealt = true;
  next.announcements = announce(state, { kind: 'game-started', players: state.players.length });
  return next;
}

/** The round once `seat`'s turn begins: one more at the first turn of all and at each turn of the first player. */
function roundOfTurn(state: GameState, seat: Seat): number {
  return state.turn === null || seat === state.options.first ? state.round + 1 : state.round;
}

/** The turn `seat` begins: at the trunk check when he is in the trunk, else at his action. */
function turnBegun(state: GameState, seat: Seat): Turn {
  return turnOf(seat, state.players[seat - 1]?.trunk ? 'trunk' : 'action', false);
}

/**
 * Folds one event into a state the same command's emitter made (EmitterRules.evolveMade), writing into that state,
 * which nothing else holds (Copag's decide reads its emitter's state only in settle and endMission, and keeps it
 * past no emit): the turn begun after nearly every action, and a card's effects, a mission's end and the game's,
 * which follow another event of their command. A card used or placed and a pass come first in their command, and
 * are folded by `evolve`.
 */
export function evolveMade(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'turn-began': {
      const round = roundOfTurn(state, event.seat);
      state.turn = turnBegun(state, event.seat);
      state.round = round;
      return state;
    }
    case 'card-placed':
    case 'turn-passed':
    case 'card-used':
      return evolve(state, event);
    default:
      return foldOther(state, event, state);
  }
}

/** Folds one event into the state. Pure: returns a new state and never mutates its input. */
export function evolve(state: GameState, event: GameEvent): GameState {
  // The four events of most steps are folded here; the others in foldOther. One function for all was
  // large enough that compiling it again (whenever a rarer event first came) cost a simulated run's first
  // seconds more than the folds themselves (issue 14: games per second).
  switch (event.type) {
    case 'turn-began':
      return moved(
        state,
        state.players,
        state.missions,
        roundOfTurn(state, event.seat),
        turnBegun(state, event.seat),
        state.announcements,
      );
    case 'card-placed': {
      const mission = missionNumbered(state, event.mission);
      return moved(
        state,
        // Rulebook, INFORMANTE: the card stays in front of him until he places a card. Most placements
        // have none: the players stay as they are, asked before any change is written (issue 14).
        state.players[event.seat - 1]?.informant === false
          ? state.players
          : withPlayer(state, event.seat, 'informant', false),
        // A face up card is the event's own face, shared with the announcement (see mission-revealed in foldOther).
        mission === undefined
          ? state.missions
          : withMission(state, mission, withPlaced(mission, { by: event.seat, open: event.open ?? null })),
        state.round,
        atStage(state.turn, 'done'),
        announce(state, {
          kind: 'card-placed',
          mission: event.mission,
          seat: event.seat,
          open: event.open ?? null,
        }),
      );
    }
    case 'turn-passed':
      return moved(state, state.players, state.missions, state.round, atStage(state.turn, 'done'), state.announcements);
    case 'card-used': {
      // The event's own list of seats, not a copy: an event is never changed once decided (the log only grows),
      // and the state already keeps other parts of events as they are (a game's outcome). A card is used at 4 in
      // 10 steps (issue 14: bytes allocated per game).
      const targets = event.targets.seats;
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

/**
 * Folds any event but the four most common (see evolve). Each case changes `next` and returns it: a fresh copy
 * (`copied`), never the state it was given, except from evolveMade, which passes a state the same command made as
 * both. So each case reads a field of `state` before it writes that field of `next`, never after.
 */
function foldOther(state: GameState, event: GameEvent, next: GameState = copied(state)): GameState {
  switch (event.type) {
    case 'game-created':
      return initialState(event.setup);
    case 'characters-assigned':
      next.players = withCharacters(state.players, event.characters);
      return next;
    case 'objectives-dealt':
      next.players = withRoles(state.players, event.roles);
      return started(next);
    case 'cards-dealt':
      return started(state);
    case 'mission-opened': {
      const mission: Mission = {
        number: event.mission,
        // The event's own card and list of seats, as a card used's (see evolve): a mission's members are never
        // changed in place, only replaced (appended, without, swapped), and its card never.
        card: event.card,
        members: event.members,
        short: event.members.length < event.card.recruits,
        // Rulebook "Missões em andamento": the deck's first card goes on every new mission, face down.
        placed: [{ by: null, open: null }],
        revealed: null,
      };
      // Written with a loop, not a map with a function made at every mission opened (see `withMission`).
      const missions = state.missions.slice();
      for (let i = 0; i < missions.length; i++) if (i === event.slot) missions[i] = mission;
      next.missions = missions;
      next.opened = Math.max(state.opened, event.mission);
      next.announcements = announce(state, {
        kind: 'mission-opened',
        mission: event.mission,
        name: event.card.name,
        members: event.members,
        short: mission.short,
      });
      return next;
    }
    case 'enrico-draws-three':
      if (state.turn === null) return state;
      next.turn = turnOf(state.turn.seat, state.turn.stage, true);
      return next;
    case 'placement-blocked':
      next.turn = atStage(state.turn, 'done');
      next.announcements = announce(state, {
        kind: 'placement-blocked',
        mission: event.mission,
        seat: event.seat,
        by: event.by,
      });
      return next;
    case 'turn-lost':
      next.turn = atStage(state.turn, 'done');
      next.announcements = announce(state, { kind: 'turn-lost', seat: event.seat });
      return next;
    case 'ability-used':
      next.players = withPlayer(state, event.seat, 'abilityUsed', true);
      // Tony freeing himself at the start of his turn: the play goes on (the trunk's removal follows).
      if (event.character === 'tony' && state.turn?.stage === 'trunk') next.turn = atStage(state.turn, 'action');
      next.announcements = announce(state, {
        kind: 'ability-used',
        seat: event.seat,
        character: event.character,
        target: event.target,
      });
      return next;
    case 'mission-aborted': {
      // An aborted mission's cards are discarded unseen: no cards and no sum in its record.
      const mission = missionNumbered(state, event.mission);
      retire(next, mission, 'aborted', null, 0, mission?.card.value ?? 0);
      next.announcements = announce(state, { kind: 'mission-aborted', mission: event.mission, by: event.by });
      return next;
    }
    case 'character-dismissed': {
      const m = missionNumbered(state, event.mission);
      if (m)
        next.missions = withMission(state, m, missionWith(m, without(m.members, event.seat), m.placed, m.revealed));
      return next;
    }
    case 'character-added': {
      const m = missionNumbered(state, event.mission);
      if (m)
        next.missions = withMission(state, m, missionWith(m, appended(m.members, event.seat), m.placed, m.revealed));
      return next;
    }
    case 'characters-swapped': {
      const [a, b] = event.seats;
      const missions = state.missions.slice();
      for (let i = 0; i < missions.length; i++) {
        const m = missions[i];
        if (m) missions[i] = missionWith(m, swapped(m.members, a, b), m.placed, m.revealed);
      }
      next.missions = missions;
      return next;
    }
    case 'trunk-placed':
      next.players = withPlayer(state, event.seat, 'trunk', true);
      return next;
    case 'trunk-removed':
      next.players = withPlayer(state, event.seat, 'trunk', false);
      return next;
    case 'informant-placed':
      next.players = withPlayer(state, event.seat, 'informant', true);
      return next;
    case 'omerta-began':
      next.omerta = { by: event.by };
      next.announcements = announce(state, { kind: 'omerta-began', seat: event.by });
      return next;
    case 'omerta-ended':
      next.omerta = null;
      next.announcements = announce(state, { kind: 'omerta-ended' });
      return next;
    case 'omerta-broken':
      next.omerta = null;
      next.announcements = announce(state, { kind: 'omerta-broken', seat: event.seat });
      return next;
    case 'objective-seen':
      next.seen = appended(state.seen, { viewer: event.viewer, target: event.target });
      return next;
    case 'police-revealed':
      next.players = withPlayer(state, event.seat, 'revealed', true);
      next.announcements = announce(state, { kind: 'police-revealed', seat: event.seat });
      return next;
    case 'mission-revealed': {
      const m = missionNumbered(state, event.mission);
      if (m === undefined) return next;
      // Every card counts: those an informant made face up, and the face-down ones as turned. Written by loops
      // into a list made at its length (flatMap and spreads were most of this fold's time, and pushes into an
      // empty list made room for seventeen: issue 14), the faces themselves shared with the events that brought
      // them, as a card used's seats (an event is never changed once decided, and a face never changes).
      let open = 0;
      for (const placed of m.placed) if (placed.open) open++;
      const cards = new Array<CardFace>(open + event.cards.length);
      let at = 0;
      for (const placed of m.placed) if (placed.open) cards[at++] = placed.open;
      for (const card of event.cards) cards[at++] = card;
      const revealed = { cards, sum: missionSum(cards, m.card.colour) };
      next.missions = withMission(state, m, missionWith(m, m.members, m.placed, revealed));
      return next;
    }
    case 'mission-ended': {
      const mission = missionNumbered(state, event.mission);
      // A mission ends once revealed; one not revealed would count no cards and a sum of 0.
      retire(next, mission, event.result, mission?.revealed ?? { cards: [], sum: 0 }, event.shift, event.target);
      next.successes = state.successes + (event.result === 'success' ? 1 : 0);
      next.sabotages = state.sabotages + (event.result === 'sabotage' ? 1 : 0);
      next.announcements = announce(state, {
        kind: event.result === 'success' ? 'mission-succeeded' : 'mission-sabotaged',
        mission: event.mission,
        sum: next.history.at(-1)?.sum ?? 0,
        target: event.target,
      });
      return next;
    }
    case 'game-ended':
      next.phase = 'ended';
      next.turn = null;
      next.omerta = null;
      next.outcome = event.outcome;
      next.announcements = announce(state, { kind: 'game-over', winner: event.outcome.winner });
      return next;
    case 'turn-began':
    case 'card-placed':
    case 'turn-passed':
    case 'card-used':
      return evolve(state, event);
  }
}
