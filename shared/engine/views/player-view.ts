import type { GameState, Role, Seat, Team } from '../types.ts';

/** One seat's role card: what that player, and only that player, may see. */
export interface PlayerView {
  seat: Seat;
  name: string;
  role: Role;
  team: Team;
  /** The mafia see each other at sunrise (RULES.md §1); the honest learn nothing. */
  teammates: { seat: Seat; name: string }[];
}

/** The role card of one seat, or null before the deal or for a seat that does not exist. */
export function playerView(state: GameState, seat: Seat): PlayerView | null {
  const player = state.players[seat - 1];
  if (!player || player.role === null) return null;
  const teammates =
    player.role === 'mafia'
      ? state.players.filter((p) => p.role === 'mafia' && p.seat !== seat).map((p) => ({ seat: p.seat, name: p.name }))
      : [];
  return { seat, name: player.name, role: player.role, team: player.role, teammates };
}
