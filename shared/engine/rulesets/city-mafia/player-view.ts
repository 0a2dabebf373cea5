import type { PlayerCard, Seat } from '../../core.ts';
import { isBlackRole, teamOf } from './setup.ts';
import type { GameState } from './types.ts';

/**
 * The role card of one seat, or null before the role is known or for a seat that does not exist.
 * RULES.md §4: the mafia (with the don, who shows himself) meet at the introductions, so a black card
 * lists the other black players; every other role learns nobody.
 */
export function playerCard(state: GameState, seat: Seat): PlayerCard | null {
  const player = state.players[seat - 1];
  if (!player || player.role === null) return null;
  const teammates = isBlackRole(player.role)
    ? state.players.filter((p) => p.seat !== seat && isBlackRole(p.role)).map((p) => ({ seat: p.seat, name: p.name }))
    : [];
  return { seat, name: player.name, role: player.role, team: teamOf(player.role), teammates };
}
