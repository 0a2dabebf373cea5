/**
 * Issue 16 §3: for each preset version a small tournament whose standings are worked out by hand here (the
 * arithmetic is in the comments), plus FIIM's Ci, round weights and groups, points per game and hidden extras.
 */
import { describe, expect, it } from 'vitest';
import {
  FIIM_VERSIONS,
  SCORING_PRESETS,
  fiimCi,
  preset1987,
  presetByKey,
  presetClubEvening,
  presetFiim,
  presetOf,
  validateScoringConfig,
  type FiimVersion,
  type GameResult,
  type ScoringConfig,
  type Standings,
} from '../../shared/tournament/index.ts';
import { cityGames, game, gp, standingsOf } from './helpers.ts';

/** The standings of these games as rows of [player, rank, points]. */
function table(...args: Parameters<typeof standingsOf>): [string, number, number][] {
  return standingsOf(...args).rows.map((r) => [r.playerId, r.rank, r.points]);
}

/** Standings rows as [player, rank, value]: the players of `order` ranked 1, 2, … with these values. */
function ranked(order: string, values: number[]): [string, number, number][] {
  return [...order].map((id, i) => [id, i + 1, values[i]!]);
}

describe('FIIM presets by hand', () => {
  it.each<[FiimVersion, [string, number, number][]]>([
    // v1–v3: win 1, ЛХ 0.4 / 0.25, no auto-bonus, removal −0.5, no technical defeat, Ci 0.4.
    // g1: A 1 + 0.25 = 1.25; B 1; C 1; D 0; E 0.
    // g2: A 1; B 0.4 (ЛХ, three right); C 0; D −0.5 (removed); E 1; F 1.
    // Ci: A +0.4 (g1), B +0.4 (g2).
    // A 1.25 + 0.4 + 1 = 2.65; B 1 + 0.4 + 0.4 = 1.8; C 1; E 1; F 1; D −0.5.
    // C, E, F tied on 1: extras 0 = 0 = 0, wins 1 = 1 = 1, wins as don/sheriff C 1 (sheriff in g1) → C;
    // E, F: first-night deaths 0 = 0, name E < F.
    [1, ranked('ABCEFD', [2.65, 1.8, 1, 1, 1, -0.5])],
    [2, ranked('ABCEFD', [2.65, 1.8, 1, 1, 1, -0.5])],
    [3, ranked('ABCEFD', [2.65, 1.8, 1, 1, 1, -0.5])],
    // v4: ЛХ 0.5 / 0.3, Ci 0.4, auto-bonus 0.3 for everyone (the worst move does not matter yet).
    // g1: A 1 + 0.3 + 0.3 = 1.6; B 1.3; C 1.3; D 0.3; E 0.3.
    // g2: A 1.3; B 0.5 + 0.3 = 0.8; C 0.3; D −0.5 + 0.3 = −0.2; E 1.3; F 1.3.
    // A 1.6 + 0.4 + 1.3 = 3.3; B 1.3 + 0.8 + 0.4 = 2.5; C 1.3 + 0.3 = 1.6; E 0.3 + 1.3 = 1.6; F 1.3; D 0.1.
    // C and E on 1.6: extras, wins equal; wins as sheriff C 1, E 0 → C.
    [4, ranked('ABCEFD', [3.3, 2.5, 1.6, 1.6, 1.3, 0.1])],
    // v5: as v4, but no auto-bonus for the worst move (B in g1), and the technical defeat −0.7 (B C D in g2).
    // g1: A 1.6; B 1; C 1.3; D 0.3; E 0.3.
    // g2: A 1.3; B 0.5 + 0.3 − 0.7 = 0.1; C 0.3 − 0.7 = −0.4; D −0.5 + 0.3 − 0.7 = −0.9; E 1.3; F 1.3.
    // A 1.6 + 0.4 + 1.3 = 3.3; E 1.6; B 1 + 0.1 + 0.4 = 1.5; F 1.3; C 0.9; D −0.6.
    [5, ranked('AEBFCD', [3.3, 1.6, 1.5, 1.3, 0.9, -0.6])],
    // v6: ЛХ 0.7 / 0.5, Ci 0.4. g1: A 1 + 0.5 + 0.3 = 1.8. g2: B 0.7 + 0.3 − 0.7 = 0.3. The rest as v5.
    // A 1.8 + 0.4 + 1.3 = 3.5; B 1 + 0.3 + 0.4 = 1.7; E 1.6; F 1.3; C 0.9; D −0.6.
    [6, ranked('ABEFCD', [3.5, 1.7, 1.6, 1.3, 0.9, -0.6])],
  ])('v%i', (version, rows) => {
    expect(table(presetFiim(version), cityGames())).toEqual(rows);
  });

  // v7: as v6 with Ci 0.5: A 1.8 + 0.5 + 1.3 = 3.6; B 1 + 0.3 + 0.5 = 1.8.
  it('v7', () => {
    const standings = standingsOf(presetFiim(7), cityGames());
    expect(standings.rows.map((r) => [r.playerId, r.rank, r.points])).toEqual(
      ranked('ABEFCD', [3.6, 1.8, 1.6, 1.3, 0.9, -0.6]),
    );
    // Every point explained: B's g2 is ЛХ 0.7 (3 right) + auto 0.3 − 0.7 technical defeat + Ci 0.5 (K 1, G 2).
    const b2 = standings.games.find((g) => g.gameId === 'g2')!.players.find((p) => p.playerId === 'B')!;
    expect(b2.lines).toEqual([
      { rule: 'best-move', points: 0.7, detail: { right: 3 } },
      { rule: 'auto-bonus', points: 0.3 },
      { rule: 'technical-defeat', points: -0.7 },
      { rule: 'compensation', points: 0.5, detail: { k: 1, g: 2 } },
    ]);
    for (const g of standings.games)
      for (const p of g.players) expect(p.lines.reduce((s, l) => s + l.points, 0)).toBeCloseTo(p.total, 9);
  });

  it('v7 ЛХ: two named +0.5; a black first-night victim or someone not killed first gets nothing', () => {
    const [g1] = cityGames();
    const a = (g: GameResult) => standingsOf(presetFiim(7), [g]).games[0]!.players.find((p) => p.playerId === 'A')!;
    expect(a(g1!).bestMove).toBe(0.5);
    expect(a({ ...g1!, firstKilled: ['C'] }).bestMove).toBe(0);
    const black = { ...g1!, players: g1!.players.map((p) => (p.playerId === 'A' ? { ...p, team: 'black' } : p)) };
    expect(a(black).bestMove).toBe(0);
  });

  // Final round ×1.2 and round groups: g1 is the main group, g2 the final.
  // Ci per group: A main K 1, G 1 → round(0.4) = 0 → the cap 0.5; B final K 1, G 1 → 0.5. Ci is not weighted.
  // g2 ×1.2: A 1.3 → 1.56; B 0.3 → 0.36; C −0.4 → −0.48; D −0.9 → −1.08; E, F 1.3 → 1.56.
  // A 1.8 + 0.5 + 1.56 = 3.86; B 1 + 0.36 + 0.5 = 1.86; E 0.3 + 1.56 = 1.86; F 1.56; C 1.3 − 0.48 = 0.82;
  // D 0.3 − 1.08 = −0.78. B and E on 1.86: extras 0, wins 1 = 1, don/sheriff wins 0 = 0, first-night deaths B 1.
  it('v7 with a final round ×1.2 in its own group', () => {
    const config: ScoringConfig = { ...presetFiim(7), roundWeights: { '2': 1.2 }, finalFromRound: 2 };
    expect(table(config, cityGames())).toEqual(ranked('ABEFCD', [3.86, 1.86, 1.86, 1.56, 0.82, -0.78]));
  });

  // Points per game (v7): A 3.6 / 2 = 1.8; F 1.3 / 1; B 0.9; E 0.8; C 0.45; D −0.3.
  it('v7 ranked by points per game', () => {
    const standings = standingsOf({ ...presetFiim(7), ranking: 'per-game' }, cityGames());
    expect(standings.rows.map((r) => [r.playerId, r.rank, r.perGame])).toEqual(
      ranked('AFBECD', [1.8, 1.3, 0.9, 0.8, 0.45, -0.3]),
    );
  });

  // Extras and best moves hidden from the public standings until round 2. After g1 alone (C has +0.2):
  // public A 1 + 0.3 auto + Ci (K 1, G 1 → 0.5) = 1.8, C 1.3; full A 1.8 + 0.5 ЛХ = 2.3, C 1.5.
  it('hides extras and best moves from the public standings until the chosen round has a game', () => {
    const config: ScoringConfig = { ...presetFiim(7), hideUntilRound: 2 };
    const [g1, g2] = cityGames();
    g1!.extras.push({ playerId: 'C', points: 0.2, reason: 'led the town' });
    const points = (s: Standings) => Object.fromEntries(s.rows.map((r) => [r.playerId, r.points]));
    const pub = standingsOf(config, [g1!], { view: 'public' });
    expect(pub.hidden).toBe(true);
    expect(points(pub)).toMatchObject({ A: 1.8, C: 1.3 });
    const full = standingsOf(config, [g1!]);
    expect(full.hidden).toBe(false);
    expect(points(full)).toMatchObject({ A: 2.3, C: 1.5 });
    const later = standingsOf(config, [g1!, g2!], { view: 'public' });
    expect(later.hidden).toBe(false);
    expect(points(later)).toEqual(points(standingsOf(config, [g1!, g2!])));
  });
});

