import { roundPoints } from './round-points.ts';
import type { ScoringConfig } from './types.ts';

/**
 * FIIM's first-killed compensation: Ci = max(min(K·c / round(share·G), c), 0), where K is the player's
 * first-night deaths as red and G his games (in the tournament or its round group), c the cap (0.5 in v7,
 * 0.4 before) and share 0.4. Decision where the regulation is silent: when round(share·G) is 0 (one game
 * at 0.4) the formula's limit is taken: any K > 0 gives the cap c, K = 0 gives 0 (never a division by zero).
 * `round` is half-up (Math.round), as the regulation's examples read.
 */
export function fiimCi(k: number, g: number, cap: number, share: number): number {
  if (k <= 0) return 0;
  const divisor = Math.round(share * g);
  if (divisor <= 0) return cap;
  return roundPoints(Math.max(Math.min((k * cap) / divisor, cap), 0));
}

/** The round group of a round: 'final' from the config's final round on, 'main' before (and without one). */
export function roundGroup(config: ScoringConfig, round: number): 'main' | 'final' {
  return config.finalFromRound !== undefined && round >= config.finalFromRound ? 'final' : 'main';
}
