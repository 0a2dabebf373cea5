import type { EvennessReport, OpponentSpread, SeatingPlan, SeatSpread, TableSpread } from './types.ts';

/** Rounds a figure for display and comparison (floating sums of thirds would not compare equal). */
function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

/** Counts seat numbers per player from the plan itself. */
function seatSpread(plan: SeatingPlan): SeatSpread {
  const maxSize = Math.max(...plan.tableSizes);
  const n = plan.players.length;
  const rounds = plan.rounds.length;
  // A seat number exists only at tables at least that big, so its fair share depends on how many have it.
  const expected = Array.from(
    { length: maxSize },
    (_, s) => (rounds * plan.tableSizes.filter((size) => size > s).length) / n,
  );
  const counts = new Map(plan.players.map((id) => [id, new Array<number>(maxSize).fill(0)]));
  for (const round of plan.rounds) {
    for (const table of round) {
      table.forEach((id, s) => {
        const row = counts.get(id);
        if (row) row[s]!++;
      });
    }
  }
  const perPlayer = plan.players.map((playerId) => {
    const seatCounts = counts.get(playerId)!;
    const maxDeviation = round4(Math.max(...seatCounts.map((c, s) => Math.abs(c - expected[s]!))));
    return { playerId, seatCounts, maxDeviation };
  });
  return {
    expected: expected.map(round4),
    maxDeviation: Math.max(0, ...perPlayer.map((p) => p.maxDeviation)),
    perPlayer,
  };
}

/** Counts how often each pair of players sat at the same table. */
export function meetingCounts(plan: SeatingPlan): number[][] {
  const index = new Map(plan.players.map((id, i) => [id, i]));
  const n = plan.players.length;
  const meet = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const round of plan.rounds) {
    for (const table of round) {
      const ids = table.map((id) => index.get(id)).filter((i) => i !== undefined);
      for (let i = 0; i < ids.length; i++) {
        for (let j = i + 1; j < ids.length; j++) {
          meet[ids[i]!]![ids[j]!]!++;
          meet[ids[j]!]![ids[i]!]!++;
        }
      }
    }
  }
  return meet;
}

/** Summarises pair meetings: min, max, mean, population standard deviation, pairs never met. */
function opponentSpread(plan: SeatingPlan): OpponentSpread {
  const meet = meetingCounts(plan);
  const n = plan.players.length;
  const values: number[] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) values.push(meet[i]![j]!);
  if (values.length === 0)
    return { minMeetings: 0, maxMeetings: 0, mean: 0, stdDev: 0, pairsNeverMet: 0, histogram: [] };
  const maxMeetings = Math.max(...values);
  const histogram = new Array<number>(maxMeetings + 1).fill(0);
  for (const v of values) histogram[v]!++;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length;
  return {
    minMeetings: Math.min(...values),
    maxMeetings,
    mean: round4(mean),
    stdDev: round4(Math.sqrt(variance)),
    pairsNeverMet: histogram[0] ?? 0,
    histogram,
  };
}

/** Counts table visits per player; null with one table, where there is nothing to spread. */
function tableSpread(plan: SeatingPlan): TableSpread | null {
  const tables = plan.tableSizes.length;
  if (tables < 2) return null;
  const n = plan.players.length;
  const rounds = plan.rounds.length;
  const expected = plan.tableSizes.map((size) => (rounds * size) / n);
  const visits = new Map(plan.players.map((id) => [id, new Array<number>(tables).fill(0)]));
  for (const round of plan.rounds) {
    round.forEach((table, t) => {
      for (const id of table) {
        const row = visits.get(id);
        if (row) row[t]!++;
      }
    });
  }
  const perPlayer = plan.players.map((playerId) => ({ playerId, visits: visits.get(playerId)! }));
  const maxDeviation = Math.max(0, ...perPlayer.flatMap((p) => p.visits.map((v, t) => Math.abs(v - expected[t]!))));
  return { expected: expected.map(round4), maxDeviation: round4(maxDeviation), perPlayer };
}

/** One line in English: sizes, seat deviation, meeting range, never-met pairs, table deviation. */
function summaryOf(
  plan: SeatingPlan,
  seats: SeatSpread,
  opponents: OpponentSpread,
  tables: TableSpread | null,
): string {
  const head = `${plan.players.length} players, ${plan.rounds.length} rounds, ${plan.tableSizes.length} tables (${plan.tableSizes.join('/')})`;
  const seatText = `seat numbers within ±${seats.maxDeviation.toFixed(2)} of even`;
  const meetText = `pairs met ${opponents.minMeetings}–${opponents.maxMeetings} times (mean ${opponents.mean.toFixed(2)}, σ ${opponents.stdDev.toFixed(2)}, ${opponents.pairsNeverMet} never)`;
  const tableText = tables ? `; table visits within ±${tables.maxDeviation.toFixed(2)} of even` : '';
  return `${head}: ${seatText}; ${meetText}${tableText}`;
}

/** How even a plan is, computed from the plan alone (so it can check any plan, generated or edited). */
export function evennessReport(plan: SeatingPlan): EvennessReport {
  const seats = seatSpread(plan);
  const opponents = opponentSpread(plan);
  const tables = tableSpread(plan);
  return {
    seatSpread: seats,
    opponentSpread: opponents,
    tableSpread: tables,
    summary: summaryOf(plan, seats, opponents, tables),
  };
}