describe('the club evening preset by hand', () => {
  // Win 4, loss 1, don and sheriff +0.5 on a win and −0.5 on a loss, removal −1; no ЛХ, no Ci, no technical defeat.
  // g1 (red wins): A 4, B 4, C 4 + 0.5 = 4.5, D (don) 1 − 0.5 = 0.5, E 1.
  // g2 (black wins): A (don) 4.5, B 1, C 1, D (sheriff, removed) 1 − 0.5 − 1 = −0.5, E 4, F 4.
  // A 8.5; C 5.5; B 5; E 5; F 4; D 0. B and E: wins 1 = 1, don/sheriff wins 0 = 0, name B < E.
  it('v1', () => {
    expect(table(presetClubEvening(), cityGames())).toEqual(ranked('ACBEFD', [8.5, 5.5, 5, 5, 4, 0]));
  });
});

describe('the 1987 preset by hand (RULES.md §1)', () => {
  // g1: A B C D honest, E F mafia; honest win with A and B surviving (C killed, D removed): every honest 2.
  // g2: A B C honest, D E F mafia; mafia win with D and F surviving: each scores the 3 honest players.
  // A 2, B 2, C 2, D 2 + 3 = 5, E 0, F 3. A, B, C: wins 1 = 1 = 1; head-to-head (g1 2 each, g2 0) equal;
  // name A < B < C.
  it('v1', () => {
    const games = [
      game(
        'g1',
        [
          gp('A', 1, 'honest'),
          gp('B', 2, 'honest'),
          gp('C', 3, 'honest', { alive: false }),
          gp('D', 4, 'honest', { removed: true }),
          gp('E', 5, 'mafia', { alive: false }),
          gp('F', 6, 'mafia', { alive: false }),
        ],
        'honest',
      ),
      game(
        'g2',
        [
          gp('A', 1, 'honest', { alive: false }),
          gp('B', 2, 'honest', { alive: false }),
          gp('C', 3, 'honest', { alive: false }),
          gp('D', 4, 'mafia'),
          gp('E', 5, 'mafia', { alive: false }),
          gp('F', 6, 'mafia'),
        ],
        'mafia',
        { round: 2 },
      ),
    ];
    expect(table(preset1987(), games)).toEqual(ranked('DFABCE', [5, 3, 2, 2, 2, 0]));
  });
});

