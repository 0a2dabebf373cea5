import { fail, ok } from '../../engine/result.ts';
import type { Result } from '../../engine/types.ts';
import { MAX_TABLE_SIZE, MIN_TABLE_SIZE } from './limits.ts';
import type { SeatingPlan } from './types.ts';

/**
 * Checks a plan's invariants (for a generated plan, or one edited by hand before it is stored): unique
 * players; at least one round; in every round every player exactly once, at tables of the declared sizes,
 * sizes 6..16 and within one of each other (a round with absentees at its own sizes, none of them seated;
 * judges, when given, one per table). Returns the plan or the first problem (`seating.plan-*`).
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
  if (plan.absent && plan.absent.length !== plan.rounds.length) return fail('seating.plan-absent');
  if (plan.judges && plan.judges.length !== plan.rounds.length) return fail('seating.plan-judges', { round: 0 });
  for (const [r, round] of plan.rounds.entries()) {
    if (round.length !== sizes.length) return fail('seating.plan-table-count', { round: r + 1 });
    if (plan.judges && plan.judges[r]!.length !== round.length) return fail('seating.plan-judges', { round: r + 1 });
    const absent = new Set(plan.absent?.[r] ?? []);
    // A round with absentees has its own sizes (as even as its players allow); a full round the declared ones.
    const roundSizes = round.map((table) => table.length);
    if (absent.size === 0 && roundSizes.some((size, t) => size !== sizes[t]))
      return fail('seating.plan-table-size', {
        round: r + 1,
        table: roundSizes.findIndex((size, t) => size !== sizes[t]) + 1,
      });
    if (Math.min(...roundSizes) < MIN_TABLE_SIZE || Math.max(...roundSizes) > MAX_TABLE_SIZE)
      return fail('seating.plan-table-size', { round: r + 1 });
    if (Math.max(...roundSizes) - Math.min(...roundSizes) > 1) return fail('seating.plan-uneven-tables');
    const seen = new Set<string>();
    for (const [t, table] of round.entries()) {
      for (const id of table) {
        if (!players.has(id)) return fail('seating.plan-unknown-player', { round: r + 1, table: t + 1, playerId: id });
        if (seen.has(id)) return fail('seating.plan-player-twice', { round: r + 1, playerId: id });
        if (absent.has(id)) return fail('seating.plan-absent-seated', { round: r + 1, playerId: id });
        seen.add(id);
      }
    }
    // Every player is seated or absent: the seated are distinct and none absent, so counting is enough.
    if (seen.size + absent.size !== players.size) return fail('seating.plan-seats-mismatch', { round: r + 1 });
  }
  return ok(plan);
}
