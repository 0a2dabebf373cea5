/** Scoring: config validation, presets, each scoring rule by a worked example, tie-breaks, discipline. */
import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  preset1987,
  presetSports,
  scoreGame,
  validateScoringConfig,
  type GamePoints,
  type GameResult,
  type ScoringConfig,
} from '../../shared/tournament/index.ts';
import { game, gp, standingsOf } from './helpers.ts';

/** A city-style config with every rule switched on, for the worked examples. */
function cityConfig(): ScoringConfig {
  return {
    mode: 'points',
    winPoints: { red: 1, black: 1.5, maniac: 3 },
    roleBonus: { sheriff: 0.3, don: 0.5 },
    bestMove: { twoRight: 0.25, threeRight: 0.4 },
    extra: { min: -1, max: 1 },
    penalties: { remark: -0.1, removal: -0.5 },
    tieBreaks: ['wins', 'points-without-bonus', 'best-move', 'fewest-penalties', 'head-to-head', 'name'],
  };
}

function pointsOf(result: { ok: true; value: GamePoints } | { ok: false }, playerId: string) {
  if (!result.ok) throw new Error('not scored');
  return result.value.players.find((p) => p.playerId === playerId)!;
}

describe('validateScoringConfig', () => {
  it('accepts both presets and returns a copy, the input untouched', () => {
    for (const preset of [preset1987(), presetSports(), cityConfig()]) {
      const before = JSON.stringify(preset);
      const result = validateScoringConfig(preset);
      expect(result.ok).toBe(true);
      expect(result.ok && result.value).toEqual(preset);
      expect(result.ok && result.value).not.toBe(preset);
      expect(JSON.stringify(preset)).toBe(before);
    }
  });

  const bad: [string, (c: ScoringConfig) => void, string][] = [
    ['a win worth 101', (c) => (c.winPoints.red = 101), 'scoring.out-of-range'],
    ['a negative win', (c) => (c.winPoints.red = -1), 'scoring.out-of-range'],
    ['NaN role bonus', (c) => (c.roleBonus.don = Number.NaN), 'scoring.not-a-number'],
    ['infinite best move', (c) => (c.bestMove.threeRight = Number.POSITIVE_INFINITY), 'scoring.not-a-number'],
    ['a positive penalty', (c) => (c.penalties.remark = 0.1), 'scoring.out-of-range'],
    ['a removal below −100', (c) => (c.penalties.removal = -100.5), 'scoring.out-of-range'],
    ['extra bounds reversed', (c) => (c.extra = { min: 1, max: -1 }), 'scoring.extra-bounds-reversed'],
    ['no tie-breaks', (c) => (c.tieBreaks = []), 'scoring.no-tie-breaks'],
    ['a repeated tie-break', (c) => (c.tieBreaks = ['wins', 'name', 'wins']), 'scoring.duplicate-tie-break'],
    ['an unknown tie-break', (c) => (c.tieBreaks = ['coin-toss' as never]), 'scoring.unknown-tie-break'],
    ['an unknown mode', (c) => (c.mode = 'elo' as never), 'scoring.unknown-mode'],
  ];
  it.each(bad)('refuses %s', (_what, change, code) => {
    const config = cityConfig();
    change(config);
    const result = validateScoringConfig(config);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });

  it('names the field that is out of range', () => {
    const config = cityConfig();
    config.winPoints.black = 500;
    const result = validateScoringConfig(config);
    expect(!result.ok && result.error.params).toMatchObject({ field: 'winPoints.black', min: 0, max: 100 });
  });

  it('computeStandings refuses a bad config and scores nothing', () => {
    const config = cityConfig();
    config.penalties.remark = 1;
    const result = computeStandings(config, [game('g1', [gp('a', 1, 'red')], 'red')]);
    expect(!result.ok && result.error.code).toBe('scoring.out-of-range');
  });
});

