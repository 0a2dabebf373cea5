/**
 * The mutable working state of the seating search: who sits in which slot of each round, with the
 * running counts (seat numbers, table visits, pair meetings) that make a swap's cost change O(table size).
 * Players are indices 0..n−1 here; ids come back in generate.ts.
 */

/** Weights of the three aims; integers so that cost changes are exact. */
export interface CostWeights {
  /** Per seat number (index 0 = seat 1). */
  seat: number[];
  table: number;
  meet: number;
}

/** The search state: flat typed arrays, indexed as the comments say. */
export interface SearchState {
  n: number;
  rounds: number;
  tables: number;
  maxSize: number;
  /** First slot of each table within a round; slot k of round r holds `slots[r * n + k]`. */
  offsets: number[];
  sizes: number[];
  slotTable: Int32Array;
  slotSeat: Int32Array;
  slots: Int32Array;
  /** `seatCount[p * maxSize + s]`. */
  seatCount: Int32Array;
  /** `tableCount[p * tables + t]`. */
  tableCount: Int32Array;
  /** `meet[p * n + q]`, symmetric. */
  meet: Int32Array;
  weights: CostWeights;
}

/** Builds a state from an initial assignment: `order[r]` is round r's players in slot order. */
export function createSearchState(sizes: number[], order: number[][], weights: CostWeights): SearchState {
  const n = sizes.reduce((a, b) => a + b, 0);
  const tables = sizes.length;
  const rounds = order.length;
  const maxSize = Math.max(...sizes);
  const offsets: number[] = [];
  const slotTable = new Int32Array(n);
  const slotSeat = new Int32Array(n);
  let k = 0;
  for (const [t, size] of sizes.entries()) {
    offsets.push(k);
    for (let s = 0; s < size; s++, k++) {
      slotTable[k] = t;
      slotSeat[k] = s;
    }
  }
  const state: SearchState = {
    n,
    rounds,
    tables,
    maxSize,
    offsets,
    sizes,
    slotTable,
    slotSeat,
    slots: new Int32Array(rounds * n),
    seatCount: new Int32Array(n * maxSize),
    tableCount: new Int32Array(n * tables),
    meet: new Int32Array(n * n),
    weights,
  };
  for (const [r, players] of order.entries()) {
    for (const [slot, p] of players.entries()) {
      state.slots[r * n + slot] = p;
      state.seatCount[p * maxSize + slotSeat[slot]!]!++;
      state.tableCount[p * tables + slotTable[slot]!]!++;
    }
    for (let t = 0; t < tables; t++) {
      const from = r * n + offsets[t]!;
      for (let i = 0; i < sizes[t]!; i++) {
        for (let j = i + 1; j < sizes[t]!; j++) {
          const a = state.slots[from + i]!;
          const b = state.slots[from + j]!;
          state.meet[a * n + b]!++;
          state.meet[b * n + a]!++;
        }
      }
    }
  }
  return state;
}

/** The meeting penalty of a pair that met m times: convex, and steep above one so that the maximum stays low. */
export function meetPenalty(m: number): number {
  return m * m * m;
}

/** Cost change of moving one count from c to c+1 (+1) or c to c−1 (−1) under a squared penalty. */
function squareStep(c: number, step: 1 | -1): number {
  return step === 1 ? 2 * c + 1 : 1 - 2 * c;
}

/** Cost change of swapping the players in slots a and b of round r (a ≠ b); the state is unchanged. */
export function swapDelta(state: SearchState, r: number, a: number, b: number): number {
  const { n, maxSize, tables, weights, slots, slotSeat, slotTable, seatCount, tableCount, meet } = state;
  const base = r * n;
  const pa = slots[base + a]!;
  const pb = slots[base + b]!;
  const sa = slotSeat[a]!;
  const sb = slotSeat[b]!;
  let delta = 0;
  if (sa !== sb) {
    // pa leaves seat sa for sb, pb the reverse; the two players' counts are independent.
    delta += weights.seat[sa]! * squareStep(seatCount[pa * maxSize + sa]!, -1);
    delta += weights.seat[sb]! * squareStep(seatCount[pa * maxSize + sb]!, 1);
    delta += weights.seat[sb]! * squareStep(seatCount[pb * maxSize + sb]!, -1);
    delta += weights.seat[sa]! * squareStep(seatCount[pb * maxSize + sa]!, 1);
  }
  const ta = slotTable[a]!;
  const tb = slotTable[b]!;
  if (ta === tb) return delta;
  delta +=
    weights.table * (squareStep(tableCount[pa * tables + ta]!, -1) + squareStep(tableCount[pa * tables + tb]!, 1));
  delta +=
    weights.table * (squareStep(tableCount[pb * tables + tb]!, -1) + squareStep(tableCount[pb * tables + ta]!, 1));
  let meetDelta = 0;
  // pa leaves ta's others and meets tb's others (pb excluded: they are not together before or after).
  const fromA = base + state.offsets[ta]!;
  for (let i = 0; i < state.sizes[ta]!; i++) {
    const x = slots[fromA + i]!;
    if (x === pa) continue;
    const ma = meet[pa * n + x]!;
    const mb = meet[pb * n + x]!;
    meetDelta += meetPenalty(ma - 1) - meetPenalty(ma) + meetPenalty(mb + 1) - meetPenalty(mb);
  }
  const fromB = base + state.offsets[tb]!;
  for (let i = 0; i < state.sizes[tb]!; i++) {
    const y = slots[fromB + i]!;
    if (y === pb) continue;
    const mb = meet[pb * n + y]!;
    const ma = meet[pa * n + y]!;
    meetDelta += meetPenalty(mb - 1) - meetPenalty(mb) + meetPenalty(ma + 1) - meetPenalty(ma);
  }
  return delta + weights.meet * meetDelta;
}

/** Swaps the players in slots a and b of round r, updating every count. */
export function applySwap(state: SearchState, r: number, a: number, b: number): void {
  const { n, maxSize, tables, slots, slotSeat, slotTable, seatCount, tableCount, meet } = state;
  const base = r * n;
  const pa = slots[base + a]!;
  const pb = slots[base + b]!;
  const sa = slotSeat[a]!;
  const sb = slotSeat[b]!;
  seatCount[pa * maxSize + sa]!--;
  seatCount[pa * maxSize + sb]!++;
  seatCount[pb * maxSize + sb]!--;
  seatCount[pb * maxSize + sa]!++;
  const ta = slotTable[a]!;
  const tb = slotTable[b]!;
  if (ta !== tb) {
    tableCount[pa * tables + ta]!--;
    tableCount[pa * tables + tb]!++;
    tableCount[pb * tables + tb]!--;
    tableCount[pb * tables + ta]!++;
    const fromA = base + state.offsets[ta]!;
    for (let i = 0; i < state.sizes[ta]!; i++) {
      const x = slots[fromA + i]!;
      if (x === pa) continue;
      meet[pa * n + x]!--;
      meet[x * n + pa]!--;
      meet[pb * n + x]!++;
      meet[x * n + pb]!++;
    }
    const fromB = base + state.offsets[tb]!;
    for (let i = 0; i < state.sizes[tb]!; i++) {
      const y = slots[fromB + i]!;
      if (y === pb) continue;
      meet[pb * n + y]!--;
      meet[y * n + pb]!--;
      meet[pa * n + y]!++;
      meet[y * n + pa]!++;
    }
  }
  slots[base + a] = pb;
  slots[base + b] = pa;
}