describe("FIIM's Ci", () => {
  it.each([
    // [K, G, cap, Ci]: Ci = max(min(K·cap / round(0.4·G), cap), 0)
    [0, 10, 0.5, 0], // no first-night death
    [1, 1, 0.5, 0.5], // round(0.4) = 0: the limit, the cap
    [0, 1, 0.5, 0], // round(0.4) = 0 and K = 0: nothing
    [1, 5, 0.5, 0.25], // round(2) = 2 → 0.5 / 2
    [1, 4, 0.5, 0.25], // round(1.6) = 2
    [3, 10, 0.5, 0.375], // round(4) = 4 → 1.5 / 4
    [3, 5, 0.4, 0.4], // 1.2 / 2 = 0.6 → capped at 0.4
  ])('K %i, G %i, cap %d → %d', (k, g, cap, ci) => {
    expect(fiimCi(k, g, cap, 0.4)).toBe(ci);
  });
});

describe('presets are versioned data', () => {
  it('every preset validates, names its version, and is found by its key', () => {
    for (const preset of SCORING_PRESETS) {
      const config = preset.make();
      expect(validateScoringConfig(config)).toEqual({ ok: true, value: config });
      expect(config.basedOn).toEqual({ id: preset.id, version: preset.version });
      expect(presetByKey(preset.key)).toBe(preset);
      expect(presetOf(config)).toBe(preset);
    }
  });

  it("FIIM v7 carries exactly the issue's constants", () => {
    const v7 = presetFiim(7);
    expect(v7.winPoints.red).toBe(1);
    expect(v7.bestMove).toEqual({ threeRight: 0.7, twoRight: 0.5 });
    expect(v7.bestMoveRules).toEqual({ redOnly: true, firstNightOnly: true });
    expect(v7.autoBonus).toEqual({ points: 0.3, unlessWorstMove: true });
    expect(v7.penalties.removal).toBe(-0.5);
    expect(v7.technicalDefeat).toBe(-0.7);
    expect(v7.compensation).toEqual({ formula: 'fiim-ci', points: 0.5, share: 0.4 });
    expect(FIIM_VERSIONS.map((v: FiimVersion) => presetFiim(v).bestMove.threeRight)).toEqual([
      0.4, 0.4, 0.4, 0.5, 0.5, 0.7, 0.7,
    ]);
  });

  it('a config stored before issue 16 (no optional parts) validates unchanged', () => {
    const old = JSON.parse(
      '{"mode":"points","winPoints":{"red":1,"black":1},"roleBonus":{},"bestMove":{"twoRight":0.25,"threeRight":0.4},"extra":{"min":-0.7,"max":0.7},"penalties":{"remark":0,"removal":-0.5},"tieBreaks":["wins"]}',
    ) as ScoringConfig;
    expect(validateScoringConfig(old)).toEqual({ ok: true, value: old });
  });

  it('refuses a bad optional part with the field it names', () => {
    const bad: [Partial<ScoringConfig>, string][] = [
      [{ roundWeights: { '2': 11 } }, 'scoring.out-of-range'],
      [{ roundWeights: { final: 1.2 } }, 'scoring.unknown-round'],
      [{ roleLoss: { don: 0.5 } }, 'scoring.out-of-range'],
      [{ compensation: { formula: 'eval' as never, points: 0.5, share: 0.4 } }, 'scoring.unknown-formula'],
      [{ hideUntilRound: 1.5 }, 'scoring.not-whole'],
      [{ ranking: 'elo' as never }, 'scoring.unknown-ranking'],
      [{ technicalDefeat: 0.7 }, 'scoring.out-of-range'],
    ];
    for (const [part, code] of bad) {
      const r = validateScoringConfig({ ...presetFiim(7), ...part });
      expect(!r.ok && r.error.code).toBe(code);
    }
  });
});