describe('points mode, by hand (city config)', () => {
  const players = [
    gp('a', 1, 'red', { role: 'sheriff' }),
    gp('b', 2, 'red', { alive: false }),
    gp('c', 3, 'red', { remarks: 2 }),
    gp('d', 4, 'black', { role: 'don' }),
    gp('e', 5, 'black', { removed: true, remarks: 1 }),
    gp('f', 6, 'maniac', { alive: false }),
  ];
  const base = game('g1', players, 'red', {
    bestMove: { playerId: 'b', suspects: ['d', 'e', 'f'] },
    extras: [
      { playerId: 'c', points: 0.3, reason: 'led the town' },
      { playerId: 'd', points: -0.2, reason: 'broke the procedure' },
    ],
  });
  const result = scoreGame(cityConfig(), base);

  it('pays the win to every player of the winning team, dead or alive', () => {
    expect(pointsOf(result, 'a')).toMatchObject({ won: true, win: 1, roleBonus: 0.3, total: 1.3 });
    expect(pointsOf(result, 'b').win).toBe(1);
  });

  it('pays a role bonus only on the winning side', () => {
    expect(pointsOf(result, 'd')).toMatchObject({ won: false, win: 0, roleBonus: 0 });
  });

  it('best move: two of three suspects black → twoRight', () => {
    // d and e are black, f the maniac is not.
    expect(pointsOf(result, 'b')).toMatchObject({ bestMove: 0.25, total: 1.25 });
  });

  it('best move: three black → threeRight; one or none → nothing', () => {
    const three = game('g2', [...players, gp('g', 7, 'black')], 'red', {
      bestMove: { playerId: 'b', suspects: ['d', 'e', 'g'] },
    });
    expect(pointsOf(scoreGame(cityConfig(), three), 'b').bestMove).toBe(0.4);
    const one = game('g3', players, 'red', { bestMove: { playerId: 'b', suspects: ['d', 'a'] } });
    expect(pointsOf(scoreGame(cityConfig(), one), 'b').bestMove).toBe(0);
  });

  it('adds moderator extras and takes remarks and removals', () => {
    // c: win 1 + extra 0.3 + 2 remarks × −0.1 = 1.1
    expect(pointsOf(result, 'c')).toMatchObject({ win: 1, extras: 0.3, penalties: -0.2, total: 1.1 });
    // d: lost, extra −0.2 → −0.2; e: lost, removed (−0.5) and one remark (−0.1) → −0.6
    expect(pointsOf(result, 'd').total).toBe(-0.2);
    expect(pointsOf(result, 'e')).toMatchObject({ penalties: -0.6, total: -0.6, removed: true });
  });

  it('a removed player still shares the team win (the removal costs its own penalty)', () => {
    const blackWin = scoreGame(cityConfig(), { ...base, winner: 'black', bestMove: undefined, extras: [] });
    expect(pointsOf(blackWin, 'e')).toMatchObject({ win: 1.5, penalties: -0.6, total: 0.9 });
    expect(pointsOf(blackWin, 'd')).toMatchObject({ win: 1.5, roleBonus: 0.5, total: 2 });
  });

  it('a draw pays no win points', () => {
    const draw = scoreGame(cityConfig(), { ...base, winner: 'draw', bestMove: undefined, extras: [] });
    if (!draw.ok) throw new Error(draw.error.code);
    expect(draw.value.players.map((p) => p.win)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  const badGames: [string, Parameters<typeof scoreGame>[1], string][] = [
    [
      'an extra above the bound',
      { ...base, extras: [{ playerId: 'a', points: 1.5, reason: 'x' }] },
      'scoring.game-extra-out-of-range',
    ],
    [
      'an extra without a reason',
      { ...base, extras: [{ playerId: 'a', points: 0.5, reason: ' ' }] },
      'scoring.game-extra-no-reason',
    ],
    [
      'an extra for a stranger',
      { ...base, extras: [{ playerId: 'z', points: 0.5, reason: 'x' }] },
      'scoring.game-extra-player',
    ],
    [
      'four suspects',
      { ...base, bestMove: { playerId: 'b', suspects: ['a', 'c', 'd', 'e'] } },
      'scoring.game-best-move-too-many',
    ],
    [
      'a suspect named twice',
      { ...base, bestMove: { playerId: 'b', suspects: ['d', 'd'] } },
      'scoring.game-best-move-repeat',
    ],
    [
      'oneself as suspect',
      { ...base, bestMove: { playerId: 'b', suspects: ['b', 'd'] } },
      'scoring.game-best-move-suspect',
    ],
    ['a winner nobody played', { ...base, winner: 'honest' }, 'scoring.game-winner-not-playing'],
    ['a duplicate player', { ...base, players: [...players, gp('a', 9, 'red')] }, 'scoring.game-duplicate-player'],
    ['a duplicate seat', { ...base, players: [...players, gp('z', 1, 'red')] }, 'scoring.game-duplicate-seat'],
    ['negative remarks', { ...base, players: [gp('a', 1, 'red', { remarks: -1 })] }, 'scoring.game-invalid-remarks'],
  ];
  it.each(badGames)('refuses %s', (_what, bad, code) => {
    const r = scoreGame(cityConfig(), bad);
    expect(!r.ok && r.error.code).toBe(code);
  });

  it('refuses a winning team the config gives no points for', () => {
    const r = scoreGame(presetSports(), game('g', [gp('a', 1, 'villager'), gp('b', 2, 'wolf')], 'villager'));
    expect(!r.ok && r.error.code).toBe('scoring.game-no-win-points');
  });
});

describe('preset1987 (RULES.md §1)', () => {
  // 8 players: 5 honest (h1..h5), 3 mafia (m1..m3).
  const honest = (alive: boolean[]) => alive.map((a, i) => gp(`h${i + 1}`, i + 1, 'honest', { alive: a }));
  const mafia = (alive: boolean[]) => alive.map((a, i) => gp(`m${i + 1}`, i + 6, 'mafia', { alive: a }));

  it('mafia win: each surviving mafioso scores the initial number of honest players', () => {
    const g = game('g1', [...honest([false, false, false, false, false]), ...mafia([true, false, true])], 'mafia');
    const r = scoreGame(preset1987(), g);
    if (!r.ok) throw new Error(r.error.code);
    expect(Object.fromEntries(r.value.players.map((p) => [p.playerId, p.total]))).toEqual({
      h1: 0,
      h2: 0,
      h3: 0,
      h4: 0,
      h5: 0,
      m1: 5,
      m2: 0,
      m3: 5,
    });
  });

  it('honest win: every honest player, dead or alive, scores the surviving honest', () => {
    const g = game('g1', [...honest([true, false, true, false, true]), ...mafia([false, false, false])], 'honest');
    const r = scoreGame(preset1987(), g);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.players.map((p) => p.total)).toEqual([3, 3, 3, 3, 3, 0, 0, 0]);
    expect(r.value.players.filter((p) => p.won).length).toBe(5);
  });

  it("takes the game's own score when the result carries one", () => {
    const g = game(
      'g1',
      [gp('h1', 1, 'honest', { gameScore: 7 }), gp('m1', 2, 'mafia', { alive: false, gameScore: 0 })],
      'honest',
    );
    expect(pointsOf(scoreGame(preset1987(), g), 'h1').total).toBe(7);
  });

  it('a removed honest player does not count as surviving', () => {
    const g = game(
      'g1',
      [
        ...honest([true, true, true, true, true]).map((p, i) => (i === 0 ? { ...p, removed: true } : p)),
        ...mafia([false, false, false]),
      ],
      'honest',
    );
    expect(pointsOf(scoreGame(preset1987(), g), 'h2').total).toBe(4);
  });
});

describe('presetSports', () => {
  it('win 1, best move 0.25 / 0.4, removal −0.5', () => {
    const config = presetSports();
    expect(config.winPoints.red).toBe(1);
    const g = game(
      'g1',
      [
        gp('r1', 1, 'red', { alive: false }),
        gp('r2', 2, 'red', { removed: true }),
        gp('b1', 3, 'black'),
        gp('b2', 4, 'black'),
        gp('b3', 5, 'black'),
      ],
      'red',
      { bestMove: { playerId: 'r1', suspects: ['b1', 'b2', 'b3'] } },
    );
    const r = scoreGame(config, g);
    expect(pointsOf(r, 'r1').total).toBe(1.4);
    expect(pointsOf(r, 'r2').total).toBe(0.5);
    expect(pointsOf(r, 'b1').total).toBe(0);
  });
});

describe('standings and tie-breaks', () => {
  const config = (tieBreaks: ScoringConfig['tieBreaks']): ScoringConfig => ({ ...cityConfig(), tieBreaks });
  /** The first two rows of the standings under these tie-breaks, as [player, rank]. */
  const topTwo = (tieBreaks: ScoringConfig['tieBreaks'], games: GameResult[]): [string, number][] => {
    return standingsOf(config(tieBreaks), games)
      .rows.slice(0, 2)
      .map((x) => [x.playerId, x.rank]);
  };

  it('ranks by points, then wins; equal after all tie-breaks → shared rank (1, 1, 1, 1, 5, 5)', () => {
    const games = [
      game('g1', [gp('a', 1, 'red'), gp('b', 2, 'red'), gp('c', 3, 'black'), gp('d', 4, 'black')], 'red'),
      game('g2', [gp('a', 1, 'red'), gp('b', 2, 'red'), gp('c', 3, 'black'), gp('d', 4, 'black')], 'red'),
      game('g3', [gp('a', 1, 'red'), gp('b', 2, 'black'), gp('c', 3, 'black'), gp('d', 4, 'red')], 'black'),
    ];
    // a: 2, b: 2 + 1.5 = 3.5, c: 1.5, d: 0
    const standings = standingsOf(config(['wins']), games);
    expect(standings.rows.map((x) => [x.playerId, x.rank, x.points, x.wins, x.games])).toEqual([
      ['b', 1, 3.5, 3, 3],
      ['a', 2, 2, 2, 3],
      ['c', 3, 1.5, 1, 3],
      ['d', 4, 0, 0, 3],
    ]);
    const tied = standingsOf(config(['wins']), [
      game(
        'g1',
        [gp('a', 1, 'red'), gp('b', 2, 'red'), gp('c', 3, 'red'), gp('d', 4, 'black'), gp('e', 5, 'black')],
        'red',
      ),
      game('g2', [gp('e', 1, 'red'), gp('x', 2, 'black')], 'red'),
    ]);
    // a, b, c and e each won once (1 point, 1 win); d and x lost: shared ranks, listed by id.
    expect(tied.rows.map((x) => [x.playerId, x.rank])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 1],
      ['e', 1],
      ['d', 5],
      ['x', 5],
    ]);
  });

  it('applies the tie-breaks in the configured order', () => {
    // a: a black win (1.5) = 1.5 points, 1 win. b: a red win (1) + extra 0.5 = 1.5 points, 1 win.
    // points-without-bonus: a 1.5, b 1.  best-move: equal. So 'points-without-bonus' puts a first.
    const games = [
      game('g1', [gp('a', 1, 'black'), gp('z', 2, 'red')], 'black'),
      game('g2', [gp('b', 1, 'red'), gp('y', 2, 'black')], 'red', {
        extras: [{ playerId: 'b', points: 0.5, reason: 'good' }],
      }),
    ];
    expect(topTwo(['wins', 'points-without-bonus'], games)).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(topTwo(['wins'], games)).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
  });

  it('best-move and fewest-penalties split ties', () => {
    const games = [
      game(
        'g1',
        [gp('a', 1, 'red'), gp('b', 2, 'red', { remarks: 1 }), gp('m', 3, 'black'), gp('n', 4, 'black')],
        'red',
        {
          bestMove: { playerId: 'b', suspects: ['m', 'n'] },
        },
      ),
    ];
    // a: 1. b: 1 + 0.25 − 0.1 = 1.15 — not tied; make a tie with an extra for a.
    games[0]!.extras.push({ playerId: 'a', points: 0.15, reason: 'fair play' });
    const byBest = computeStandings(config(['best-move']), games);
    expect(byBest.ok && byBest.value.rows.slice(0, 2).map((x) => [x.playerId, x.rank, x.points])).toEqual([
      ['b', 1, 1.15],
      ['a', 2, 1.15],
    ]);
    expect(topTwo(['fewest-penalties'], games)).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('head-to-head: points in the games the tied players played together', () => {
    const games = [
      game('g1', [gp('a', 1, 'red'), gp('b', 2, 'black')], 'red'), // a +1 against b
      game('g2', [gp('b', 1, 'red'), gp('x', 2, 'black')], 'red'), // b +1 elsewhere
    ];
    expect(topTwo(['head-to-head'], games)).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it("'name' orders by display name, independent of locale", () => {
    const games = [game('g1', [gp('p1', 1, 'red'), gp('p2', 2, 'red'), gp('p3', 3, 'black')], 'red')];
    const r = computeStandings(config(['name']), games, { names: { p1: 'Zoë', p2: 'Anna' } });
    expect(r.ok && r.value.rows.map((x) => [x.name, x.rank])).toEqual([
      ['Anna', 1],
      ['Zoë', 2],
      ['p3', 3],
    ]);
  });

  it('lists registered players who have not played, and refuses a game counted twice', () => {
    const games = [game('g1', [gp('a', 1, 'red'), gp('b', 2, 'black')], 'red')];
    const r = computeStandings(cityConfig(), games, { players: ['a', 'b', 'c'] });
    expect(r.ok && r.value.rows.find((x) => x.playerId === 'c')).toMatchObject({ games: 0, points: 0, rank: 3 }); // b, also on 0, comes first by name
    const twice = computeStandings(cityConfig(), [...games, ...games]);
    expect(!twice.ok && twice.error.code).toBe('scoring.duplicate-game');
  });

  it('keeps remarks, removals and penalty points per player across the tournament in one table', () => {
    const games = [
      game('g1', [gp('a', 1, 'red', { remarks: 2 }), gp('b', 2, 'black', { removed: true, remarks: 1 })], 'red'),
      game('g2', [gp('a', 1, 'black', { remarks: 1, removed: true }), gp('b', 2, 'red')], 'red'),
    ];
    const standings = standingsOf(cityConfig(), games);
    const byId = Object.fromEntries(standings.discipline.map((d) => [d.playerId, d]));
    expect(byId.a).toMatchObject({ games: 2, remarks: 3, removals: 1, penaltyPoints: -0.8 });
    expect(byId.b).toMatchObject({ games: 2, remarks: 1, removals: 1, penaltyPoints: -0.6 });
    expect(standings.rows.find((x) => x.playerId === 'a')!.penalties).toBe(-0.8);
  });
});
