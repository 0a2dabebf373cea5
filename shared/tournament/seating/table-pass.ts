import type { SearchState } from './search-state.ts';

/** Bound on the improvement sweeps, so that the pass's work stays bounded whatever happens. */
const MAX_SWEEPS = 50;

/** Cost change (table term, unweighted) of exchanging the whole groups at tables t1 and t2 of round r. */
export function groupSwapDelta(state: SearchState, r: number, t1: number, t2: number): number {
  const { n, tables, tableCount, slots, offsets, sizes } = state;
  let delta = 0;
  for (const [from, to] of [
    [t1, t2],
    [t2, t1],
  ] as const) {
    const start = r * n + offsets[from]!;
    for (let i = 0; i < sizes[from]!; i++) {
      const p = slots[start + i]!;
      const cFrom = tableCount[p * tables + from]!;
      const cTo = tableCount[p * tables + to]!;
      delta += 1 - 2 * cFrom + (2 * cTo + 1);
    }
  }
  return delta;
}

/** Exchanges the groups at tables t1 and t2 (equal sizes) of round r, seat order kept. */
export function swapGroups(state: SearchState, r: number, t1: number, t2: number): void {
  const { n, tables, tableCount, slots, offsets, sizes } = state;
  const a = r * n + offsets[t1]!;
  const b = r * n + offsets[t2]!;
  for (let i = 0; i < sizes[t1]!; i++) {
    const pa = slots[a + i]!;
    const pb = slots[b + i]!;
    tableCount[pa * tables + t1]!--;
    tableCount[pa * tables + t2]!++;
    tableCount[pb * tables + t2]!--;
    tableCount[pb * tables + t1]!++;
    slots[a + i] = pb;
    slots[b + i] = pa;
  }
}

/**
 * Spreads table visits for free: moving a whole group to another table of the same size, seat order kept,
 * changes neither who meets whom nor anyone's seat number. So the table aim need not fight the opponent
 * aim in the search; this hill-climb over such exchanges settles it afterwards.
 */
export function balanceTables(state: SearchState): void {
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let improved = false;
    for (let r = 0; r < state.rounds; r++) {
      for (let t1 = 0; t1 < state.tables; t1++) {
        for (let t2 = t1 + 1; t2 < state.tables; t2++) {
          if (state.sizes[t1] !== state.sizes[t2]) continue;
          if (groupSwapDelta(state, r, t1, t2) < 0) {
            swapGroups(state, r, t1, t2);
            improved = true;
          }
        }
      }
    }
    if (!improved) return;
  }
}
