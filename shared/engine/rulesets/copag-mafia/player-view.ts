import type { PlayerCard, Seat } from '../../core.ts';
import { teamOf } from './queries.ts';
import type { Character, GameState, Role } from './types.ts';

/** A copag-mafia player's own card: his objective, his character, and what his Consiglieres showed him. */
export interface CopagPlayerCard extends PlayerCard {
  character: Character | null;
  /** The objectives this player has seen with a Consigliere (rulebook, CONSEGLIERE): his alone. */
  seen: { seat: Seat; name: string; role: Role }[];
}

/**
 * The card of one seat: his objective (station dealing only), or null before the deal, with real
 * objective cards (never recorded), or for a seat that does not exist. Objectives are secret from
 * everyone, teammates included (rulebook: "devem mantê-las em segredo"), so no teammates are named.
 */
export function playerCard(state: GameState, seat: Seat): CopagPlayerCard | null {
  if (!Number.isInteger(seat)) return null;
  const player = state.players[seat - 1];
  if (!player || player.role === null) return null;
  const seen = state.seen
    .filter((s) => s.viewer === seat)
    .flatMap((s) => {
      const target = state.players[s.target - 1];
      return target?.role ? [{ seat: target.seat, name: target.name, role: target.role }] : [];
    });
  return {
    seat,
    name: player.name,
    role: player.role,
    team: teamOf(player.role),
    teammates: [],
    character: player.character,
    seen,
  };
}
