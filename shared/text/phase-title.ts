import type { Translator } from './translator.ts';

/**
 * A phase's title from its message key: "Round {round}", or, in round 0 (play not begun: Copag opens its first
 * missions before anyone's first turn), the phase's `-before` message where its ruleset has one, so no screen
 * reads "Round 0". A phase without one reads as before.
 */
export function phaseTitle(tr: Translator, key: string, round: number): string {
  const before = `${key}-before`;
  return round === 0 && tr.te(before) ? tr.t(before) : tr.t(key, { round });
}
