import { describe, expect, it } from 'vitest';
import { gameFromLog, history, playerView, replay } from '../../../shared/engine/index.ts';
import { PUBLIC_ANNOUNCEMENTS } from '../../../shared/engine/rulesets/room-news.ts';
import { ANNOUNCEMENTS_KEPT } from '../../../shared/engine/rulesets/announcements.ts';
import {
  dayOne,
  dealt,
  discuss,
  keysDeep,
  night,
  nightCommand,
  run,
  step,
  talkOut,
  toNight,
  votes,
  pub,
  mod,
  PLAN_KEY,
  SECRET_KEYS,
  FULL_TABLE,
  firstNight,
  nightUntil,
  tiedDayOne,
  SEVEN_AND_SIX,
} from './helpers.ts';
import { expectNoKeys } from '../engine-kit.ts';
import type { NightPlan } from './helpers.ts';

/** FULL_TABLE's roles, as the room sees them at the end. */
const TABLE_ROLES = [
  'putana',
  'mafioso',
  'mafioso',
  'don',
  'sheriff',
  'doctor',
  'maniac',
  'civilian',
  'civilian',
  'civilian',
];

/** Keys that would carry a secret in the room's view: the night's, and the options and the outcome. */
const VIEW_SECRET_KEYS = [...SECRET_KEYS, 'options', 'outcome'];

describe('RULES §4 public view: only what every player may know', () => {
  it('mid-game: no role, no night choice, no check, no alibi', () => {
    let game = firstNight();
    game = run(
      game,
      { type: 'putana-visit', target: 8 },
      { type: 'mafia-shoot', target: 9 },
      { type: 'don-check', target: 5 },
    );
    for (const g of [game, night(step(game, { type: 'end-step' }), { sheriff: 4, heal: 10, kill: 1 })]) {
      const view = pub(g.state);
      expectNoKeys(view, VIEW_SECRET_KEYS);
      expect(view.players.every((p) => p.role === null)).toBe(true);
      expect(view.result).toBeNull();
    }
  });

  it('the night looks the same whatever happens at night, step by step', () => {
    const plans: NightPlan[] = [
      { visit: 8, shot: 9, don: 5, sheriff: 2, heal: 9, kill: null },
      { visit: 4, shot: 2, don: null, sheriff: 7, heal: 6, kill: 10 },
      { visit: 5, shot: 1, don: 10, sheriff: null, heal: 1, kill: 3 },
    ];
    const games = plans.map(() => firstNight());
    for (let s = 0; s < games[0]!.state.nightSteps.length; s++) {
      const views = games.map((g) => JSON.stringify(pub(g.state)));
      expect(new Set(views).size).toBe(1);
      for (let i = 0; i < games.length; i++) {
        const nightStep = games[i]!.state.nightSteps[s]!;
        let g = step(games[i]!, nightCommand(nightStep, plans[i]![PLAN_KEY[nightStep]] ?? null));
        // A check waiting for its nod looks like its step.
        if (g.state.phase === 'night' && g.state.step === s) expect(pub(g.state).awake).toBe(nightStep);
        if (g.state.phase === 'night' && g.state.step === s) {
          expect(JSON.stringify(pub(g.state))).toBe(views[i]);
          g = step(g, { type: 'end-step' });
        }
        games[i] = g;
      }
    }
  });

  it('the awake group is public: it is called aloud (introductions and night)', () => {
    expect(pub(dealt(FULL_TABLE).state).awake).toBe('putana');
    expect(pub(step(firstNight(), { type: 'putana-visit', target: 8 }).state).awake).toBe('mafia');
    expect(pub(dayOne(FULL_TABLE).state).awake).toBeNull();
  });

  it('the dead show how they left, not what they were', () => {
    const game = night(firstNight(), { visit: 8, shot: 2, don: 5, sheriff: 3, heal: 9 });
    expect(pub(game.state).players[1]).toEqual({
      seat: 2,
      name: 'P2',
      alive: false,
      left: { cause: 'killed', round: 1, reason: null },
      remarks: 0,
      penalty: null,
      role: null,
    });
  });

  it('at the end every role is turned over and the result shown', () => {
    const game = run(
      dayOne(FULL_TABLE),
      ...[2, 3, 4, 7].map((seat) => ({ type: 'remove' as const, seat, reason: 'other' as const })),
    );
    expect(game.state.phase).toBe('ended');
    const view = pub(game.state);
    expect(view.players.map((p) => p.role)).toEqual(TABLE_ROLES);
    expect(view.result).toEqual({ winner: 'red', scores: null });
  });

  it(`the room sees the latest ${PUBLIC_ANNOUNCEMENTS} announcements; the state keeps the latest ${ANNOUNCEMENTS_KEPT}`, () => {
    let game = dayOne(FULL_TABLE);
    for (let i = 0; i < 4; i++) game = step(game, { type: 'remark', seat: 8 + (i % 3) });
    game = discuss(game, [
      [1, 7],
      [2, 6],
      [3, 8],
      [4, 9],
      [5, 10],
    ]);
    game = votes(game, [], [], [], [], []);
    expect(game.state.announcements.length).toBeLessThanOrEqual(ANNOUNCEMENTS_KEPT);
    const view = pub(game.state);
    // Issue 12 §3: the remarks are counted on their seats, not listed among the announcements.
    expect(game.state.announcements.some((a) => a.kind === 'remark')).toBe(true);
    expect(view.announcements).toEqual(
      game.state.announcements.filter((a) => a.kind !== 'remark').slice(-PUBLIC_ANNOUNCEMENTS),
    );
  });
});

