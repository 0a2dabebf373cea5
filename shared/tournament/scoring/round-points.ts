/**
 * Rounds points to millionths: sums like 0.25 + 0.4 + 0.05 must compare equal however they were added,
 * or two players on the same points would be ranked apart by floating-point noise.
 */
export function roundPoints(x: number): number {
  const rounded = Math.round(x * 1_000_000) / 1_000_000;
  return Object.is(rounded, -0) ? 0 : rounded;
}
