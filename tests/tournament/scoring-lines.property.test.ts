/** Property tests of issue 16's explained scoring: every point has its line, and every order is defined. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCORING_PRESETS, type GameResult } from '../../shared/tournament/index.ts';
import { game, gp, standingsOf } from './helpers.ts';
import { runs } from '../tiers.ts';

const POOL = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** One random city or 1987 game in round 1..4: teams, a winner, a first-night victim, a best move, a worst move. */
const gameArb = (index: number): fc.Arbitrary<GameResult> =>
  fc
    .record({
      ids: fc.shuffledSubarray(POOL, { minLength: 4, maxLength: 8 }),
      city: fc.boolean(),
      black: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      roles: fc.array(fc.constantFrom('civilian', 'sheriff', 'don', 'mafioso'), { minLength: 8, maxLength: 8 }),
      removed: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 8, maxLength: 8 }),
      winner: fc.constantFrom(0, 1, 2),
      round: fc.integer({ min: 1, max: 4 }),
      victim: fc.option(fc.nat(7), { nil: undefined }),
      worst: fc.option(fc.nat(7), { nil: undefined }),
      technical: fc.boolean(),
    })
    .map(({ ids, city, black, roles, removed, winner, round, victim, worst, technical }) => {
      const [red, mafia] = city ? ['red', 'black'] : ['honest', 'mafia'];
      const team = (i: number) => (i === 0 ? red! : i === 1 ? mafia! : black[i] ? mafia! : red!);
      const players = ids.map((id, i) => gp(id, i + 1, team(i), { role: roles[i]!, removed: removed[i] === 0 }));
      const v = victim === undefined ? undefined : ids[victim % ids.length]!;
      const w = worst === undefined ? undefined : ids[worst % ids.length]!;
      const loser = winner === 0 ? mafia! : red!;
      return game(`g${index}`, players, winner === 2 ? 'draw' : winner === 0 ? red! : mafia!, {
        round,
        ...(v === undefined
          ? {}
          : { firstKilled: [v], bestMove: { playerId: v, suspects: ids.filter((x) => x !== v).slice(0, 3) } }),
        ...(w === undefined ? {} : { worstMove: [w] }),
        ...(technical && winner !== 2 ? { technicalDefeat: loser } : {}),
      });
    });

const gamesArb = fc
  .integer({ min: 0, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => gameArb(i))));

const configArb = fc
  .tuple(fc.constantFrom(...SCORING_PRESETS), fc.boolean(), fc.constantFrom<'total' | 'per-game'>('total', 'per-game'))
  .map(([preset, final, ranking]) => ({
    ...preset.make(),
    ...(final ? { roundWeights: { '4': 1.5, '3': 1.2 }, finalFromRound: 3 } : {}),
    ranking,
  }));

describe('explained scoring properties', () => {
  it("a game's lines add up to its total, the games to the standings, whatever the preset", () => {
    fc.assert(
      fc.property(configArb, gamesArb, (config, games) => {
        const standings = standingsOf(config, games);
        const sums = new Map<string, number>();
        for (const g of standings.games) {
          for (const p of g.players) {
            expect(p.lines.reduce((s, l) => s + l.points, 0)).toBeCloseTo(p.total, 6);
            expect(p.lines.every((l) => l.points !== 0)).toBe(true);
            sums.set(p.playerId, (sums.get(p.playerId) ?? 0) + p.total);
          }
        }
        for (const row of standings.rows) expect(row.points).toBeCloseTo(sums.get(row.playerId) ?? 0, 6);
      }),
      { numRuns: runs(200) },
    );
  });

  it('every order is defined: the same games in any order give the same standings, ties listed by name', () => {
    fc.assert(
      fc.property(configArb, gamesArb, (config, games) => {
        const forward = standingsOf(config, games, { players: POOL });
        const backward = standingsOf(config, [...games].reverse(), { players: [...POOL].reverse() });
        expect(backward.rows).toEqual(forward.rows);
        const rows = forward.rows;
        for (let i = 1; i < rows.length; i++) {
          if (rows[i]!.rank === rows[i - 1]!.rank) expect(rows[i - 1]!.name < rows[i]!.name).toBe(true);
        }
      }),
      { numRuns: runs(200) },
    );
  });
});
