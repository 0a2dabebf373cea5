import { fail, ok } from '../../engine/result.ts';
import type { Result } from '../../engine/types.ts';
import type { Pick } from '../pick.ts';
import { anneal } from './anneal.ts';
import { layoutRounds } from './constraints.ts';
import { balanceTables } from './table-pass.ts';
import { evennessReport } from './evenness.ts';
import { weightedSeatIndices } from './weighted-seats.ts';
import { createSearchState, hardViolations, type CostWeights } from './search-state.ts';
import { checkSeatingRequest } from './table-sizes.ts';
import type { SeatingOptions, SeatingPlan, SeatingRequest, SeatingResult } from './types.ts';

/** Candidate moves per player-round by default, and the bounds of the default budget. */
const MOVES_PER_PLAYER_ROUND = 600;
const MIN_ITERATIONS = 20_000;
const MAX_ITERATIONS = 1_000_000;

/** The default work budget: scaled to the size, capped so that large requests stay bounded. */
export function defaultIterations(players: number, rounds: number): number {
  return Math.min(MAX_ITERATIONS, Math.max(MIN_ITERATIONS, MOVES_PER_PLAYER_ROUND * players * rounds));
}

/** Weight of a seat number the sports clubs weigh (1, 2 and the last), and of the others. */
const HEAVY_SEAT = 3;
const PLAIN_SEAT = 2;

function seatWeights(maxSize: number, fullSizes: number[]): number[] {
  const heavy = new Set(weightedSeatIndices(fullSizes));
  return Array.from({ length: maxSize }, (_, s) => (heavy.has(s) ? HEAVY_SEAT : PLAIN_SEAT));
}

/** Fisher–Yates with the host's choices. */
function shuffled<T>(items: T[], pick: Pick): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Generates a seating plan: every present player once per round, tables within one player of each other
 * and 6..16, the hard constraints kept (pairs apart, judges' conflicts, absences), seat numbers, opponents
 * and tables spread as evenly as a bounded local search finds. Fixed rounds (`options.fixedRounds`, the
 * played ones) are kept exactly and the others optimised around them. Deterministic for a given `pick`.
 * A bad request, or constraints the search cannot meet, is a `seating.*` error, never a throw.
 */
export function generateSeating(
  request: SeatingRequest,
  pick: Pick,
  options: SeatingOptions = {},
): Result<SeatingResult> {
  const checked = checkSeatingRequest(request);
  if (!checked.ok) return checked;
  const fullSizes = checked.value;
  const fixedRounds = options.fixedRounds ?? [];
  const laid = layoutRounds(request, fullSizes, fixedRounds);
  if (!laid.ok) return laid;
  const layout = laid.value;
  const n = request.players.length;
  const maxSize = Math.max(...layout.sizes.flat());
  // Opponents first (the brief's main aim): meetings weigh 4, seats 2–3, tables 2. Table visits are then
  // settled by balanceTables, which cannot disturb opponents or seats. Weights measured on 20×5×2,
  // 30×6×3 and 100×10×10 and against the naive rotation of the property tests.
  const weights: CostWeights = { seat: seatWeights(maxSize, fullSizes), table: 2, meet: 4 };
  const order = layout.present.map((players, r) => (layout.free.includes(r) ? shuffled(players, pick) : players));
  const state = createSearchState(
    { n, sizes: layout.sizes, order, free: layout.free, separate: layout.separate, banned: layout.banned },
    weights,
  );
  const playerRounds = layout.free.reduce((sum, r) => sum + state.roundCount[r]!, 0);
  const iterations =
    options.iterations ?? defaultIterations(playerRounds / Math.max(1, layout.free.length), layout.free.length);
  anneal(state, Math.max(0, Math.floor(iterations)), pick);
  balanceTables(state);
  const broken = hardViolations(state);
  if (broken.together > 0 || broken.banned > 0)
    return fail('seating.constraints-unmet', { together: broken.together, judges: broken.banned });
  const rounds: string[][][] = layout.sizes.map((sizes, r) => {
    const base = state.roundBase[r]!;
    return sizes.map((size, t) =>
      Array.from({ length: size }, (_, s) => request.players[state.slots[base + state.offsets[r]![t]! + s]!]!),
    );
  });
  const plan: SeatingPlan = { players: [...request.players], tableSizes: fullSizes, rounds };
  if (layout.judges) plan.judges = layout.judges;
  if (layout.absent.some((a) => a.length > 0)) plan.absent = layout.absent;
  return ok({ plan, report: evennessReport(plan, request.constraints) });
}
