/**
 * The mutable working state of the seating search: who sits in which slot of each round, with the
 * running counts (seat numbers, table visits, pair meetings, broken constraints) that make a swap's cost
 * change O(table size). Players are indices 0..n−1 here; ids come back in generate.ts. A round seats the
 * players present in it (absentees and players not yet entered have no slot), at its own table sizes.
 */

/** Weights of the aims; integers so that cost changes are exact. */
export interface CostWeights {
  /** Per seat number (index 0 = seat 1). */
  seat: number[];
  table: number;
  meet: number;
}

/**
 * The cost of one broken hard constraint (a pair to separate at one table, a player at the table of a
 * judge who may not judge him): far above anything the evenness aims can gain, so the search never
 * accepts one once the temperature has fallen below it, and removes every one it can.
 */
export const HARD = 100_000;

/** The search state: flat typed arrays, indexed as the comments say. */
export interface SearchState {
  n: number;
  rounds: number;
  /** The most tables any round has (table counts are indexed by it). */
  tables: number;
  maxSize: number;
  /** Round r's slots are `slots[roundBase[r] .. roundBase[r] + roundCount[r])`. */
  roundBase: number[];
  roundCount: number[];
  /** `sizes[r][t]`: players at table t of round r; `offsets[r][t]`: its first slot within the round. */
  sizes: number[][];
  offsets: number[][];
  /** Rounds the search may change (the others are played, or fixed by the caller). */
  free: number[];
  /** Per global slot: its table and seat. */
  slotTable: Int32Array;
  slotSeat: Int32Array;
  slots: Int32Array;
  /** `seatCount[p * maxSize + s]`. */
  seatCount: Int32Array;
  /** `tableCount[p * tables + t]`. */
  tableCount: Int32Array;
  /** `meet[p * n + q]`, symmetric. */
  meet: Int32Array;
  /** `separate[p * n + q]`: 1 when p and q must never share a table. */
  separate: Uint8Array;
  /** `banned[(r * tables + t) * n + p]`: 1 when p may not sit at table t in round r (its judge's conflict). */
  banned: Uint8Array;
  weights: CostWeights;
}

/** The layout of the search: per round, its table sizes and its players in slot order; which rounds may move. */
export interface SearchLayout {
  n: number;
  sizes: number[][];
  order: number[][];
  free: number[];
  separate: [number, number][];
  /** `[round, table, player]` triples a judge's conflict forbids. */
  banned: [number, number, number][];
}

