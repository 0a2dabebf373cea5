/** Property tests of the seating generator (fast-check): invariants, determinism, report, baseline. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededPick } from '../../shared/engine/simulate/random-game.ts';
import { evennessReport, generateSeating, validatePlan, type SeatingRequest } from '../../shared/tournament/index.ts';
import { naiveRotation, playerIds } from './helpers.ts';
import { runs } from '../tiers.ts';

/** A feasible small request: 1..4 tables of 6..16 on average, 1..6 rounds. */
const requestArb: fc.Arbitrary<SeatingRequest> = fc
  .record({
    tables: fc.integer({ min: 1, max: 4 }),
    perTable: fc.integer({ min: 6, max: 16 }),
    extra: fc.nat(3),
    rounds: fc.integer({ min: 1, max: 6 }),
  })
  .map(({ tables, perTable, extra, rounds }) => {
    // Extra players only while the tables stay within 16.
    const players = tables * perTable + (perTable < 16 ? Math.min(extra, tables - 1) : 0);
    return { players: playerIds(players), rounds, tables };
  });

// A small budget keeps a hundred runs quick; the invariants hold at any budget.
const FAST = { iterations: 3000 };

describe('seating properties', () => {
  it('every player exactly once per round; tables within one of each other and 6..16', () => {
    fc.assert(
      fc.property(requestArb, fc.integer(), (request, seed) => {
        const result = generateSeating(request, seededPick(seed), FAST);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const { plan } = result.value;
        expect(validatePlan(plan).ok).toBe(true);
        expect(plan.rounds).toHaveLength(request.rounds);
        for (const round of plan.rounds) {
          expect(round.flat().sort()).toEqual([...request.players].sort());
          const sizes = round.map((t) => t.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          for (const size of sizes) expect(size >= 6 && size <= 16).toBe(true);
        }
      }),
      { numRuns: runs(100) },
    );
  });

  it('is deterministic for a seed', () => {
    fc.assert(
      fc.property(requestArb, fc.integer(), (request, seed) => {
        expect(generateSeating(request, seededPick(seed), FAST)).toEqual(
          generateSeating(request, seededPick(seed), FAST),
        );
      }),
      { numRuns: runs(30) },
    );
  });

  it('reports what the plan holds (recomputed by hand here)', () => {
    fc.assert(
      fc.property(requestArb, fc.integer(), (request, seed) => {
        const result = generateSeating(request, seededPick(seed), FAST);
        if (!result.ok) throw new Error(result.error.code);
        const { plan, report } = result.value;
        expect(report).toEqual(evennessReport(plan));
        const meet = new Map<string, number>();
        const seatCount = new Map<string, number>();
        for (const round of plan.rounds) {
          for (const table of round) {
            table.forEach((a, s) => {
              seatCount.set(`${a}@${s}`, (seatCount.get(`${a}@${s}`) ?? 0) + 1);
              for (const b of table) if (a < b) meet.set(`${a}|${b}`, (meet.get(`${a}|${b}`) ?? 0) + 1);
            });
          }
        }
        const ids = plan.players;
        const values: number[] = [];
        for (const a of ids) for (const b of ids) if (a < b) values.push(meet.get(`${a}|${b}`) ?? 0);
        expect(report.opponentSpread.maxMeetings).toBe(Math.max(...values));
        expect(report.opponentSpread.minMeetings).toBe(Math.min(...values));
        expect(report.opponentSpread.pairsNeverMet).toBe(values.filter((v) => v === 0).length);
        const mean = values.reduce((a, b) => a + b, 0) / values.length;
        expect(report.opponentSpread.mean).toBeCloseTo(mean, 3);
        for (const row of report.seatSpread.perPlayer) {
          row.seatCounts.forEach((c, s) => expect(c).toBe(seatCount.get(`${row.playerId}@${s}`) ?? 0));
          expect(row.seatCounts.reduce((a, b) => a + b, 0)).toBe(request.rounds);
        }
        if (report.tableSpread) {
          for (const row of report.tableSpread.perPlayer)
            expect(row.visits.reduce((a, b) => a + b, 0)).toBe(request.rounds);
        }
      }),
      { numRuns: runs(50) },
    );
  });

  it('on small cases spreads opponents no worse than a naive round-robin rotation', () => {
    const smallArb = fc.record({
      tables: fc.integer({ min: 2, max: 3 }),
      perTable: fc.integer({ min: 6, max: 9 }),
      rounds: fc.integer({ min: 2, max: 5 }),
    });
    fc.assert(
      fc.property(smallArb, fc.integer(), ({ tables, perTable, rounds }, seed) => {
        const players = playerIds(tables * perTable);
        const result = generateSeating({ players, rounds, tables }, seededPick(seed));
        if (!result.ok) throw new Error(result.error.code);
        const ours = result.value.report.opponentSpread;
        const naive = evennessReport(naiveRotation(players, rounds, tables)).opponentSpread;
        expect(ours.maxMeetings).toBeLessThanOrEqual(naive.maxMeetings);
        expect(ours.stdDev).toBeLessThanOrEqual(naive.stdDev);
      }),
      { numRuns: runs(25) },
    );
  });
});
