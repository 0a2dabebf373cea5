/** Property tests of scoring (fast-check): standings are a permutation, ranks follow points, monotonicity. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  preset1987,
  presetSports,
  type GameResult,
  type ScoringConfig,
  type TieBreak,
} from '../../shared/tournament/index.ts';
import { game, gp, standingsOf } from './helpers.ts';
import { runs } from '../tiers.ts';

const POOL = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
const TIE_BREAK_ORDERS: TieBreak[][] = [
  ['wins'],
  ['head-to-head', 'name'],
  ['fewest-penalties', 'best-move', 'points-without-bonus', 'wins'],
];

/** One random game: 4..8 players from the pool, honest/mafia, a winner, maybe a best move and extras. */
const gameArb = (index: number): fc.Arbitrary<GameResult> =>
  fc
    .record({
      ids: fc.shuffledSubarray(POOL, { minLength: 4, maxLength: 8 }),
      mafia: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      alive: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      removed: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
      remarks: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 8, maxLength: 8 }),
      winner: fc.constantFrom('honest', 'mafia', 'draw'),
      bestMove: fc.boolean(),
      extra: fc.option(fc.double({ min: -0.7, max: 0.7, noNaN: true }), { nil: undefined }),
    })
    .map(({ ids, mafia, alive, removed, remarks, winner, bestMove, extra }) => {
      // Both teams always play, so any winner is a team at the table.
      const team = (i: number) => (i === 0 ? 'honest' : i === 1 ? 'mafia' : mafia[i] ? 'mafia' : 'honest');
      const players = ids.map((id, i) =>
        gp(id, i + 1, team(i), { alive: alive[i]!, removed: removed[i] === 0, remarks: remarks[i]! }),
      );
      return game(`g${index}`, players, winner, {
        bestMove: bestMove ? { playerId: ids[0]!, suspects: ids.slice(1, 4) } : undefined,
        extras: extra === undefined ? [] : [{ playerId: ids[1]!, points: extra, reason: 'moderator' }],
      });
    });

const gamesArb = fc
  .integer({ min: 1, max: 8 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => gameArb(i))));

/** presetSports with honest/mafia (already in it), with a random tie-break order. */
const configArb: fc.Arbitrary<ScoringConfig> = fc
  .tuple(
    fc.constantFrom<'sports' | '1987'>('sports', '1987'),
    fc.constantFrom(...TIE_BREAK_ORDERS),
    fc.double({ min: -1, max: 0, noNaN: true }),
  )
  .map(([kind, tieBreaks, remark]) => {
    const base = kind === 'sports' ? presetSports() : preset1987();
    return { ...base, tieBreaks, extra: { min: -0.7, max: 0.7 }, penalties: { ...base.penalties, remark } };
  });

function totalOf(config: ScoringConfig, games: GameResult[], playerId: string): number {
  return standingsOf(config, games).rows.find((x) => x.playerId === playerId)?.points ?? 0;
}

describe('scoring properties', () => {
  it('standings are a permutation of the players; ranks are monotone in points', () => {
    fc.assert(
      fc.property(configArb, gamesArb, (config, games) => {
        const standings = standingsOf(config, games);
        const everyone = new Set(games.flatMap((g) => g.players.map((p) => p.playerId)));
        expect(standings.rows.map((x) => x.playerId).sort()).toEqual([...everyone].sort());
        expect(standings.discipline.map((x) => x.playerId)).toEqual(standings.rows.map((x) => x.playerId));
        const rows = standings.rows;
        expect(rows[0]!.rank).toBe(1);
        for (let i = 1; i < rows.length; i++) {
          const [prev, row] = [rows[i - 1]!, rows[i]!];
          expect(row.points).toBeLessThanOrEqual(prev.points);
          expect(row.rank).toBeGreaterThanOrEqual(prev.rank);
          // Ranks are competition ranks: a new rank is its position.
          if (row.rank !== prev.rank) expect(row.rank).toBe(i + 1);
          if (row.points < prev.points) expect(row.rank).toBeGreaterThan(prev.rank);
        }
      }),
      { numRuns: runs(200) },
    );
  });

  it("turning a game into a win for a player's team never lowers his total", () => {
    fc.assert(
      fc.property(configArb, gamesArb, fc.nat(), fc.nat(), (config, games, gi, pi) => {
        const g = games[gi % games.length]!;
        const player = g.players[pi % g.players.length]!;
        const changed = games.map((x) => (x === g ? { ...x, winner: player.team } : x));
        expect(totalOf(config, changed, player.playerId)).toBeGreaterThanOrEqual(
          totalOf(config, games, player.playerId),
        );
      }),
      { numRuns: runs(200) },
    );
  });

  it('adding a won game never lowers a total', () => {
    fc.assert(
      fc.property(configArb, gamesArb, (config, games) => {
        const extra = game('won', [gp('a', 1, 'honest'), gp('z', 2, 'mafia', { alive: false })], 'honest');
        expect(totalOf(config, [...games, extra], 'a')).toBeGreaterThanOrEqual(totalOf(config, games, 'a'));
      }),
      { numRuns: runs(100) },
    );
  });

  it('a remark or a removal never raises a total', () => {
    fc.assert(
      fc.property(configArb, gamesArb, fc.nat(), fc.nat(), fc.boolean(), (config, games, gi, pi, removal) => {
        const g = games[gi % games.length]!;
        const player = g.players[pi % g.players.length]!;
        const punished = games.map((x) =>
          x === g
            ? {
                ...x,
                players: x.players.map((p) =>
                  p === player ? (removal ? { ...p, removed: true } : { ...p, remarks: p.remarks + 1 }) : p,
                ),
              }
            : x,
        );
        expect(totalOf(config, punished, player.playerId)).toBeLessThanOrEqual(totalOf(config, games, player.playerId));
      }),
      { numRuns: runs(200) },
    );
  });
});
