/**
 * The test tiers. `npm test` runs every test, the property and crash tests with a part of their runs;
 * `npm run test:full` (MAFIA_TEST_TIER=full) runs them all in full. No test is left out of either tier.
 */

/** Whether this is the full tier (`npm run test:full`). */
export const FULL_TIER = process.env.MAFIA_TEST_TIER === 'full';

/** The runs of a property or crash test: `full` in the full tier, a quarter of them (at least `least`) otherwise. */
export function runs(full: number, least = 5): number {
  return FULL_TIER ? full : Math.min(full, Math.max(least, Math.ceil(full / 4)));
}
