import type { CardFace, Colour } from './types.ts';

/**
 * A revealed mission's sum (rulebook "Completando uma missão"): cards of the mission's colour count
 * plus their value, cards of the other colour minus. The rulebook's example: blue $6, cards blue 2,
 * blue 4, yellow 2, blue 1, blue 2 → +2 +4 −2 +1 +2 = 7.
 */
export function missionSum(cards: readonly CardFace[], colour: Colour): number {
  let sum = 0;
  for (const card of cards) sum += cardWorth(card, colour);
  return sum;
}

/** What one card adds to the sum of a mission of `colour` (see `missionSum`): its value, or minus its value. */
export function cardWorth(card: CardFace, colour: Colour): number {
  return card.colour === colour ? card.value : -card.value;
}

/** Success when the sum reaches the value to reach ("igual ou maior"), else the mission is sabotaged. */
export function missionResult(sum: number, target: number): 'success' | 'sabotage' {
  return sum >= target ? 'success' : 'sabotage';
}
