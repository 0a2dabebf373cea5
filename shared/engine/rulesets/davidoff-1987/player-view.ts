import type { PlayerCard, Seat } from '../../core.ts';
import type { GameState } from './types.ts';

/** The role card of one seat, or null before the deal or for a seat that does not exist. */
export function playerCard(state: GameState, seat: Seat): PlayerCard | null {
  const player = state.players[seat - 1];
  if (!player || player.role === null) return null;
  // The mafia see each other at sunrise (RULES.md §1); the honest learn nothing.
  const teammates =
    player.role === 'mafia'
      ? state.players.filter((p) => p.role === 'mafia' && p.seat !== seat).map((p) => ({ seat: p.seat, name: p.name }))
      : [];
  return { seat, name: player.name, role: player.role, team: player.role, teammates };
}
