import { describe, expect, it } from 'vitest';
import {
  acquit,
  dayOne,
  execute,
  expectRuleError,
  living,
  MENSA,
  newAnnouncements,
  playNight,
  promptKeys,
  publicOf,
  run,
  step,
  toExecutionVote,
} from './helpers.ts';

// Seat 1 the protected mafioso, 2 and 3 mafiosi, 4 the inspector, 5..10 citizens.
const SPEC = 'PMMICCCCCC';

describe('RULES §3 the day: accusation → support vote → debate → last word → execution vote', () => {
  it('an accusation is announced and put to the support vote (majority of the living)', () => {
    const game = step(dayOne(SPEC), { type: 'accuse', accuser: 5, accused: 2 });
    expect(game.state.day!.trial).toEqual({ accuser: 5, accused: 2, stage: 'support' });
    expect(MENSA.prompts(game.state)).toEqual([
      {
        key: 'prompt.mensa-hungariqa.support-vote',
        params: { accuser: 5, accused: 2, living: 10, needed: 6 },
        commands: ['support-vote'],
      },
    ]);
    expect(publicOf(game).trial).toEqual({ accuser: 5, accused: 2, stage: 'support', living: 10, needed: 6 });
  });

  it('without a majority of hands the accusation falls and the day goes on', () => {
    const before = step(dayOne(SPEC), { type: 'accuse', accuser: 5, accused: 2 });
    const game = step(before, { type: 'support-vote', yes: 5 });
    expect(game.state.day!.trial).toBeNull();
    expect(game.state.day!.trials).toBe(0);
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'support-result', accused: 2, yes: 5, needed: 6, passed: false },
    ]);
  });

  it('with a majority the accusation stands: debate, then the last word, then the execution vote', () => {
    let game = run(dayOne(SPEC), { type: 'accuse', accuser: 5, accused: 2 }, { type: 'support-vote', yes: 6 });
    expect(game.state.day!.trial!.stage).toBe('debate');
    expect(promptKeys(game)).toEqual(['debate']);
    // The vote comes right after the last word, not before.
    expectRuleError(game, { type: 'execution-vote', yes: 10 }, 'mensa-hungariqa.wrong-trial-stage', {
      stage: 'debate',
    });
    game = step(game, { type: 'give-last-word' });
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'last-word', seat: 2 });
    expect(promptKeys(game)).toEqual(['last-word']);
    expectRuleError(game, { type: 'give-last-word' }, 'mensa-hungariqa.wrong-trial-stage');
    expectRuleError(game, { type: 'accuse', accuser: 6, accused: 7 }, 'mensa-hungariqa.accusation-under-way');
  });

  it('the debate is untimed: the rulebook gives it no time, the moderator ends it with the last word', () => {
    // Rulebook 000: the players argue "until there is nothing more to add"; no length, so no countdown is offered
    // (a 1:00 speech timer read as the rule on the console and the projector).
    const game = run(dayOne(SPEC), { type: 'accuse', accuser: 5, accused: 2 }, { type: 'support-vote', yes: 6 });
    const [debate] = MENSA.prompts(game.state);
    expect(debate).toEqual({
      key: 'prompt.mensa-hungariqa.debate',
      params: { accuser: 5, accused: 2 },
      commands: ['give-last-word'],
    });
  });

  it('a majority of the execution vote kills the accused; the day ends and night falls', () => {
    const before = toExecutionVote(dayOne(SPEC), 2, 5);
    const game = step(before, { type: 'execution-vote', yes: 6, voters: [5, 6, 7, 8, 9, 10] });
    expect(game.state.players[1]!.alive).toBe(false);
    expect(game.state.players[1]!.death).toEqual({ cause: 'executed', round: 1, time: 'day', by: null });
    expect(game.state.phase).toBe('night');
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'execution-result', accused: 2, yes: 6, needed: 6, passed: true },
      { kind: 'executed', seat: 2 },
      { kind: 'night-fell', round: 1 },
    ]);
  });

  it('without a majority the accused lives and other accusations may follow', () => {
    const game = acquit(dayOne(SPEC), 2);
    expect(game.state.players[1]!.alive).toBe(true);
    expect(game.state.phase).toBe('day');
    expect(game.state.day!.trials).toBe(1);
    expect(step(game, { type: 'accuse', accuser: 2, accused: 5 }).state.day!.trial).toMatchObject({ accused: 5 });
  });

  it('hands: a count or the seats; only living players, each once', () => {
    const trial = step(dayOne(SPEC), { type: 'accuse', accuser: 5, accused: 2 });
    expectRuleError(trial, { type: 'support-vote', yes: 11 }, 'mensa-hungariqa.hand-count-out-of-range', { max: 10 });
    expectRuleError(trial, { type: 'support-vote', yes: -1 }, 'mensa-hungariqa.hand-count-out-of-range');
    expectRuleError(trial, { type: 'support-vote', yes: 1.5 }, 'mensa-hungariqa.hand-count-out-of-range');
    expectRuleError(trial, { type: 'support-vote', yes: 2, voters: [5, 5] }, 'mensa-hungariqa.voter-counted-twice');
    expectRuleError(trial, { type: 'support-vote', yes: 2, voters: [5, 11] }, 'mensa-hungariqa.voter-must-be-living', {
      seat: '11',
    });
  });

  it('accuser and accused must be living and different', () => {
    let game = dayOne(SPEC);
    expectRuleError(game, { type: 'accuse', accuser: 5, accused: 5 }, 'mensa-hungariqa.no-self-accusation');
    expectRuleError(game, { type: 'accuse', accuser: 0, accused: 5 }, 'mensa-hungariqa.accuser-must-be-living');
    expectRuleError(game, { type: 'accuse', accuser: 5, accused: 11 }, 'mensa-hungariqa.accused-must-be-living');
    // Seat 10 executed on day 1; after a night where the mafia disagree, he can neither accuse nor be accused.
    game = playNight(execute(game, 10), { check: 5, hands: { 1: 5, 2: 6, 3: 6 } });
    expect(game.state.round).toBe(2);
    expectRuleError(game, { type: 'accuse', accuser: 10, accused: 5 }, 'mensa-hungariqa.accuser-must-be-living', {
      seat: '10',
    });
    expectRuleError(game, { type: 'accuse', accuser: 5, accused: 10 }, 'mensa-hungariqa.accused-must-be-living', {
      seat: '10',
    });
  });
});

