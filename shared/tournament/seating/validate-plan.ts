import { fail, ok } from '../../engine/result.ts';
import type { Result } from '../../engine/types.ts';
import { MAX_TABLE_SIZE, MIN_TABLE_SIZE } from './limits.ts';
import type { SeatingPlan } from './types.ts';

/**
 * Checks a plan's invariants (for a generated plan, or one edited by hand before it is stored): unique
 * players; at least one round; in every round every player exactly once, at tables of the declared sizes,
 * sizes 6..16 and within one of each other. Returns the plan or the first problem (`seating.plan-*`).
 */
export function validatePlan(plan: SeatingPlan): Result<SeatingPlan> {
  const players = new Set(plan.players);
  if (players.size !== plan.players.length) return fail('seating.plan-duplicate-player');
  const sizes = plan.tableSizes;
  if (sizes.length === 0) return fail('seating.plan-no-tables');
  for (const [t, size] of sizes.entries()) {
    if (!Number.isInteger(size) || size < MIN_TABLE_SIZE || size > MAX_TABLE_SIZE) {
      return fail('seating.plan-table-size', { table: t + 1, size });
    }
  }
  if (Math.max(...sizes) - Math.min(...sizes) > 1) return fail('seating.plan-uneven-tables');
  if (sizes.reduce((a, b) => a + b, 0) !== plan.players.length) return fail('seating.plan-seats-mismatch');
  if (plan.rounds.length === 0) return fail('seating.plan-no-rounds');
  for (const [r, round] of plan.rounds.entries()) {
    if (round.length !== sizes.length) return fail('seating.plan-table-count', { round: r + 1 });
    const seen = new Set<string>();
    for (const [t, table] of round.entries()) {
      if (table.length !== sizes[t])
        return fail('seating.plan-table-size', { round: r + 1, table: t + 1, size: table.length });
      for (const id of table) {
        if (!players.has(id)) return fail('seating.plan-unknown-player', { round: r + 1, table: t + 1, playerId: id });
        if (seen.has(id)) return fail('seating.plan-player-twice', { round: r + 1, playerId: id });
        seen.add(id);
      }
    }
    // Sizes sum to the player count and nobody is seated twice, so nobody is missing either.
  }
  return ok(plan);
}
