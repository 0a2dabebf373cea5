import { weightedSeatIndices } from './weighted-seats.ts';
import type {
  ConstraintReport,
  EvennessReport,
  OpponentSpread,
  SeatingConstraints,
  SeatingPlan,
  SeatSpread,
  TableSpread,
} from './types.ts';

/** Rounds a figure for display and comparison (floating sums of thirds would not compare equal). */
function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

/**
 * Each player's fair share of every seat number and every table: per round he plays, the share of the
 * round's seats at that number (or at that table) among the round's players. Without absences it is the
 * same for everyone: rounds × tables having the seat ÷ players.
 */
function fairShares(plan: SeatingPlan, width: number, count: (round: string[][], k: number) => number): number[][] {
  const index = new Map(plan.players.map((id, i) => [id, i]));
  const shares = plan.players.map(() => new Array<number>(width).fill(0));
  for (const round of plan.rounds) {
    const here = round.flat();
    const per = Array.from({ length: width }, (_, k) => count(round, k) / here.length);
    for (const id of here) {
      const row = shares[index.get(id) ?? -1];
      if (row) per.forEach((x, k) => (row[k]! += x));
    }
  }
  return shares;
}

/** Counts seat numbers per player from the plan itself. */
function seatSpread(plan: SeatingPlan): SeatSpread {
  const maxSize = Math.max(...plan.tableSizes, ...plan.rounds.flat().map((t) => t.length));
  const n = plan.players.length;
  const rounds = plan.rounds.length;
  // A seat number exists only at tables at least that big, so its fair share depends on how many have it.
  const expected = Array.from(
    { length: maxSize },
    (_, s) => (rounds * plan.tableSizes.filter((size) => size > s).length) / n,
  );
  const shares = fairShares(plan, maxSize, (round, s) => round.filter((table) => table.length > s).length);
  const counts = new Map(plan.players.map((id) => [id, new Array<number>(maxSize).fill(0)]));
  for (const round of plan.rounds) {
    for (const table of round) {
      table.forEach((id, s) => {
        const row = counts.get(id);
        if (row) row[s]!++;
      });
    }
  }
  const weighted = weightedSeatIndices(plan.tableSizes);
  let weightedMaxDeviation = 0;
  const perPlayer = plan.players.map((playerId, i) => {
    const seatCounts = counts.get(playerId)!;
    const deviations = seatCounts.map((c, s) => Math.abs(c - shares[i]![s]!));
    for (const s of weighted) weightedMaxDeviation = Math.max(weightedMaxDeviation, deviations[s] ?? 0);
    return { playerId, seatCounts, maxDeviation: round4(Math.max(...deviations)) };
  });
  return {
    expected: expected.map(round4),
    maxDeviation: Math.max(0, ...perPlayer.map((p) => p.maxDeviation)),
    perPlayer,
    weightedSeats: weighted.map((s) => s + 1),
    weightedMaxDeviation: round4(weightedMaxDeviation),
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
  const shares = fairShares(plan, tables, (round, t) => round[t]?.length ?? 0);
  const perPlayer = plan.players.map((playerId) => ({ playerId, visits: visits.get(playerId)! }));
  const maxDeviation = Math.max(
    0,
    ...perPlayer.flatMap((p, i) => p.visits.map((v, t) => Math.abs(v - shares[i]![t]!))),
  );
  return { expected: expected.map(round4), maxDeviation: round4(maxDeviation), perPlayer };
}

/** One line in English: sizes, seat deviation, meeting range, never-met pairs, table deviation. */
function summaryOf(
  plan: SeatingPlan,
  seats: SeatSpread,
  opponents: OpponentSpread,
  tables: TableSpread | null,
  constraints: ConstraintReport | null,
): string {
  const head = `${plan.players.length} players, ${plan.rounds.length} rounds, ${plan.tableSizes.length} tables (${plan.tableSizes.join('/')})`;
  const seatText = `seat numbers within ±${seats.maxDeviation.toFixed(2)} of even`;
  const meetText = `pairs met ${opponents.minMeetings}–${opponents.maxMeetings} times (mean ${opponents.mean.toFixed(2)}, σ ${opponents.stdDev.toFixed(2)}, ${opponents.pairsNeverMet} never)`;
  const weightedText = `seats ${seats.weightedSeats?.join(', ')} within ±${seats.weightedMaxDeviation?.toFixed(2)}`;
  const tableText = tables ? `; table visits within ±${tables.maxDeviation.toFixed(2)} of even` : '';
  const hard = constraints
    ? `; ${constraints.separateBroken}/${constraints.separatePairs} separated pairs together, ${constraints.judgeBroken} judge conflicts broken, ${constraints.absences} player-rounds missed`
    : '';
  return `${head}: ${seatText}; ${meetText}${tableText}; ${weightedText}${hard}`;
}

/** Counts the plan's hard constraints and how many it breaks: separated pairs together, judges' conflicts. */
function constraintReport(plan: SeatingPlan, constraints: SeatingConstraints): ConstraintReport {
  const separate = constraints.separate ?? [];
  const conflicts = new Map<string, Set<string>>();
  for (const c of constraints.judgeConflicts ?? []) {
    const set = conflicts.get(c.judgeId) ?? new Set<string>();
    c.playerIds.forEach((id) => set.add(id));
    conflicts.set(c.judgeId, set);
  }
  let separateBroken = 0;
  let judgeBroken = 0;
  plan.rounds.forEach((round, r) => {
    round.forEach((table, t) => {
      const here = new Set(table);
      separateBroken += separate.filter(([a, b]) => here.has(a) && here.has(b)).length;
      const judge = plan.judges?.[r]?.[t];
      const barred = judge === undefined ? undefined : conflicts.get(judge);
      if (barred) judgeBroken += table.filter((id) => barred.has(id)).length;
    });
  });
  return {
    separatePairs: separate.length,
    separateBroken,
    judgeConflicts: [...conflicts.values()].reduce((sum, set) => sum + set.size, 0),
    judgeBroken,
    absences: (plan.absent ?? []).reduce((sum, a) => sum + a.length, 0),
  };
}

/**
 * How even a plan is, computed from the plan alone (so it can check any plan, generated or edited), and,
 * given the constraints, how it keeps them.
 */
export function evennessReport(plan: SeatingPlan, constraints?: SeatingConstraints): EvennessReport {
  const seats = seatSpread(plan);
  const opponents = opponentSpread(plan);
  const tables = tableSpread(plan);
  const hard = constraints ? constraintReport(plan, constraints) : null;
  return {
    seatSpread: seats,
    opponentSpread: opponents,
    tableSpread: tables,
    ...(hard ? { constraints: hard } : {}),
    summary: summaryOf(plan, seats, opponents, tables, hard),
  };
}
