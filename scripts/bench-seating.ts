// The seating figure of `npm run bench` (issue 16): the time to seat 100 players × 10 rounds at 10 tables,
// in CPU time of this process, plain and with a real tournament's constraints; the plan's figures beside it.
import { seededPick } from '../shared/engine/simulate/random-game.ts';
import { generateSeating, reseat, type SeatingRequest } from '../shared/tournament/index.ts';

const RUNS = 5;

function cpuMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The median CPU time of `run` over RUNS seeds, and the last run's summary. */
function measure(run: (seed: number) => string): { median: number; summary: string } {
  const times: number[] = [];
  let summary = '';
  for (let seed = 1; seed <= RUNS; seed++) {
    const start = process.cpuUsage();
    summary = run(seed);
    times.push(cpuMs(start));
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)]!, summary };
}

const players = Array.from({ length: 100 }, (_, i) => `p${i + 1}`);
const judges = Array.from({ length: 12 }, (_, i) => `judge ${i + 1}`);
const constrained: SeatingRequest = {
  players,
  rounds: 10,
  tables: 10,
  constraints: {
    separate: Array.from({ length: 10 }, (_, i) => [players[2 * i]!, players[2 * i + 1]!]),
    judges,
    judgeConflicts: judges.slice(0, 5).map((judgeId, i) => ({ judgeId, playerIds: [players[50 + i]!] })),
    absences: [{ playerId: 'p99', rounds: [3, 4] }],
  },
};

/** Prints the seating figures. */
export function seatingBench(): void {
  const plain = measure((seed) => {
    const result = generateSeating({ players, rounds: 10, tables: 10 }, seededPick(seed));
    if (!result.ok) throw new Error(result.error.code);
    return result.value.report.summary;
  });
  console.log(
    `seating: 100 players × 10 rounds × 10 tables: median ${plain.median.toFixed(0)} ms CPU over ${RUNS} seeds`,
  );
  console.log(`  ${plain.summary}`);
  const hard = measure((seed) => {
    const result = generateSeating(constrained, seededPick(seed));
    if (!result.ok) throw new Error(result.error.code);
    return result.value.report.summary;
  });
  console.log(
    `seating: the same with 10 pairs apart, 12 judges with 5 conflicts, an absence: median ${hard.median.toFixed(0)} ms CPU`,
  );
  console.log(`  ${hard.summary}`);
  const first = generateSeating(constrained, seededPick(1));
  if (!first.ok) throw new Error(first.error.code);
  const { players: _all, ...rest } = constrained;
  const again = measure((seed) => {
    const result = reseat(
      first.value.plan,
      rest,
      { played: 5, withdrawn: ['p7'], entered: ['late'] },
      seededPick(seed),
    );
    if (!result.ok) throw new Error(result.error.code);
    return result.value.report.summary;
  });
  console.log(
    `seating: re-seat rounds 6–10 after a withdrawal and a late entry: median ${again.median.toFixed(0)} ms CPU`,
  );
}
