import { voteBar } from './ballot.ts';
import type { GameState, Outcome, PlayerState, Role, Seat, Team, ThresholdRule } from './types.ts';

/** Whether a value is a seat of this table (an integer 1..N). */
export function isSeat(state: GameState, seat: unknown): seat is Seat {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 1 && seat <= state.players.length;
}

/** The player at a seat, if the seat exists. */
export function playerAt(state: GameState, seat: Seat): PlayerState | undefined {
  return isSeat(state, seat) ? state.players[seat - 1] : undefined;
}

/** Whether a seat holds a living player. */
export function isLiving(state: GameState, seat: unknown): boolean {
  return isSeat(state, seat) && state.players[seat - 1]!.alive;
}

/** Seats of the living players, in seat order. */
export function livingSeats(state: GameState): Seat[] {
  const seats: Seat[] = [];
  for (const p of state.players) if (p.alive) seats.push(p.seat);
  return seats;
}

/** How many players live, how many of them are mafiosi, how many may vote by day. */
interface SeatCounts {
  players: readonly PlayerState[];
  living: number;
  mafia: number;
  entitled: number;
}

/*
 * The last counts made, with the players they were counted from. The players change only at a death, a
 * deal, a record, a pardon or a remark, and states are never mutated, so the same players array has the
 * same counts: the reading, the votes and the win check ask at nearly every step (issue 14: games per second).
 */
let lastCounts: SeatCounts | null = null;

function seatCounts(state: GameState): SeatCounts {
  if (lastCounts?.players === state.players) return lastCounts;
  let living = 0;
  let mafia = 0;
  let entitled = 0;
  for (const p of state.players) {
    if (p.alive) living++;
    if (p.alive && isMafiaRole(p.role)) mafia++;
    if (voteBar(state, p.seat) === null) entitled++;
  }
  lastCounts = { players: state.players, living, mafia, entitled };
  return lastCounts;
}

/** How many players live (`livingSeats`, counted, not listed). */
export function livingCount(state: GameState): number {
  return seatCounts(state).living;
}

/** Whether a role is one of the mafia (RULES.md §3: the collaborator is a citizen). */
export function isMafiaRole(role: Role | null): boolean {
  return role === 'mafioso' || role === 'protected-mafioso' || role === 'mafioso-kamikaze';
}

/** The side a role counts for at the parity check: the mafia, or the citizens (everyone else). */
export function sideOf(role: Role | null): Team {
  return isMafiaRole(role) ? 'mafia' : 'citizens';
}

/** The side a role wins with: the collaborator wins if the mafia win (RULES.md §3). */
export function winsWith(role: Role | null): Team {
  return role === 'collaborator' ? 'mafia' : sideOf(role);
}

/** Seats of the living mafiosi, in seat order. */
export function livingMafia(state: GameState): Seat[] {
  const seats: Seat[] = [];
  for (const p of state.players) if (p.alive && isMafiaRole(p.role)) seats.push(p.seat);
  return seats;
}

/** How many mafiosi live (`livingMafia`, counted, not listed). */
export function livingMafiaCount(state: GameState): number {
  return seatCounts(state).mafia;
}

/** The living player holding a first role, if any. */
export function holderOf(state: GameState, role: Role): PlayerState | undefined {
  return state.players.find((p) => p.role === role);
}

/** Whether a player is a kamikaze: citizen kamikaze, mafioso kamikaze, or the kamikaze second role. */
export function isKamikaze(player: PlayerState): boolean {
  return player.role === 'citizen-kamikaze' || player.role === 'mafioso-kamikaze' || player.second === 'kamikaze';
}

/** The other lover of a lover, or null. */
export function partnerOf(state: GameState, seat: Seat): Seat | null {
  const player = playerAt(state, seat);
  if (!player || player.second !== 'lover') return null;
  return state.players.find((p) => p.second === 'lover' && p.seat !== seat)?.seat ?? null;
}

/**
 * The mafia's threshold at night for `living` living mafiosi (RULES.md §3): all of them up to three;
 * with the table, 3 of 4 and 3 of 5, and a strict majority from six; unanimity without the table.
 */
export function killThreshold(living: number, rule: ThresholdRule): number {
  if (rule === 'unanimous' || living <= 3) return living;
  if (living <= 5) return 3;
  return Math.floor(living / 2) + 1;
}

/**
 * Who may raise a hand by day, and accuse: every living player, less those with the 4-remark penalty
 * this round (discipline option; RULES.md §4: no accusation, no vote next round).
 */
export function entitledVoters(state: GameState): Seat[] {
  const seats: Seat[] = [];
  for (const p of state.players) if (voteBar(state, p.seat) === null) seats.push(p.seat);
  return seats;
}

/** How many players are entitled to vote by day (`entitledVoters`, counted, not listed). */
export function entitledCount(state: GameState): number {
  return seatCounts(state).entitled;
}

/**
 * Hands needed by day: a strict majority of the living players (RULES.md §3: "majority"); with the
 * discipline option, of the players entitled to vote.
 */
export function dayMajority(state: GameState): number {
  return Math.floor(entitledCount(state) / 2) + 1;
}

/**
 * The inspector's answer on a target (RULES.md §3): yes for a mafioso; no for a citizen (the collaborator
 * included) and for the protected mafioso, except that the second check of him, and any later one, is yes.
 */
export function inspectorAnswer(state: GameState, target: Seat): 'yes' | 'no' {
  const role = playerAt(state, target)?.role ?? null;
  if (role === 'protected-mafioso') {
    const earlier = state.checks.filter((c) => c.target === target).length;
    return earlier >= 1 ? 'yes' : 'no';
  }
  return isMafiaRole(role) ? 'yes' : 'no';
}

/** Whether the moderator pardons this seat if a day vote sentences it (RULES.md §3 "Protected citizen"). */
export function pardonAvailable(state: GameState, seat: Seat): boolean {
  const player = playerAt(state, seat);
  if (!player || player.role !== 'protected-citizen') return false;
  return state.options.protectedCitizenPardon === 'every-time' || player.pardons === 0;
}

/**
 * The winner after a death step, or null (RULES.md §3): the citizens when no mafioso lives (also when
 * nobody lives), the mafia when the living mafiosi are at least as many as the living citizens.
 */
export function winnerOf(state: GameState): Team | null {
  const mafia = livingMafiaCount(state);
  const citizens = livingCount(state) - mafia;
  if (mafia === 0) return 'citizens';
  if (mafia >= citizens) return 'mafia';
  return null;
}

/** The outcome for a winning side: the seats that win with it, living or dead (the collaborator with the mafia). */
export function outcomeFor(state: GameState, winner: Team): Outcome {
  const winners = state.players.filter((p) => winsWith(p.role) === winner).map((p) => p.seat);
  return { winner, scores: null, winners };
}

/** Seats as a parameter string ('3, 7, 9'), for prompts and errors. */
export function seatList(seats: Seat[]): string {
  return seats.join(', ');
}
