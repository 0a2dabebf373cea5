/** The hard cases the issue lists, each played through the game layer (undo and replay checked at every step). */
import { describe, expect, it } from 'vitest';
import {
  day,
  dayOne,
  expectRuleError,
  living,
  night,
  pastMorning,
  promptsOf,
  run,
  step,
  talkOut,
  toNight,
  votes,
  pub,
  FULL_TABLE,
  PLAIN_TABLE,
  firstNight,
  nightUntil,
  tiedDayOne,
  SEVEN_AND_SIX,
  voteTally,
} from './helpers.ts';
import type { Game } from './helpers.ts';

describe("hard case: the putana visits the don on the night the doctor heals the mafia's target", () => {
  it('nobody dies, the don cannot check, and the heal still counts for "not twice running"', () => {
    let game = run(firstNight(), { type: 'putana-visit', target: 4 }, { type: 'mafia-shoot', target: 9 });
    expect(promptsOf(game)[0]!.params.blocked).toBe(1);
    game = run(
      game,
      { type: 'don-check', target: null },
      { type: 'sheriff-check', target: 8 },
      { type: 'end-step' },
      { type: 'doctor-heal', target: 9 },
      { type: 'maniac-kill', target: null },
    );
    expect(living(game)).toHaveLength(10);
    expect(game.state.announcements.slice(-2)).toEqual([{ kind: 'nobody-died' }, { kind: 'day-began', round: 2 }]);
    expect(game.state.nightLog[0]).toMatchObject({ visit: 4, shot: 9, donCheck: null, heal: 9, victims: [] });
    game = nightUntil(toNight(game), { visit: 8, shot: 9, don: 5, sheriff: 8 }, 'doctor');
    expectRuleError(game, { type: 'doctor-heal', target: 9 }, 'city-mafia.doctor-not-twice-running');
  });

  it('the room cannot tell: the morning looks like any night where the doctor saved', () => {
    const blocked = night(firstNight(), { visit: 4, shot: 9, heal: 9, sheriff: 8 });
    const saved = night(firstNight(), { visit: 10, shot: 9, don: 8, heal: 9, sheriff: 8 });
    expect(pub(blocked.state)).toEqual(pub(saved.state));
  });
});

describe('hard case: the same tie twice, then the vote "shall all the tied leave?"', () => {
  /** 7 and 6 tie 2–2, then 1–1 in the re-vote (8 voters: everyone but 6 and 7). */
  const tiedTwice = (): Game => {
    const crash = tiedDayOne(PLAIN_TABLE);
    return votes(talkOut(crash), [1], [2]);
  };

  it('the second tie opens the all-leave vote among the tied; the tied do not vote', () => {
    const game = tiedTwice();
    expect(game.state.vote).toMatchObject({ stage: 'all-leave', candidates: [7, 6] });
    expect(game.state.announcements.slice(-2)).toEqual([
      voteTally('revote', [7, 1], [6, 1]),
      { kind: 'vote-opened', stage: 'all-leave', seats: [7, 6] },
    ]);
    expectRuleError(game, { type: 'vote', voters: [7] }, 'city-mafia.tied-players-do-not-vote');
  });

  it('more than half of the voters for: all the tied leave, each with a last word', () => {
    let game = votes(tiedTwice(), [1, 2, 3, 4, 5]);
    expect(game.state.players[6]!.alive).toBe(false);
    expect(game.state.players[5]!.alive).toBe(false);
    expect(game.state.announcements.slice(-3)).toEqual([
      { kind: 'all-leave-vote', seats: [7, 6], votes: 5, voters: 8, passed: true },
      { kind: 'executed', seat: 7 },
      { kind: 'executed', seat: 6 },
    ]);
    expect(game.state).toMatchObject({ phase: 'last-words', speaker: 7, queue: [6] });
    game = step(game, { type: 'end-speech' });
    expect(game.state.speaker).toBe(6);
    expect(step(game, { type: 'end-speech' }).state.phase).toBe('night');
  });

  it('exactly half for: all stay', () => {
    const game = votes(tiedTwice(), [1, 2, 3, 4]);
    expect(living(game)).toHaveLength(10);
    expect(game.state.announcements.slice(-3)).toEqual([
      { kind: 'all-leave-vote', seats: [7, 6], votes: 4, voters: 8, passed: false },
      { kind: 'nobody-voted-out' },
      { kind: 'night-fell', round: 1 },
    ]);
  });

  it('fewer than half for: all stay', () => {
    expect(living(votes(tiedTwice(), [1]))).toHaveLength(10);
  });

  it('a re-vote with all zero is a tie again', () => {
    const crash = tiedDayOne(PLAIN_TABLE);
    expect(votes(talkOut(crash), [], []).state.vote?.stage).toBe('all-leave');
  });
});

