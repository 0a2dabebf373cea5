import { rulesetOfState } from '../game.ts';
import type { PlayerCard } from '../core.ts';
import type { GameState, Seat } from '../types.ts';

/** One seat's role card: what that player, and only that player, may see. */
export type PlayerView = PlayerCard;

/** The role card of one seat, or null before the deal or for a seat that does not exist. */
export function playerView(state: GameState, seat: Seat): PlayerView | null {
  if (!Number.isInteger(seat) || seat < 1 || seat > state.players.length) return null;
  return rulesetOfState(state).playerCard(state, seat);
}

/**
 * The roles a card's player holds beyond the first, in the order they were dealt (RULES.md §3: Mensa
 * deals the kamikaze and the lovers on top of any role). Empty for a ruleset without second roles.
 */
export function extraRolesOf(card: PlayerView): string[] {
  const second = (card as PlayerView & { second?: unknown }).second;
  return typeof second === 'string' ? [second] : [];
}

/** The other lover a card names (RULES.md §3: the lovers see each other at night 0), or null. */
export function loverOf(card: PlayerView): { seat: Seat; name: string } | null {
  const partner = (card as PlayerView & { partner?: { seat: Seat; name: string } | null }).partner;
  return partner && typeof partner.seat === 'number' && typeof partner.name === 'string'
    ? { seat: partner.seat, name: partner.name }
    : null;
}

/**
 * The objectives a card's player has been shown (RULES.md §5: a Copag Consigliere's answers), each seen seat
 * with its name and objective; his alone, on his own card. Empty for a card that carries none.
 */
export function objectivesSeenOf(card: PlayerView): { seat: Seat; name: string; role: string }[] {
  const seen = (card as PlayerView & { seen?: unknown }).seen;
  if (!Array.isArray(seen)) return [];
  return seen.flatMap((s: { seat?: unknown; name?: unknown; role?: unknown }) =>
    typeof s.seat === 'number' && typeof s.name === 'string' && typeof s.role === 'string'
      ? [{ seat: s.seat, name: s.name, role: s.role }]
      : [],
  );
}
