import type { GameState, PlayerState, Seat } from './types.ts';

/** Seats of the living players, in seat order. */
export function livingSeats(state: GameState): Seat[] {
  return state.players.filter((p) => p.alive).map((p) => p.seat);
}

/** The player at a seat, if the seat exists. */
export function playerAt(state: GameState, seat: Seat): PlayerState | undefined {
  return state.players[seat - 1];
}

/** Whether a seat holds a living player. */
export function isLiving(state: GameState, seat: Seat): boolean {
  return playerAt(state, seat)?.alive === true;
}

/** Seats of the living mafiosi, in seat order. */
export function livingMafia(state: GameState): Seat[] {
  return state.players.filter((p) => p.alive && p.role === 'mafia').map((p) => p.seat);
}
