import { roleCounts } from './setup.ts';
import type { DeckCard, FrenchDeckOptions, Rank, Suit } from './types.ts';

/**
 * The mafia's cards in the rulebook's order (« ♠Roi, ♣Roi, ♠Dame, ♣Dame, ♠Valet et ♣Valet »); a table
 * keeps as many as it has mafiosi, from the first.
 */
export const MAFIA_CARDS: readonly { rank: Rank; suit: Suit }[] = [
  { rank: 'K', suit: 'spades' },
  { rank: 'K', suit: 'clubs' },
  { rank: 'Q', suit: 'spades' },
  { rank: 'Q', suit: 'clubs' },
  { rank: 'J', suit: 'spades' },
  { rank: 'J', suit: 'clubs' },
];

/**
 * The angel's card. The rulebook says only « Dame »; the black queens are mafia cards, so it is a red
 * queen (RULES.md §2). The station names the queen of hearts (the queen of diamonds serves as well).
 */
export const ANGEL_CARD: { rank: Rank; suit: Suit } = { rank: 'Q', suit: 'hearts' };

/**
 * The villagers' cards: « 7, 8, 9, 10, As, 7, 8, 9, 10 et As ». The rulebook names no suits; RULES.md §2
 * takes the red suits (the black ones hold the mafia's face cards): hearts first, then diamonds.
 */
export const VILLAGER_CARDS: readonly { rank: Rank; suit: Suit }[] = (['hearts', 'diamonds'] as const).flatMap((suit) =>
  (['7', '8', '9', '10', 'A'] as const).map((rank) => ({ rank, suit })),
);

/**
 * The cards to take out of a 32-card deck for a table of `players`: the mafia's (in the rulebook's
 * order), the angel's, then the villagers'. Assumes a valid setup (at most 6 mafiosi and 10 villagers).
 */
export function cardsFor(players: number, options: FrenchDeckOptions): DeckCard[] {
  const counts = roleCounts(players, options);
  return [
    ...MAFIA_CARDS.slice(0, counts.mafioso).map((c) => ({ ...c, role: 'mafioso' as const })),
    { ...ANGEL_CARD, role: 'angel' as const },
    ...VILLAGER_CARDS.slice(0, Math.max(0, counts.villager)).map((c) => ({ ...c, role: 'villager' as const })),
  ];
}
