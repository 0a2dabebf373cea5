import { exchangeCounts, HARD, type SearchState } from './search-state.ts';

/** Bound on the improvement sweeps, so that the pass's work stays bounded whatever happens. */
const MAX_SWEEPS = 50;

/**
 * Cost change of exchanging the whole groups at tables t1 and t2 of round r: the table term (unweighted,
 * so the caller weighs it) and the judges' conflicts it makes or mends (already weighed as hard).
 */
export function groupSwapDelta(state: SearchState, r: number, t1: number, t2: number): { table: number; hard: number } {
  const { n, tables, tableCount, slots, banned } = state;
  let table = 0;
  let hard = 0;
  for (const [from, to] of [
    [t1, t2],
    [t2, t1],
  ] as const) {
    const start = state.roundBase[r]! + state.offsets[r]![from]!;
    for (let i = 0; i < state.sizes[r]![from]!; i++) {
      const p = slots[start + i]!;
      const cFrom = tableCount[p * tables + from]!;
      const cTo = tableCount[p * tables + to]!;
      table += 1 - 2 * cFrom + (2 * cTo + 1);
      hard += banned[(r * tables + to) * n + p]! - banned[(r * tables + from) * n + p]!;
    }
  }
  return { table, hard: HARD * hard };
}

/** Exchanges the groups at tables t1 and t2 (equal sizes) of round r, seat order kept. */
export function swapGroups(state: SearchState, r: number, t1: number, t2: number): void {
  const { tables, tableCount, slots } = state;
  const a = state.roundBase[r]! + state.offsets[r]![t1]!;
  const b = state.roundBase[r]! + state.offsets[r]![t2]!;
  for (let i = 0; i < state.sizes[r]![t1]!; i++) {
    const pa = slots[a + i]!;
    const pb = slots[b + i]!;
    exchangeCounts(tableCount, tables, pa, t1, pb, t2);
    slots[a + i] = pb;
    slots[b + i] = pa;
  }
}

/**
 * Spreads table visits for free: moving a whole group to another table of the same size, seat order kept,
 * changes neither who meets whom nor anyone's seat number. So the table aim need not fight the opponent
 * aim in the search; this hill-climb over such exchanges settles it afterwards (never breaking a judge's
 * conflict to do so). Only the free rounds move.
 */
export function balanceTables(state: SearchState): void {
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let improved = false;
    for (const r of state.free) {
      const sizes = state.sizes[r]!;
      for (let t1 = 0; t1 < sizes.length; t1++) {
        for (let t2 = t1 + 1; t2 < sizes.length; t2++) {
          if (sizes[t1] !== sizes[t2]) continue;
          const delta = groupSwapDelta(state, r, t1, t2);
          if (delta.hard < 0 || (delta.hard === 0 && delta.table < 0)) {
            swapGroups(state, r, t1, t2);
            improved = true;
          }
        }
      }
    }
    if (!improved) return;
  }
}