describe('hard case: the maniac left alone', () => {
  it('the maniac kills the last red player at night and wins alone', () => {
    // Blacks voted out or removed; the last red players die; the maniac survives.
    let game = run(
      dayOne(FULL_TABLE),
      ...[1, 2, 3, 4, 5, 6, 8, 9].map((seat) => ({ type: 'remove' as const, seat, reason: 'other' as const })),
    );
    expect(living(game)).toEqual([7, 10]);
    expect(game.state.phase).toBe('discussion');
    game = night(toNight(game), { kill: 10 });
    expect(game.state.outcome).toEqual({ winner: 'maniac', scores: null });
  });

  it('the maniac and one red: the day vote can still remove the maniac (red win)', () => {
    let game = run(
      dayOne(FULL_TABLE),
      ...[1, 2, 3, 4, 5, 6, 8, 9].map((seat) => ({ type: 'remove' as const, seat, reason: 'other' as const })),
    );
    game = day(game, [[10, 7]], [10]);
    expect(game.state.outcome?.winner).toBe('red');
  });
});

describe('hard case: a player removed at his fifth remark in the middle of a vote', () => {
  it("the voter's hand is struck and the vote goes on without him", () => {
    let game = day(dayOne(PLAIN_TABLE), SEVEN_AND_SIX);
    for (let i = 0; i < 4; i++) game = step(game, { type: 'remark', seat: 3 });
    game = votes(game, [3, 4]);
    game = step(game, { type: 'remark', seat: 3 });
    expect(game.state.players[2]).toMatchObject({ alive: false, left: { cause: 'removed', reason: 'remarks' } });
    expect(game.state.vote?.tally[0]).toEqual([4]);
    expect(promptsOf(game)[0]!.params).toMatchObject({ candidate: 6, entitled: 9 });
    game = votes(game, [5, 8]);
    expect(game.state.players[5]!.alive).toBe(false);
    // No last word for the removed player: only the voted-out one speaks.
    expect(game.state).toMatchObject({ phase: 'last-words', speaker: 6, queue: [] });
  });

  it('the candidate under vote removed at his fifth remark: the next candidate is voted on', () => {
    let game = day(dayOne(PLAIN_TABLE), SEVEN_AND_SIX);
    for (let i = 0; i < 5; i++) game = step(game, { type: 'remark', seat: 7 });
    expect(game.state.vote).toMatchObject({ candidates: [6], index: 0 });
    game = votes(game, [1]);
    expect(game.state.players[5]!.alive).toBe(false);
  });
});

describe("hard case: the don's check, and the sheriff's check of the maniac", () => {
  const atDon = () => run(firstNight(), { type: 'putana-visit', target: 10 }, { type: 'mafia-shoot', target: 9 });

  it('the don finds the sheriff: "yes"', () => {
    expect(promptsOf(step(atDon(), { type: 'don-check', target: 5 }))[0]!.params.answer).toBe('yes');
  });

  it('the sheriff checks the maniac: "not mafia"', () => {
    const game = run(
      atDon(),
      { type: 'don-check', target: 8 },
      { type: 'end-step' },
      { type: 'sheriff-check', target: 7 },
    );
    expect(promptsOf(game)[0]).toMatchObject({
      key: 'prompt.city-mafia.night.sheriff-answer',
      params: { seat: 7, answer: 'no' },
    });
  });
});

