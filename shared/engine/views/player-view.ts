import { rulesetOfState } from '../game.ts';
import type { PlayerCard } from '../rulesets/ruleset.ts';
import type { GameState, Seat } from '../types.ts';

/** One seat's role card: what that player, and only that player, may see. */
export type PlayerView = PlayerCard;

/** The role card of one seat, or null before the deal or for a seat that does not exist. */
export function playerView(state: GameState, seat: Seat): PlayerView | null {
  if (!Number.isInteger(seat) || seat < 1 || seat > state.players.length) return null;
  return rulesetOfState(state).playerCard(state, seat);
}
