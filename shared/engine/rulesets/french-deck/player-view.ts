import type { PlayerCard, Seat } from '../../core.ts';
import { teamOf } from './queries.ts';
import type { GameState } from './types.ts';

/**
 * The role card of one seat, or null before the deal (or, with physical dealing, before the seat's
 * card is recorded) or for a seat that does not exist. The mafia see each other when they wake together
 * in night 1 (RULES.md §2), so a mafioso's card names the other mafiosi; the angel and the villagers
 * learn nothing.
 */
export function playerCard(state: GameState, seat: Seat): PlayerCard | null {
  if (!Number.isInteger(seat)) return null;
  const player = state.players[seat - 1];
  if (!player || player.role === null) return null;
  const teammates =
    player.role === 'mafioso'
      ? state.players
          .filter((p) => p.role === 'mafioso' && p.seat !== seat)
          .map((p) => ({ seat: p.seat, name: p.name }))
      : [];
  return { seat, name: player.name, role: player.role, team: teamOf(player.role), teammates };
}