describe('hard case: the doctor healing himself twice is refused', () => {
  it('once per game, even with a night between', () => {
    let game = pastMorning(night(firstNight(), { visit: 10, shot: 6, don: 8, sheriff: 8, heal: 6 }));
    expect(game.state.selfHealUsed).toBe(true);
    expect(living(game)).toContain(6);
    game = pastMorning(night(toNight(game), { visit: 9, shot: 8, don: 8, sheriff: 8, heal: 8 }));
    game = nightUntil(toNight(game), { visit: 10, shot: 9, don: 9, sheriff: 9 }, 'doctor');
    expectRuleError(game, { type: 'doctor-heal', target: 6 }, 'city-mafia.doctor-self-heal-once', { seat: 6 });
  });

  it('a self-heal while blocked by the putana does not use it up', () => {
    const game = pastMorning(night(firstNight(), { visit: 6, shot: 9, don: 8, sheriff: 8, heal: null }));
    expect(game.state.selfHealUsed).toBe(false);
  });
});

describe('hard case: the putana killed by the maniac takes her guest', () => {
  it('both die at the morning, each with a last word', () => {
    const before = firstNight();
    const game = night(before, { visit: 8, shot: 9, don: 10, sheriff: 10, heal: 9, kill: 1 });
    expect(game.state.players.filter((p) => !p.alive).map((p) => p.seat)).toEqual([1, 8]);
    expect(game.state.announcements.slice(-3)).toEqual([
      { kind: 'killed', seat: 1 },
      { kind: 'killed', seat: 8 },
      { kind: 'day-began', round: 2 },
    ]);
    expect(game.state).toMatchObject({ speaker: 1, queue: [8] });
  });

  it('the doctor cannot save her from the maniac, nor her guest', () => {
    const game = night(firstNight(), { visit: 8, shot: 9, don: 10, sheriff: 10, heal: 1, kill: 1 });
    expect(game.state.players.filter((p) => !p.alive).map((p) => p.seat)).toEqual([1, 8, 9]);
  });
});

describe("hard case: the alibi on the next day's vote", () => {
  const afterVisit = (guest: number): Game =>
    pastMorning(night(firstNight(), { visit: guest, shot: 9, don: 10, sheriff: 10, heal: 9 }));

  it("the putana's guest would be voted out: he stays, and the alibi is announced", () => {
    const game = day(afterVisit(8), [[2, 8]], [2, 3, 4]);
    expect(game.state.players[7]!.alive).toBe(true);
    expect(game.state.announcements.slice(-3)).toEqual([
      { kind: 'vote-tally', stage: 'main', results: [{ seat: 8, votes: 3 }] },
      { kind: 'alibi', seat: 8 },
      { kind: 'night-fell', round: 2 },
    ]);
    expect(game.state.phase).toBe('night');
    expect(game.state.alibi).toBeNull();
  });

  it('the alibi is secret until the vote uses it', () => {
    const game = afterVisit(8);
    expect(game.state.alibi).toBe(8);
    expect(JSON.stringify(pub(game.state))).not.toContain('alibi');
  });

  it('in an all-leave vote that passes, the guest stays and the others leave', () => {
    let game = day(
      afterVisit(8),
      [
        [2, 8],
        [3, 10],
      ],
      [2, 3],
      [4, 5],
    );
    game = votes(talkOut(game), [2], [4]);
    game = votes(game, [2, 3, 4, 5, 6, 7]);
    expect(game.state.players[7]!.alive).toBe(true);
    expect(game.state.players[9]!.alive).toBe(false);
    expect(game.state.announcements.slice(-3)).toEqual([
      { kind: 'all-leave-vote', seats: [8, 10], votes: 6, voters: 8, passed: true },
      { kind: 'alibi', seat: 8 },
      { kind: 'executed', seat: 10 },
    ]);
  });

  it('the alibi holds only for the day after the visit', () => {
    let game = toNight(afterVisit(8));
    game = pastMorning(night(game, { visit: 10, shot: 9, don: 10, sheriff: 10, heal: 5 }));
    game = day(game, [[3, 8]], [2, 3]);
    expect(game.state.players[7]!.alive).toBe(false);
  });
});
