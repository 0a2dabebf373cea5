/** Questions about a copag-mafia state, shared by decide, the prompts, the views and the simulator. */
import { nameKey } from '../../names.ts';
import { MISSIONS_TO_WIN } from './setup.ts';
import type { Character, GameState, Mission, MissionCard, PlayerState, Seat, Team } from './types.ts';

/** Whether a value is a seat of this table. */
export function isSeat(state: GameState, value: unknown): value is Seat {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= state.players.length;
}

/**
 * Whether a short list of names holds a value (a turn's stages, the cards, the characters): a loop the compiler
 * inlines where it is asked, where Array.prototype.includes was a builtin call each time, and these questions
 * are asked at every step (issue 14: games per second). Names only: seats have `isMember`, so that each
 * comparison here is always of strings and stays a quick one.
 */
export function holds(list: readonly string[], value: unknown): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === value) return true;
  return false;
}

/** Whether a seat's character is on a mission (a loop, as `holds`, of seats only). */
export function isMember(mission: Mission, seat: Seat): boolean {
  const members = mission.members;
  for (let i = 0; i < members.length; i++) if (members[i] === seat) return true;
  return false;
}

/** The player at a seat. */
export function playerAt(state: GameState, seat: Seat): PlayerState | undefined {
  return state.players[seat - 1];
}

/** The missions on the table, in place order. */
export function openMissions(state: GameState): Mission[] {
  return state.missions.filter((m): m is Mission => m !== null);
}

/**
 * The open mission whose card has this name, with its place, or null: a card is on the table once, so the same
 * card entered for the other place is the operator's slip (tryout9; RULES.md §5 "Missions").
 */
export function openMissionNamed(state: GameState, name: string): { card: MissionCard; slot: number } | null {
  // Compared as two players' names are (case, width and invisibles aside): «invasão» is «Invasão».
  const key = missionKey(name);
  for (let slot = 0; slot < state.missions.length; slot++) {
    const mission = state.missions[slot];
    if (mission != null && missionKey(mission.card.name) === key) return { card: mission.card, slot };
  }
  return null;
}

/*
 * The names' compared forms already made: a table opens the same few mission cards again and again, and each
 * opening folds three names (0.24 µs each: two Unicode normalisations and two case maps), ≈ 7 µs of a simulated
 * game's ≈ 95 (issue 14: games per second). The form depends on the text alone; the memory is bounded.
 */
const missionKeys = new Map<string, string>();

/** A mission name's compared form (`nameKey`), remembered. */
function missionKey(name: string): string {
  let key = missionKeys.get(name);
  if (key === undefined) {
    key = nameKey(name);
    if (missionKeys.size >= 256) missionKeys.clear();
    missionKeys.set(name, key);
  }
  return key;
}

/*
 * The questions below are asked at every step of every game, so they loop over the two places and the
 * players with no callback and no copy (issue 14: games per second).
 */

/** The open mission with this number. */
export function missionNumbered(state: GameState, number: unknown): Mission | undefined {
  for (const mission of state.missions) if (mission !== null && mission.number === number) return mission;
  return undefined;
}

/** The open mission a seat's character is allocated to, or undefined when he is free. */
export function missionOf(state: GameState, seat: Seat): Mission | undefined {
  for (const mission of state.missions) if (mission !== null && isMember(mission, seat)) return mission;
  return undefined;
}

/**
 * The characters on no mission, by seat (rulebook: "permanecem separados"). Counted, then written into a list made
 * at that length: pushes into an empty list made room for seventeen seats (issue 14: bytes allocated per game).
 */
export function freeSeats(state: GameState): Seat[] {
  const busy = busySeats(state);
  let count = 0;
  for (const player of state.players) if (isFree(state, busy, player.seat)) count++;
  const free = new Array<Seat>(count);
  let next = 0;
  for (const player of state.players) if (isFree(state, busy, player.seat)) free[next++] = player.seat;
  return free;
}

/**
 * The free seat at the place of freeSeats' list that `choose` gives for its length, without making the list; undefined
 * when none is free (`choose` is then not asked). The simulator draws one at most turns, so the seats on a mission
 * are read once for the count and the choice.
 */
export function chosenFreeSeat(state: GameState, choose: (count: number) => number): Seat | undefined {
  const busy = busySeats(state);
  let count = 0;
  for (const player of state.players) if (isFree(state, busy, player.seat)) count++;
  if (count === 0) return undefined;
  let left = choose(count);
  for (const player of state.players) if (isFree(state, busy, player.seat) && left-- === 0) return player.seat;
  return undefined;
}

/**
 * The seats on a mission, one bit each (1 << seat), or -1 at a table too large for bits (never at most
 * MAX_PLAYERS): asked once, then read per seat, where each seat's question went through both missions' lists.
 */
function busySeats(state: GameState): number {
  if (state.players.length > 30) return -1;
  let busy = 0;
  for (const mission of state.missions) if (mission !== null) for (const seat of mission.members) busy |= 1 << seat;
  return busy;
}

function isFree(state: GameState, busy: number, seat: Seat): boolean {
  return busy >= 0 ? (busy & (1 << seat)) === 0 : missionOf(state, seat) === undefined;
}

/**
 * How many characters a mission opened now recruits from the free ones (freeSeats): its number, or all of them when
 * fewer ("desfalcada").
 */
export function recruitCount(free: readonly Seat[], recruits: number): number {
  return Math.min(recruits, free.length);
}

/** The seat playing a character, or null when nobody has it. */
export function seatOf(state: GameState, character: Character): Seat | null {
  for (const player of state.players) if (player.character === character) return player.seat;
  return null;
}

