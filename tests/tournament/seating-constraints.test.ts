/** Seating a real tournament (issue 16): pairs apart, judges' conflicts, absences, late entries, re-seating. */
import { describe, expect, it } from 'vitest';
import { seededPick } from '../../shared/engine/simulate/random-game.ts';
import {
  generateSeating,
  reseat,
  validatePlan,
  type SeatingConstraints,
  type SeatingPlan,
  type SeatingRequest,
} from '../../shared/tournament/index.ts';
import { playerIds } from './helpers.ts';

/** Round r's table of a player (0-based), or −1 when he does not play it. */
function tableOf(plan: SeatingPlan, r: number, id: string): number {
  return plan.rounds[r]!.findIndex((table) => table.includes(id));
}

const constraints: SeatingConstraints = {
  separate: [
    ['p1', 'p2'],
    ['p3', 'p4'],
    ['p1', 'p5'],
  ],
  judges: ['J1', 'J2'],
  judgeConflicts: [
    { judgeId: 'J1', playerIds: ['p6', 'p7'] },
    { judgeId: 'J2', playerIds: ['p8'] },
  ],
  absences: [
    { playerId: 'p9', rounds: [2] },
    { playerId: 'p20', rounds: [1, 2] },
  ],
};
const request: SeatingRequest = { players: playerIds(20), rounds: 6, tables: 2, constraints };

describe('a constrained 20 × 6 × 2 seating', () => {
  const result = generateSeating(request, seededPick(11));
  if (!result.ok) throw new Error(result.error.code);
  const { plan, report } = result.value;

  it('is a valid plan with a judge at every table', () => {
    expect(validatePlan(plan).ok).toBe(true);
    expect(plan.judges).toHaveLength(6);
    for (const judges of plan.judges!) expect([...judges].sort()).toEqual(['J1', 'J2']);
  });

  it('never seats a separated pair at one table', () => {
    for (let r = 0; r < 6; r++) {
      for (const [a, b] of constraints.separate!) expect(tableOf(plan, r, a)).not.toBe(tableOf(plan, r, b));
    }
  });

  it('never seats a player at the table of a judge who may not judge him', () => {
    for (let r = 0; r < 6; r++) {
      for (const { judgeId, playerIds: barred } of constraints.judgeConflicts!) {
        const t = plan.judges![r]!.indexOf(judgeId);
        for (const id of barred) expect(plan.rounds[r]![t]).not.toContain(id);
      }
    }
  });

  it('leaves absentees and late entries out of the rounds they miss, at tables as even as the round allows', () => {
    expect(tableOf(plan, 1, 'p9')).toBe(-1);
    expect(tableOf(plan, 0, 'p20')).toBe(-1);
    expect(tableOf(plan, 2, 'p20')).toBeGreaterThanOrEqual(0);
    expect(plan.absent).toEqual([['p20'], ['p9', 'p20'], [], [], [], []]);
    expect(plan.rounds[0]!.map((t) => t.length)).toEqual([10, 9]);
    expect(plan.rounds[1]!.map((t) => t.length)).toEqual([9, 9]);
    expect(plan.rounds[2]!.map((t) => t.length)).toEqual([10, 10]);
  });

  it('reports every figure: weighted seats 1, 2 and 10, and the constraints kept', () => {
    expect(report.seatSpread.weightedSeats).toEqual([1, 2, 10]);
    expect(report.seatSpread.weightedMaxDeviation).toBeLessThanOrEqual(report.seatSpread.maxDeviation);
    expect(report.constraints).toEqual({
      separatePairs: 3,
      separateBroken: 0,
      judgeConflicts: 3,
      judgeBroken: 0,
      absences: 3,
    });
    expect(report.summary).toContain('0/3 separated pairs together, 0 judge conflicts broken, 3 player-rounds missed');
  });

  it('is deterministic for a seed', () => {
    expect(generateSeating(request, seededPick(11))).toEqual(result);
  });
});

