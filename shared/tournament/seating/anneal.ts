import type { Pick } from '../pick.ts';
import { applySwap, swapDelta, type SearchState } from './search-state.ts';
import { groupSwapDelta, swapGroups } from './table-pass.ts';

/** Temperatures of the annealing schedule, in cost units (a cross-table swap moves the cost by tens). */
const START_TEMPERATURE = 10;
const END_TEMPERATURE = 0.05;
/** Resolution of the uniform draws made from `pick`. */
const UNIFORM_STEPS = 1 << 30;
/** One move in this many exchanges two whole tables of a round (see table-pass.ts: free for opponents). */
const GROUP_MOVE_EVERY = 8;

/** Metropolis acceptance: always downhill, uphill with probability e^(−delta/T). */
function accept(delta: number, temperature: number, pick: Pick): boolean {
  return delta <= 0 || pick(UNIFORM_STEPS) / UNIFORM_STEPS < Math.exp(-delta / temperature);
}

/**
 * Simulated annealing over swaps of two players within one round: every move keeps each round a
 * permutation of the players, so the invariants hold throughout and only the evenness changes. Some
 * moves exchange two whole tables of a round instead, which moves only the table visits.
 * Deterministic for a given `pick`; the work is exactly `iterations` candidate moves.
 */
export function anneal(state: SearchState, iterations: number, pick: Pick): void {
  const { n, rounds } = state;
  if (n < 2 || iterations <= 0) return;
  const cooling = Math.pow(END_TEMPERATURE / START_TEMPERATURE, 1 / iterations);
  let temperature = START_TEMPERATURE;
  const groupMoves = state.tables > 1 && state.weights.table > 0;
  for (let i = 0; i < iterations; i++, temperature *= cooling) {
    const r = pick(rounds);
    if (groupMoves && pick(GROUP_MOVE_EVERY) === 0) {
      const t1 = pick(state.tables);
      let t2 = pick(state.tables - 1);
      if (t2 >= t1) t2++;
      if (state.sizes[t1] !== state.sizes[t2]) continue;
      if (accept(state.weights.table * groupSwapDelta(state, r, t1, t2), temperature, pick))
        swapGroups(state, r, t1, t2);
      continue;
    }
    const a = pick(n);
    let b = pick(n - 1);
    if (b >= a) b++;
    const delta = swapDelta(state, r, a, b);
    if (accept(delta, temperature, pick)) applySwap(state, r, a, b);
  }
}