/** The seat whose character's ability can still be used: abilities on, the character in play, not yet turned. */
export function abilityReady(state: GameState, character: Character): Seat | null {
  if (!state.options.abilities) return null;
  for (const player of state.players)
    if (player.character === character) return player.abilityUsed ? null : player.seat;
  return null;
}

/** The seat `steps` places from `seat` around the table (negative: the other way). */
export function seatAround(state: GameState, seat: Seat, steps: number): Seat {
  const n = state.players.length;
  // A step or two round the table (the next turn, a gun's reach) goes past an end at most once: one wrap, where
  // the two remainders cost an integer division each, at every turn (issue 14: games per second).
  const plain = seat + steps;
  if (steps >= -n && steps <= n) return plain > n ? plain - n : plain < 1 ? plain + n : plain;
  return ((((seat - 1 + steps) % n) + n) % n) + 1;
}

/** The other players exactly `distance` seats away in either direction (Beretta: 1, Remington: 2). */
export function seatsAtDistance(state: GameState, seat: Seat, distance: number): Seat[] {
  const a = seatAround(state, seat, distance);
  const b = seatAround(state, seat, -distance);
  const seats: Seat[] = [];
  for (const s of a <= b ? [a, b] : [b, a]) if (s !== seat && s !== seats[0]) seats.push(s);
  return seats;
}

/** Whether `target` is one of the other players exactly `distance` seats away (seatsAtDistance), without the list. */
export function inReach(state: GameState, seat: Seat, distance: number, target: Seat): boolean {
  return (
    target !== seat && (target === seatAround(state, seat, distance) || target === seatAround(state, seat, -distance))
  );
}

/** Tommy Gun: the player beside `seat` in that direction and the next one (never the shooter himself). */
export function tommyGunTargets(state: GameState, seat: Seat, direction: 'next' | 'previous'): Seat[] {
  const step = direction === 'next' ? 1 : -1;
  const first = seatAround(state, seat, step);
  const second = seatAround(state, seat, 2 * step);
  const seats: Seat[] = [];
  for (const s of [first, second]) if (s !== seat && s !== seats[0]) seats.push(s);
  return seats;
}

/** The missions that ended in a success or a sabotage (aborted ones do not count). */
export function missionsEnded(state: GameState): number {
  return state.successes + state.sabotages;
}

/** The open mission whose cards are all placed and must be turned now, if any. */
export function missionToReveal(state: GameState): Mission | undefined {
  for (const m of state.missions) if (m !== null && m.revealed === null && m.placed.length >= m.card.cards) return m;
  return undefined;
}

/** The revealed mission waiting for Vincenzo's choice, if any. */
export function missionRevealed(state: GameState): Mission | undefined {
  for (const m of state.missions) if (m !== null && m.revealed !== null) return m;
  return undefined;
}

/** The first empty mission place, or null (rulebook: two missions are always open). */
export function emptySlot(state: GameState): number | null {
  const missions = state.missions;
  for (let slot = 0; slot < missions.length; slot++) if (missions[slot] === null) return slot;
  return null;
}

/** What must happen before play goes on: turn a full mission's cards, Vincenzo's choice, or a mission to open. */
export type Pending =
  { kind: 'reveal'; mission: Mission } | { kind: 'vincenzo'; mission: Mission } | { kind: 'open'; slot: number } | null;

/** The step the game waits for before any turn goes on (in this order), or null. */
export function pendingOf(state: GameState): Pending {
  // The policy, turnFor and decide ask this of the same state in a row: the last answer is kept (states are
  // never mutated, so the same object has the same answer; matched by identity, only the last is kept).
  if (state === lastPendingState) return lastPending;
  const pending = pendingNow(state);
  lastPendingState = state;
  lastPending = pending;
  return pending;
}

/** Whether something is pending (pendingOf is not null), without making the answer: settle asks it after every step. */
export function isWaiting(state: GameState): boolean {
  if (state.phase !== 'play') return false;
  // An empty place, a mission waiting for Vincenzo, or a full one to turn.
  for (const m of state.missions) if (m === null || m.revealed !== null || m.placed.length >= m.card.cards) return true;
  return false;
}

let lastPendingState: GameState | null = null;
let lastPending: Pending = null;

function pendingNow(state: GameState): Pending {
  if (state.phase !== 'play') return null;
  const revealed = missionRevealed(state);
  if (revealed) return { kind: 'vincenzo', mission: revealed };
  const full = missionToReveal(state);
  if (full) return { kind: 'reveal', mission: full };
  const slot = emptySlot(state);
  return slot === null ? null : { kind: 'open', slot };
}

/** The seat after `seat` in the order of play (ascending seats, round the table). */
export function nextSeat(state: GameState, seat: Seat): Seat {
  return seatAround(state, seat, 1);
}

/** The cards the turn's player draws: 1; a revealed police officer 2 (keeps 1); Enrico's ability 3 (rulebook). */
export function drawCount(state: GameState): { draw: number; keep: number } {
  const turn = state.turn;
  if (!turn) return { draw: 0, keep: 0 };
  if (turn.enrico) return { draw: 3, keep: 3 };
  return playerAt(state, turn.seat)?.revealed ? { draw: 2, keep: 1 } : { draw: 1, keep: 1 };
}

/** The side that has reached its 4 missions, or null. */
export function winnerOf(state: GameState): Team | null {
  if (state.successes >= MISSIONS_TO_WIN) return 'mafia';
  if (state.sabotages >= MISSIONS_TO_WIN) return 'police';
  return null;
}

/** The side of an objective. */
export function teamOf(role: 'mafioso' | 'police'): Team {
  return role === 'mafioso' ? 'mafia' : 'police';
}