describe('constraints the organiser gets wrong', () => {
  const base = { players: playerIds(20), rounds: 3, tables: 2 };
  it.each<[SeatingConstraints, string]>([
    [{ judges: ['J1'] }, 'seating.not-enough-judges'],
    [{ judges: ['J1', 'p3'] }, 'seating.judge-is-player'],
    [{ judges: ['J1', 'J1'] }, 'seating.duplicate-judge'],
    [{ judges: ['J1', 'J2'], judgeConflicts: [{ judgeId: 'J3', playerIds: ['p1'] }] }, 'seating.unknown-judge'],
    [{ separate: [['p1', 'x']] }, 'seating.unknown-player'],
    [{ separate: [['p1', 'p1']] }, 'seating.separate-self'],
    [{ absences: [{ playerId: 'p1', rounds: [4] }] }, 'seating.invalid-round'],
    [{ absences: playerIds(9).map((playerId) => ({ playerId, rounds: [2] })) }, 'seating.round-too-small'],
  ])('%o → %s', (given, code) => {
    const result = generateSeating({ ...base, constraints: given }, seededPick(1));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });

  it('says so when the constraints cannot be met (one table, a pair to separate)', () => {
    const result = generateSeating(
      { players: playerIds(10), rounds: 2, tables: 1, constraints: { separate: [['p1', 'p2']] } },
      seededPick(1),
      { iterations: 2000 },
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toEqual({ code: 'seating.constraints-unmet', params: { together: 2, judges: 0 } });
  });
});

describe('re-seating during the day', () => {
  const first = generateSeating(request, seededPick(12));
  if (!first.ok) throw new Error(first.error.code);
  const previous = first.value.plan;
  const { players: _players, ...rest } = request;

  it('after a withdrawal keeps the played rounds and takes the player out of the others', () => {
    const again = reseat(previous, rest, { played: 3, withdrawn: ['p11'] }, seededPick(13));
    if (!again.ok) throw new Error(again.error.code);
    const plan = again.value.plan;
    expect(plan.rounds.slice(0, 3)).toEqual(previous.rounds.slice(0, 3));
    expect(plan.judges!.slice(0, 3)).toEqual(previous.judges!.slice(0, 3));
    for (let r = 3; r < 6; r++) {
      expect(tableOf(plan, r, 'p11')).toBe(-1);
      expect(plan.rounds[r]!.map((t) => t.length)).toEqual([10, 9]);
    }
    expect(validatePlan(plan).ok).toBe(true);
    expect(again.value.report.constraints).toMatchObject({ separateBroken: 0, judgeBroken: 0 });
  });

  it('after a late entry seats the newcomer in the rounds not yet played only', () => {
    const again = reseat(previous, rest, { played: 2, entered: ['p21'] }, seededPick(14));
    if (!again.ok) throw new Error(again.error.code);
    const plan = again.value.plan;
    expect(plan.players).toContain('p21');
    expect(plan.rounds.slice(0, 2)).toEqual(previous.rounds.slice(0, 2));
    expect(tableOf(plan, 0, 'p21')).toBe(-1);
    for (let r = 2; r < 6; r++) expect(tableOf(plan, r, 'p21')).toBeGreaterThanOrEqual(0);
    expect(plan.rounds[2]!.map((t) => t.length)).toEqual([11, 10]);
    expect(validatePlan(plan).ok).toBe(true);
  });

  it('spreads the seats of the rounds left around the played ones (a reseat from round 0 is a new seating)', () => {
    const again = reseat(previous, rest, { played: 0 }, seededPick(11));
    expect(again).toEqual(first.ok ? generateSeating(request, seededPick(11)) : null);
  });

  it('refuses a withdrawal of someone who is not a participant, and a played count beyond the plan', () => {
    const unknown = reseat(previous, rest, { played: 3, withdrawn: ['nobody'] }, seededPick(1));
    expect(!unknown.ok && unknown.error.code).toBe('seating.unknown-player');
    const beyond = reseat(previous, rest, { played: 7 }, seededPick(1));
    expect(!beyond.ok && beyond.error.code).toBe('seating.invalid-played');
  });
});

describe('validatePlan with absences', () => {
  it('refuses a plan that seats an absentee', () => {
    const plan: SeatingPlan = {
      players: playerIds(13),
      tableSizes: [7, 6],
      rounds: [[playerIds(7), playerIds(13).slice(7)]],
      absent: [['p1']],
    };
    const result = validatePlan(plan);
    expect(!result.ok && result.error.code).toBe('seating.plan-absent-seated');
  });
});
