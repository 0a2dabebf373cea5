import type { PlayerCard, Seat } from '../../core.ts';
import { isMafiaRole, winsWith } from './queries.ts';
import type { GameState, SecondRole } from './types.ts';

/** A role card with the second role, the lover's partner and the protected mafioso where the player knows them. */
export interface MensaHungariqaCard extends PlayerCard {
  second: SecondRole | null;
  /** The other lover: lovers see each other at night 0, but not each other's side (RULES.md §3). */
  partner: { seat: Seat; name: string } | null;
  /** For the mafia: the protected mafioso, who shows himself at night 0 while they see each other. */
  protectedMafioso: Seat | null;
}

/**
 * The role card of one seat, or null before the deal or for a seat that does not exist. The team is the
 * side the player wins with (the collaborator's is the mafia's, though he does not know them).
 */
export function playerCard(state: GameState, seat: Seat): MensaHungariqaCard | null {
  const player = state.players[seat - 1];
  if (!Number.isInteger(seat) || !player || player.role === null) return null;
  const mafia = isMafiaRole(player.role);
  // RULES.md §3: at night 0 the mafiosi open their eyes and see each other.
  const teammates = mafia
    ? state.players.filter((p) => isMafiaRole(p.role) && p.seat !== seat).map((p) => ({ seat: p.seat, name: p.name }))
    : [];
  const partner =
    player.second === 'lover' ? state.players.find((p) => p.second === 'lover' && p.seat !== seat) : undefined;
  return {
    seat,
    name: player.name,
    role: player.role,
    team: winsWith(player.role),
    teammates,
    second: player.second,
    partner: partner ? { seat: partner.seat, name: partner.name } : null,
    protectedMafioso: mafia ? (state.players.find((p) => p.role === 'protected-mafioso')?.seat ?? null) : null,
  };
}
