import { isBlackRole, teamOf } from './setup.ts';
import type { GameState, LeaveTold, PlayerState, Role, Seat, Team } from './types.ts';

/** Whether a value is a seat of this table (an integer 1..N). */
export function isSeat(state: GameState, seat: unknown): seat is Seat {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 1 && seat <= state.players.length;
}

/** Whether a seat holds a living player (false for anything that is not a seat). */
export function isLiving(state: GameState, seat: unknown): boolean {
  return isSeat(state, seat) && state.players[seat - 1]!.alive;
}

/**
 * How a player's leaving is told, or null while he plays. The log records the putana's guest as killed at dawn
 * (one death step with her); the night's record names him, and RULES.md §4 says he dies with her, not by a kill.
 */
export function leaveTold(state: GameState, player: PlayerState): LeaveTold | null {
  const left = player.left;
  if (!left) return null;
  const withPutana = state.nightLog.some((night) => night.round === left.round && night.withPutana === player.seat);
  return left.cause === 'killed' && withPutana ? 'with-putana' : left.cause;
}

/** The role at a seat, or null (not dealt, or not a seat). */
export function roleAt(state: GameState, seat: Seat | null): Role | null {
  if (seat === null) return null;
  return state.players[seat - 1]?.role ?? null;
}

/** The seat holding a role, or null (the first one, for the roles a game has once). */
export function seatOf(state: GameState, role: Role): Seat | null {
  for (const p of state.players) if (p.role === role) return p.seat;
  return null;
}

/** The living seat holding a role, or null. */
export function livingSeatOf(state: GameState, role: Role): Seat | null {
  for (const p of state.players) if (p.alive && p.role === role) return p.seat;
  return null;
}

/** The number of living black players (mafiosi and the don). */
export function livingBlackCount(state: GameState): number {
  let n = 0;
  for (const p of state.players) if (p.alive && isBlackRole(p.role)) n++;
  return n;
}

/**
 * RULES.md §4 end of the game, checked after every death step: nobody left → draw; the maniac alone →
 * the maniac; no black and no maniac → red; living black ≥ living red with the maniac dead (option:
 * the maniac counted with the red) → black. Null while the game goes on, or while roles are unknown.
 */
export function winnerOf(state: GameState): Team | 'draw' | null {
  let black = 0;
  let red = 0;
  let maniac = 0;
  for (const p of state.players) {
    if (p.role === null) return null;
    if (!p.alive) continue;
    const team = teamOf(p.role);
    if (team === 'black') black++;
    else if (team === 'red') red++;
    else maniac++;
  }
  if (black + red + maniac === 0) return 'draw';
  if (black === 0 && red === 0) return 'maniac';
  if (black === 0 && maniac === 0) return 'red';
  if (black > 0 && (state.options.maniacCountsAsRed ? black >= red + maniac : maniac === 0 && black >= red))
    return 'black';
  return null;
}