describe('RULES §3 the day ends after a death or when the moderator decides (option: max accusations per day = 3)', () => {
  it('after three accused tried, no more accusations: the moderator ends the day', () => {
    let game = dayOne(SPEC);
    game = acquit(acquit(acquit(game, 5), 6), 7);
    expect(promptKeys(game)).toEqual(['day-limit']);
    expectRuleError(game, { type: 'accuse', accuser: 8, accused: 9 }, 'mensa-hungariqa.accusation-limit', { max: 3 });
    game = step(game, { type: 'end-day' });
    expect(game.state.phase).toBe('night');
  });

  it('the limit is an option', () => {
    const game = acquit(dayOne(SPEC, '', { maxAccusationsPerDay: 1 }), 5);
    expectRuleError(game, { type: 'accuse', accuser: 8, accused: 9 }, 'mensa-hungariqa.accusation-limit', { max: 1 });
  });

  it('a failed support vote is not a trial: it does not count towards the limit', () => {
    let game = dayOne(SPEC, '', { maxAccusationsPerDay: 1 });
    game = run(game, { type: 'accuse', accuser: 5, accused: 6 }, { type: 'support-vote', yes: 0 });
    expect(step(game, { type: 'accuse', accuser: 5, accused: 7 }).state.day!.trial).not.toBeNull();
  });

  it('the moderator may end the day at any time between accusations', () => {
    const game = step(dayOne(SPEC), { type: 'end-day' });
    expect(game.state.phase).toBe('night');
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'night-fell', round: 1 });
    const trial = step(dayOne(SPEC), { type: 'accuse', accuser: 5, accused: 2 });
    expectRuleError(trial, { type: 'end-day' }, 'mensa-hungariqa.accusation-under-way');
  });
});

describe('RULES §3 roles are not revealed on death', () => {
  it("an executed mafioso's role stays hidden from the room", () => {
    const game = execute(dayOne(SPEC), 2);
    const view = publicOf(game);
    expect(view.players[1]).toEqual({
      seat: 2,
      name: 'P2',
      alive: false,
      death: { cause: 'executed', round: 1, time: 'day', by: null },
      role: null,
      second: null,
    });
    expect(game.state.announcements.some((a) => 'role' in a)).toBe(false);
  });
});

describe('RULES §3 protected citizen (option: every time / once per game)', () => {
  const Q = 'PMMIQCCCCC';

  it('when a day vote sentences him, the moderator pardons him and he lives; the day goes on', () => {
    const before = toExecutionVote(dayOne(Q), 5);
    expect(MENSA.prompts(before.state)[0]!.params.pardon).toBe(1);
    const game = step(before, { type: 'execution-vote', yes: 10 });
    expect(game.state.players[4]!.alive).toBe(true);
    expect(game.state.phase).toBe('day');
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'execution-result', accused: 5, yes: 10, needed: 6, passed: true },
      { kind: 'pardoned', seat: 5 },
    ]);
    // Every time (the default): a second sentence is pardoned too.
    expect(execute(game, 5).state.players[4]!.alive).toBe(true);
  });

  it('once per game: the second sentence kills him', () => {
    let game = execute(dayOne(Q, '', { protectedCitizenPardon: 'once' }), 5);
    expect(game.state.players[4]!.alive).toBe(true);
    expect(MENSA.prompts(toExecutionVote(game, 5).state)[0]!.params.pardon).toBe(0);
    game = execute(game, 5);
    expect(game.state.players[4]!.alive).toBe(false);
    expect(game.state.phase).toBe('night');
  });

  it('the pardon is for day sentences only: the mafia can kill him at night', () => {
    let game = step(dayOne(Q), { type: 'end-day' });
    game = run(game, { type: 'inspector-check', target: 6 }, { type: 'next-step' });
    game = run(game, ...[1, 2, 3, 4].map(() => ({ type: 'next-name' as const })));
    game = run(
      game,
      { type: 'hand', voter: 1 },
      { type: 'hand', voter: 2 },
      { type: 'hand', voter: 3 },
      { type: 'next-name' },
    );
    expect(game.state.players[4]!.alive).toBe(false);
    expect(living(game)).toHaveLength(9);
  });
});