describe('RULES §4 moderator view: everything, with the arithmetic worked out', () => {
  it('the ballot: who has voted in this vote, and every seat that may not vote for the candidate now, with the reason', () => {
    let game = discuss(dayOne(FULL_TABLE), SEVEN_AND_SIX);
    // A candidate's vote is compared with the others' (RULES.md §4): no number of hands carries it.
    expect(mod(game).ballot).toEqual({
      voters: [1, 2, 3, 4, 5, 6, 8, 9, 10],
      voted: [],
      barred: [{ seat: 7, code: 'city-mafia.no-vote-for-oneself' }],
      entitled: 10,
      majority: { kind: 'compare' },
    });
    game = votes(game, [1, 3]);
    // Who voted for the first candidate is still drawn (greyed), barred from voting again.
    expect(mod(game).ballot).toEqual({
      voters: [1, 2, 3, 4, 5, 7, 8, 9, 10],
      voted: [1, 3],
      barred: [
        { seat: 1, code: 'city-mafia.one-vote-per-player' },
        { seat: 3, code: 'city-mafia.one-vote-per-player' },
        { seat: 6, code: 'city-mafia.no-vote-for-oneself' },
      ],
      entitled: 10,
      majority: { kind: 'compare' },
    });
    // A car crash: the tied players do not vote in the re-vote.
    game = talkOut(votes(game, [2, 4]));
    expect(mod(game).ballot?.barred).toEqual([
      { seat: 6, code: 'city-mafia.tied-players-do-not-vote' },
      { seat: 7, code: 'city-mafia.tied-players-do-not-vote' },
    ]);
    expect(mod(talkOut(game)).ballot).toBeDefined();
  });

  it('no ballot outside a vote', () => {
    expect(mod(dayOne(FULL_TABLE)).ballot).toBeNull();
  });

  it("the whole state, the vote's entitled voters, the night step's legal targets and answer", () => {
    let game = tiedDayOne(FULL_TABLE);
    game = talkOut(game);
    game = votes(game, [1], [2]);
    expect(mod(game).voteInfo).toEqual({ entitled: 8, needed: 5 });
    game = toNight(votes(game, []));
    const view = mod(game);
    expect(view.nightInfo).toEqual({
      targets: [2, 3, 4, 5, 6, 7, 8, 9, 10],
      nobody: false,
      blocked: false,
      answer: null,
    });
    expect(view.players.map((p) => p.role)).toEqual(TABLE_ROLES);
    expect(view.prompts[0]!.key).toBe('prompt.city-mafia.night.putana');
  });
});

describe('RULES (every ruleset) undo and replay', () => {
  it("undoing a night's resolution brings the dead back and returns to the maniac's step", () => {
    let game = nightUntil(firstNight(), { visit: 8, shot: 9, don: 5, sheriff: 2, heal: 10 }, 'maniac');
    const before = game;
    game = step(game, { type: 'maniac-kill', target: 1 });
    expect(game.state.players.filter((p) => !p.alive).map((p) => p.seat)).toEqual([1, 8, 9]);
    const undone = step(game, { type: 'undo' });
    expect(undone.state).toEqual(before.state);
    expect(step(undone, { type: 'redo' }).state).toEqual(game.state);
  });

  it('undoing a removal at the fifth remark restores the player and his four remarks', () => {
    let game = dayOne(FULL_TABLE);
    for (let i = 0; i < 4; i++) game = step(game, { type: 'remark', seat: 9 });
    const removed = step(game, { type: 'remark', seat: 9 });
    expect(removed.state.players[8]!.alive).toBe(false);
    expect(step(removed, { type: 'undo' }).state).toEqual(game.state);
  });

  it('a whole game rebuilt from its log equals the live one', () => {
    const game = talkOut(tiedDayOne(FULL_TABLE));
    expect(gameFromLog(game.log)).toEqual(game);
    expect(replay(game.log)).toEqual(game.state);
    expect(history(game.log).effective.length).toBe(game.version);
  });
});

describe('RULES §4 role cards (player view)', () => {
  it('no card before the deal; each card shows its own role only', () => {
    const game = dealt(FULL_TABLE);
    for (let seat = 1; seat <= 10; seat++) {
      const keys = keysDeep(playerView(game.state, seat));
      expect(keys.filter((k) => k === 'role')).toHaveLength(1);
    }
    expect(playerView(dayOne(FULL_TABLE).state, 0)).toBeNull();
  });
});