/** Builds a state from a layout: `order[r]` is round r's players in slot order. */
export function createSearchState(layout: SearchLayout, weights: CostWeights): SearchState {
  const { n, sizes, order } = layout;
  const rounds = order.length;
  const tables = Math.max(...sizes.map((s) => s.length));
  const maxSize = Math.max(...sizes.flat());
  const roundBase: number[] = [];
  const roundCount: number[] = [];
  const offsets: number[][] = [];
  const total = sizes.flat().reduce((a, b) => a + b, 0);
  const slotTable = new Int32Array(total);
  const slotSeat = new Int32Array(total);
  let k = 0;
  for (const roundSizes of sizes) {
    roundBase.push(k);
    roundCount.push(roundSizes.reduce((a, b) => a + b, 0));
    const local: number[] = [];
    let at = 0;
    for (const [t, size] of roundSizes.entries()) {
      local.push(at);
      for (let s = 0; s < size; s++, k++, at++) {
        slotTable[k] = t;
        slotSeat[k] = s;
      }
    }
    offsets.push(local);
  }
  const state: SearchState = {
    n,
    rounds,
    tables,
    maxSize,
    roundBase,
    roundCount,
    sizes,
    offsets,
    free: layout.free,
    slotTable,
    slotSeat,
    slots: new Int32Array(total),
    seatCount: new Int32Array(n * maxSize),
    tableCount: new Int32Array(n * tables),
    meet: new Int32Array(n * n),
    separate: new Uint8Array(n * n),
    banned: new Uint8Array(rounds * tables * n),
    weights,
  };
  for (const [p, q] of layout.separate) {
    state.separate[p * n + q] = 1;
    state.separate[q * n + p] = 1;
  }
  for (const [r, t, p] of layout.banned) state.banned[(r * tables + t) * n + p] = 1;
  for (const [r, players] of order.entries()) {
    const base = roundBase[r]!;
    for (const [slot, p] of players.entries()) {
      state.slots[base + slot] = p;
      state.seatCount[p * maxSize + slotSeat[base + slot]!]!++;
      state.tableCount[p * tables + slotTable[base + slot]!]!++;
    }
    for (const [t, size] of sizes[r]!.entries()) {
      const from = base + offsets[r]![t]!;
      for (let i = 0; i < size; i++) {
        for (let j = i + 1; j < size; j++) {
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

/** Whether player p may not sit at table t of round r (0 or 1). */
function bannedAt(state: SearchState, r: number, t: number, p: number): number {
  return state.banned[(r * state.tables + t) * state.n + p]!;
}

/**
 * Cost change of swapping the players in slots a and b of round r (a ≠ b, slots counted within the
 * round); the state is unchanged.
 */
export function swapDelta(state: SearchState, r: number, a: number, b: number): number {
  const { maxSize, tables, weights, slots, slotSeat, slotTable, seatCount, tableCount } = state;
  const base = state.roundBase[r]!;
  const pa = slots[base + a]!;
  const pb = slots[base + b]!;
  const sa = slotSeat[base + a]!;
  const sb = slotSeat[base + b]!;
  let delta = 0;
  if (sa !== sb) {
    // pa leaves seat sa for sb, pb the reverse; the two players' counts are independent.
    delta += weights.seat[sa]! * squareStep(seatCount[pa * maxSize + sa]!, -1);
    delta += weights.seat[sb]! * squareStep(seatCount[pa * maxSize + sb]!, 1);
    delta += weights.seat[sb]! * squareStep(seatCount[pb * maxSize + sb]!, -1);
    delta += weights.seat[sa]! * squareStep(seatCount[pb * maxSize + sa]!, 1);
  }
  const ta = slotTable[base + a]!;
  const tb = slotTable[base + b]!;
  if (ta === tb) return delta;
  delta +=
    weights.table * (squareStep(tableCount[pa * tables + ta]!, -1) + squareStep(tableCount[pa * tables + tb]!, 1));
  delta +=
    weights.table * (squareStep(tableCount[pb * tables + tb]!, -1) + squareStep(tableCount[pb * tables + ta]!, 1));
  delta +=
    HARD *
    (bannedAt(state, r, tb, pa) - bannedAt(state, r, ta, pa) + bannedAt(state, r, ta, pb) - bannedAt(state, r, tb, pb));
  // pa leaves ta's others and meets tb's; pb the reverse.
  return delta + meetingsDelta(state, r, ta, pa, pb) + meetingsDelta(state, r, tb, pb, pa);
}

/**
 * Cost change, in meetings and in pairs kept apart, of `leaver` leaving the others at table t of round r and
 * `comer` sitting down with them in his place (the two are not together before or after: neither counts the other).
 */
function meetingsDelta(state: SearchState, r: number, t: number, leaver: number, comer: number): number {
  const { n, slots, meet, separate } = state;
  const from = state.roundBase[r]! + state.offsets[r]![t]!;
  let meetDelta = 0;
  let hardDelta = 0;
  for (let i = 0; i < state.sizes[r]![t]!; i++) {
    const x = slots[from + i]!;
    if (x === leaver) continue;
    const left = meet[leaver * n + x]!;
    const joined = meet[comer * n + x]!;
    meetDelta += meetPenalty(left - 1) - meetPenalty(left) + meetPenalty(joined + 1) - meetPenalty(joined);
    hardDelta += separate[comer * n + x]! - separate[leaver * n + x]!;
  }
  return state.weights.meet * meetDelta + HARD * hardDelta;
}

/**
 * Updates the counts of two players exchanging places (`counts[p * stride + place]`: seats or tables): pa leaves ia
 * for ib, pb leaves ib for ia.
 */
export function exchangeCounts(
  counts: Int32Array,
  stride: number,
  pa: number,
  ia: number,
  pb: number,
  ib: number,
): void {
  counts[pa * stride + ia]!--;
  counts[pa * stride + ib]!++;
  counts[pb * stride + ib]!--;
  counts[pb * stride + ia]!++;
}

/**
 * The meetings at a table of round r when `leaving` gives his place there to `joining` (not at that table):
 * the others at it stop meeting the one and meet the other.
 */
function replaceAtTable(state: SearchState, r: number, t: number, leaving: number, joining: number): void {
  const { n, slots, meet } = state;
  const from = state.roundBase[r]! + state.offsets[r]![t]!;
  for (let i = 0; i < state.sizes[r]![t]!; i++) {
    const x = slots[from + i]!;
    if (x === leaving) continue;
    meet[leaving * n + x]!--;
    meet[x * n + leaving]!--;
    meet[joining * n + x]!++;
    meet[x * n + joining]!++;
  }
}

/** Swaps the players in slots a and b of round r (counted within the round), updating every count. */
export function applySwap(state: SearchState, r: number, a: number, b: number): void {
  const { maxSize, tables, slots, slotSeat, slotTable } = state;
  const base = state.roundBase[r]!;
  const pa = slots[base + a]!;
  const pb = slots[base + b]!;
  exchangeCounts(state.seatCount, maxSize, pa, slotSeat[base + a]!, pb, slotSeat[base + b]!);
  const ta = slotTable[base + a]!;
  const tb = slotTable[base + b]!;
  if (ta !== tb) {
    exchangeCounts(state.tableCount, tables, pa, ta, pb, tb);
    replaceAtTable(state, r, ta, pa, pb);
    replaceAtTable(state, r, tb, pb, pa);
  }
  slots[base + a] = pb;
  slots[base + b] = pa;
}

/** Broken hard constraints of the state: separated pairs sharing a table, players at a banned table. */
export function hardViolations(state: SearchState): { together: number; banned: number } {
  let together = 0;
  let banned = 0;
  const { n, slots, slotTable, separate } = state;
  for (let r = 0; r < state.rounds; r++) {
    const base = state.roundBase[r]!;
    for (let k = 0; k < state.roundCount[r]!; k++) {
      banned += bannedAt(state, r, slotTable[base + k]!, slots[base + k]!);
    }
    for (const [t, size] of state.sizes[r]!.entries()) {
      const from = base + state.offsets[r]![t]!;
      for (let i = 0; i < size; i++)
        for (let j = i + 1; j < size; j++) together += separate[slots[from + i]! * n + slots[from + j]!]!;
    }
  }
  return { together, banned };
}
