import { voteBar } from './ballot.ts';
import { roleCounts } from './setup.ts';
import type { GameState, PlayerState, Role, Seat, Team } from './types.ts';

/** Whether a value is a seat of this table (an integer 1..N). Safe for any input. */
export function isSeat(state: GameState, seat: unknown): seat is Seat {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 1 && seat <= state.players.length;
}

/** The player at a seat, if the seat exists. */
export function playerAt(state: GameState, seat: Seat): PlayerState | undefined {
  return state.players[seat - 1];
}

/** Whether a value is the seat of a living player. */
export function isLiving(state: GameState, seat: unknown): seat is Seat {
  return isSeat(state, seat) && playerAt(state, seat)?.alive === true;
}

/** Seats of the living players, in seat order. */
export function livingSeats(state: GameState): Seat[] {
  return state.players.filter((p) => p.alive).map((p) => p.seat);
}

/** Seats holding a role (living or dead), in seat order. */
export function seatsWithRole(state: GameState, role: Role): Seat[] {
  return state.players.filter((p) => p.role === role).map((p) => p.seat);
}

/** Seats of the living mafiosi, in seat order. */
export function livingMafia(state: GameState): Seat[] {
  return state.players.filter((p) => p.alive && p.role === 'mafioso').map((p) => p.seat);
}

/** The angel's seat, or null while it is not known (physical dealing, before he is recorded). */
export function angelSeat(state: GameState): Seat | null {
  return seatsWithRole(state, 'angel')[0] ?? null;
}

/** The camp a role belongs to (rulebook: the angel is one of the villagers). */
export function teamOf(role: Role): Team {
  return role === 'mafioso' ? 'mafia' : 'villagers';
}

/** Whether every seat's role is known: always after the station's deal; with physical dealing, once recorded. */
export function rolesKnown(state: GameState): boolean {
  return state.players.every((p) => p.role !== null);
}

/** How many more of each role can still be recorded (physical dealing): the setup's count less those recorded. */
export function rolesLeft(state: GameState): Record<Role, number> {
  const counts = roleCounts(state.players.length, state.options);
  for (const p of state.players) if (p.role !== null) counts[p.role]--;
  return counts;
}

/** Seats whose role is not yet recorded, in seat order. */
export function unrecordedSeats(state: GameState): Seat[] {
  return state.players.filter((p) => p.role === null).map((p) => p.seat);
}

/** RULES.md §2: an acquitted player cannot be accused again that day. The living players who can be accused now. */
export function accusableSeats(state: GameState): Seat[] {
  return livingSeats(state).filter((s) => !state.acquitted.includes(s));
}

/**
 * The players entitled to vote: every living player, the accused too (RULES.md §2), less those with the
 * 4-remark penalty this round (discipline option; RULES.md §4: no vote next round).
 */
export function entitledVoters(state: GameState): Seat[] {
  return state.players.filter((p) => voteBar(state, p.seat) === null).map((p) => p.seat);
}

/** The living players who may accuse: all of them, less those with the 4-remark penalty (discipline option). */
export function possibleAccusers(state: GameState): Seat[] {
  return entitledVoters(state);
}

/**
 * RULES.md §2 (rulebook: « un vote à main levée entre tous les participants. Si une majorité des
 * joueurs votent coupable »): every living player votes, the accused too, and a majority is more than
 * half of the living players, counted on all of them (not on the hands cast). With the discipline
 * option, those with the 4-remark penalty do not vote and are not counted.
 */
export function votesNeeded(state: GameState): number {
  return Math.floor(entitledVoters(state).length / 2) + 1;
}

/** Whether anyone may accuse now: an accusable player and a possible accuser other than him. */
export function accusationPossible(state: GameState): boolean {
  const accusers = possibleAccusers(state);
  return accusableSeats(state).some((accused) => accusers.some((s) => s !== accused));
}

/**
 * RULES.md §2 end: the game ends when one camp is entirely eliminated (the angel is a villager).
 * Null while both camps live, or while the roles are not all known.
 */
export function winnerOf(state: GameState): Team | null {
  if (!rolesKnown(state)) return null;
  const teams = state.players.filter((p) => p.alive && p.role !== null).map((p) => teamOf(p.role as Role));
  if (!teams.includes('mafia')) return 'villagers';
  if (!teams.includes('villagers')) return 'mafia';
  return null;
}
