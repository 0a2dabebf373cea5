import { describe, expect, it } from 'vitest';
import {
  day,
  dayOne,
  expectRuleError,
  living,
  night,
  nightCommand,
  pastMorning,
  promptsOf,
  run,
  step,
  talkOut,
  toNight,
  mod,
  VISITED_LATER,
  FULL_TABLE,
  firstNight,
  nightUntil,
} from './helpers.ts';
import type { Game, NightPlan } from './helpers.ts';

/** The first night at the maniac's turn, the putana having visited seat 10 (the maniac is not blocked). */
const maniacsTurn = (): Game =>
  run(firstNight(), { type: 'putana-visit', target: 10 }, ...VISITED_LATER.find((v) => v.role === 'maniac')!.before);

/** A quiet plan: the putana visits 10, the mafia shoot 9 and the doctor heals him, checks of civilians. */
const QUIET: NightPlan = { visit: 10, shot: 9, don: 8, sheriff: 8, heal: 9, kill: null };

/** Plays the night and returns the game at the morning (or the end), with the seats that died. */
function nightOf(game: Game, plan: NightPlan): { game: Game; dead: number[] } {
  const before = new Set(living(game));
  const after = night(game, plan);
  return { game: after, dead: [...before].filter((s) => !after.state.players[s - 1]!.alive) };
}

describe('RULES §4 night order: putana → mafia → don → sheriff → doctor → maniac', () => {
  it("each step wakes its role, in the rulebook's order", () => {
    let game = firstNight();
    const seen: unknown[] = [];
    const plan: NightPlan = { ...QUIET };
    while (game.state.phase === 'night') {
      const [prompt] = promptsOf(game);
      seen.push([prompt!.key, prompt!.params.seats]);
      const s = game.state.nightSteps[game.state.step]!;
      const key = (
        { putana: 'visit', mafia: 'shot', don: 'don', sheriff: 'sheriff', doctor: 'heal', maniac: 'kill' } as const
      )[s];
      game = step(game, nightCommand(s, plan[key] ?? null));
      if (game.state.phase === 'night' && game.state.nightSteps[game.state.step] === s)
        game = step(game, { type: 'end-step' });
    }
    expect(seen).toEqual([
      ['prompt.city-mafia.night.putana', '1'],
      ['prompt.city-mafia.night.mafia', '2, 3, 4'],
      ['prompt.city-mafia.night.don', '4'],
      ['prompt.city-mafia.night.sheriff', '5'],
      ['prompt.city-mafia.night.doctor', '6'],
      ['prompt.city-mafia.night.maniac', '7'],
    ]);
  });

  it('a step out of order is refused', () => {
    expectRuleError(firstNight(), { type: 'mafia-shoot', target: 9 }, 'city-mafia.not-this-step', {
      command: 'mafia-shoot',
      step: 'putana',
    });
    expectRuleError(firstNight(), { type: 'end-step' }, 'city-mafia.no-answer-pending');
  });

  it('night commands belong to the night', () => {
    expectRuleError(dayOne(FULL_TABLE), { type: 'putana-visit', target: 9 }, 'city-mafia.wrong-phase');
  });

  it("every role of the setup is called, living or dead: a dead role's step waits and takes no target", () => {
    // The sheriff (5) is voted out on day 1.
    let game = talkOut(day(dayOne(FULL_TABLE), [[1, 5]], [2, 3, 4]));
    expect(game.state.phase).toBe('night');
    game = nightUntil(game, { visit: 10, shot: 9, don: 8 }, 'sheriff');
    expect(promptsOf(game)[0]).toMatchObject({
      key: 'prompt.city-mafia.night.sheriff',
      params: { seats: '', wait: 1 },
      commands: ['sheriff-check', 'remove'],
    });
    expectRuleError(game, { type: 'sheriff-check', target: 2 }, 'city-mafia.role-out-of-game', { step: 'sheriff' });
    game = step(game, { type: 'sheriff-check', target: null });
    expect(promptsOf(game)[0]!.key).toBe('prompt.city-mafia.night.doctor');
  });

  it('a living role must choose (only the maniac may do nothing)', () => {
    expectRuleError(firstNight(), { type: 'putana-visit', target: null }, 'city-mafia.must-choose', { step: 'putana' });
    const atDoctor = nightUntil(firstNight(), { visit: 10, shot: 9, don: 8, sheriff: 8 }, 'doctor');
    expectRuleError(atDoctor, { type: 'doctor-heal', target: null }, 'city-mafia.must-choose');
    expectRuleError(atDoctor, { type: 'doctor-heal', target: 11 }, 'city-mafia.no-such-seat');
  });
});

describe("RULES §4 mafia: one shot a night; the don's choice is final while he lives", () => {
  const atMafia = (game = firstNight()) => step(game, { type: 'putana-visit', target: 10 });

  it('the shot kills its target at the morning', () => {
    const { game, dead } = nightOf(firstNight(), { ...QUIET, heal: 8 });
    expect(dead).toEqual([9]);
    expect(game.state.players[8]).toMatchObject({ alive: false, left: { cause: 'killed', round: 1 } });
  });

  it("while the don lives the moderator takes the don's target: one is required", () => {
    const game = atMafia();
    expect(promptsOf(game)[0]).toMatchObject({ key: 'prompt.city-mafia.night.mafia', params: { don: 4, seconds: 60 } });
    expect(promptsOf(game)[0]!.params.agree).toBeUndefined();
    expectRuleError(game, { type: 'mafia-shoot', target: null }, 'city-mafia.must-choose', { step: 'mafia' });
  });

  it('with the don dead, two mafiosi who do not agree within their minute miss (no target recorded)', () => {
    // The don (4) is voted out on day 1.
    let game = talkOut(day(dayOne(FULL_TABLE), [[1, 4]], [5, 6, 7]));
    game = atMafia(game);
    expect(promptsOf(game)[0]).toMatchObject({ params: { don: 0, agree: 1, nobody: 1 } });
    game = step(game, { type: 'mafia-shoot', target: null });
    const { dead } = nightOf(game, { heal: 8, sheriff: 2 });
    expect(dead).toEqual([]);
  });

  it('a lone mafioso decides alone: a target is required', () => {
    // The don (4) is voted out on day 1; in night 1 the mafia shoot their own mafioso 3.
    let game = talkOut(day(dayOne(FULL_TABLE), [[1, 4]], [5, 6, 7]));
    game = toNight(pastMorning(night(game, { ...QUIET, shot: 3, heal: 8 })));
    expect(living(game)).not.toContain(3);
    game = step(game, { type: 'putana-visit', target: 9 });
    expect(promptsOf(game)[0]!.params.agree).toBeUndefined();
    expectRuleError(game, { type: 'mafia-shoot', target: null }, 'city-mafia.must-choose');
  });

  it('the mafia may shoot any living player, one of their own too; never a dead one', () => {
    expect(nightOf(firstNight(), { ...QUIET, shot: 2, heal: 8 }).dead).toEqual([2]);
    const game = step(talkOut(day(dayOne(FULL_TABLE), [[1, 10]], [2])), { type: 'putana-visit', target: 9 });
    expectRuleError(game, { type: 'mafia-shoot', target: 10 }, 'city-mafia.target-must-be-living', { seat: 10 });
  });
});

describe('RULES §4 checks: the don looks for the sheriff, the sheriff for the mafia', () => {
  const atDon = () => run(firstNight(), { type: 'putana-visit', target: 10 }, { type: 'mafia-shoot', target: 9 });

  it('the don\'s check: "yes" for the sheriff; the moderator nods, then the step ends', () => {
    let game = step(atDon(), { type: 'don-check', target: 5 });
    expect(promptsOf(game)[0]).toEqual({
      key: 'prompt.city-mafia.night.don-answer',
      params: { round: 1, seat: 5, answer: 'yes' },
      commands: ['end-step', 'remove'],
    });
    expect(mod(game).nightInfo).toMatchObject({ answer: 'yes' });
    expectRuleError(game, { type: 'don-check', target: 6 }, 'city-mafia.answer-pending');
    game = step(game, { type: 'end-step' });
    expect(promptsOf(game)[0]!.key).toBe('prompt.city-mafia.night.sheriff');
  });

  it('the don\'s check: "no" for anyone else; never himself', () => {
    expect(promptsOf(step(atDon(), { type: 'don-check', target: 6 }))[0]!.params.answer).toBe('no');
    expectRuleError(atDon(), { type: 'don-check', target: 4 }, 'city-mafia.no-self-target', { step: 'don' });
  });

  const atSheriff = () => run(atDon(), { type: 'don-check', target: 8 }, { type: 'end-step' });

  it.each([
    [2, 'mafioso', 'yes'],
    [4, 'don', 'yes'],
    [7, 'maniac', 'no'],
    [8, 'civilian', 'no'],
    [6, 'doctor', 'no'],
  ])("the sheriff's check of %i (%s): %s", (seat, _role, answer) => {
    const game = step(atSheriff(), { type: 'sheriff-check', target: seat });
    expect(promptsOf(game)[0]).toMatchObject({
      key: 'prompt.city-mafia.night.sheriff-answer',
      params: { seat, answer },
    });
  });

  it('the sheriff never checks himself', () => {
    expectRuleError(atSheriff(), { type: 'sheriff-check', target: 5 }, 'city-mafia.no-self-target');
  });

  it('the checks are recorded for the moderator only', () => {
    let game = run(atSheriff(), { type: 'sheriff-check', target: 7 }, { type: 'end-step' });
    game = night(game, { heal: 8 });
    expect(game.state.nightLog).toEqual([
      {
        round: 1,
        visit: 10,
        shot: 9,
        donCheck: 8,
        sheriffCheck: 7,
        heal: 8,
        kill: null,
        victims: [9],
        blocked: [],
        withPutana: null,
      },
    ]);
  });
});

describe('RULES §4 putana: her guest is blocked for the night', () => {
  it("a visited mafioso (not the don): the mafia's shot misses", () => {
    let game = step(firstNight(), { type: 'putana-visit', target: 2 });
    // The rulebook: the mafia choose as usual and the moderator records a miss (no crossed arms).
    expect(promptsOf(game)[0]!.params).toMatchObject({ miss: 1 });
    expect(promptsOf(game)[0]!.params.blocked).toBeUndefined();
    game = step(game, { type: 'mafia-shoot', target: 9 });
    expect(nightOf(game, { don: 8, sheriff: 8, heal: 8 }).dead).toEqual([]);
  });

  it('a visited don: the shot misses and he cannot check (crossed arms: no target)', () => {
    let game = run(firstNight(), { type: 'putana-visit', target: 4 }, { type: 'mafia-shoot', target: 9 });
    expect(promptsOf(game)[0]).toMatchObject({ key: 'prompt.city-mafia.night.don', params: { blocked: 1 } });
    expectRuleError(game, { type: 'don-check', target: 5 }, 'city-mafia.blocked', { step: 'don' });
    game = step(game, { type: 'don-check', target: null });
    expect(promptsOf(game)[0]!.key).toBe('prompt.city-mafia.night.sheriff');
    expect(nightOf(game, { sheriff: 8, heal: 8 }).dead).toEqual([]);
  });

  it('a visited sheriff cannot check', () => {
    const game = nightUntil(firstNight(), { visit: 5, shot: 9, don: 8 }, 'sheriff');
    expect(promptsOf(game)[0]).toMatchObject({ key: 'prompt.city-mafia.night.sheriff', params: { blocked: 1 } });
    expectRuleError(game, { type: 'sheriff-check', target: 2 }, 'city-mafia.blocked');
    expect(step(game, { type: 'sheriff-check', target: null }).state.night?.sheriffCheck).toBeNull();
  });

  it("a visited doctor cannot heal: the mafia's target dies", () => {
    const { dead } = nightOf(firstNight(), { ...QUIET, visit: 6, heal: null });
    expect(dead).toEqual([9]);
  });

  it('a visited maniac cannot kill: he chooses, the moderator shows crossed arms', () => {
    const { dead } = nightOf(firstNight(), { ...QUIET, visit: 7, kill: 8 });
    expect(dead).toEqual([]);
  });

  it('she may not visit herself, nor the same player two nights in a row', () => {
    expectRuleError(firstNight(), { type: 'putana-visit', target: 1 }, 'city-mafia.putana-not-herself');
    const game = toNight(pastMorning(night(firstNight(), QUIET)));
    expect(promptsOf(game)[0]!.params.notSeat).toBe(10);
    expectRuleError(game, { type: 'putana-visit', target: 10 }, 'city-mafia.putana-not-twice-running', { seat: 10 });
    expect(step(game, { type: 'putana-visit', target: 8 }).state.night?.visit).toBe(8);
  });

  it('killed by the mafia and not saved, she takes her guest with her', () => {
    expect(nightOf(firstNight(), { ...QUIET, visit: 10, shot: 1, heal: 8 }).dead).toEqual([1, 10]);
  });

  it('her guest died with her, not killed: the record names him apart, the room hears two deaths alike', () => {
    // Club tryout: the guest (seat 10) was logged as killed like her, so the best-move form offered him as the
    // night's first killed and the FIIM first-killed compensation counted both.
    const { game } = nightOf(firstNight(), { ...QUIET, visit: 10, shot: 1, heal: 8 });
    expect(game.state.nightLog.at(-1)).toMatchObject({ victims: [1, 10], withPutana: 10 });
    const resolved = game.log.map((entry) => entry.event).find((event) => event.type === 'night-resolved');
    expect(resolved).toMatchObject({ victims: [1, 10], withPutana: 10 });
    expect(game.state.announcements).toContainEqual({ kind: 'killed', seat: 10 });
    expect(game.state.announcements).toContainEqual({ kind: 'killed', seat: 1 });
    // A night where she lives names nobody so.
    const saved = nightOf(firstNight(), { ...QUIET, visit: 10, shot: 1, heal: 1 }).game;
    expect(saved.state.nightLog.at(-1)!.withPutana).toBeNull();
  });

  it("saved by the doctor from the mafia's shot, her guest lives", () => {
    expect(nightOf(firstNight(), { ...QUIET, visit: 10, shot: 1, heal: 1 }).dead).toEqual([]);
  });

  it("the morning's last words: each of the dead in seat order", () => {
    const { game } = nightOf(firstNight(), { ...QUIET, visit: 10, shot: 1, heal: 8 });
    expect(game.state).toMatchObject({ phase: 'morning', speaker: 1, speech: 'last-word', queue: [10] });
    expect(step(game, { type: 'end-speech' }).state.speaker).toBe(10);
  });
});

describe("RULES §4 doctor: heals one player from the mafia's shot", () => {
  it('the healed target of the mafia lives: "nobody was hurt"', () => {
    const { game, dead } = nightOf(firstNight(), QUIET);
    expect(dead).toEqual([]);
    expect(game.state.announcements.slice(-2)).toEqual([{ kind: 'nobody-died' }, { kind: 'day-began', round: 2 }]);
    expect(game.state.phase).toBe('discussion');
  });

  it('not the same player two nights in a row', () => {
    const game = nightUntil(
      toNight(pastMorning(night(firstNight(), QUIET))),
      { visit: 8, shot: 9, don: 8, sheriff: 8 },
      'doctor',
    );
    expect(promptsOf(game)[0]!.params.notSeat).toBe(9);
    expectRuleError(game, { type: 'doctor-heal', target: 9 }, 'city-mafia.doctor-not-twice-running', { seat: 9 });
  });

  it('a night without a heal (blocked) does not count as the night before', () => {
    let game = pastMorning(night(firstNight(), { ...QUIET, visit: 6, heal: null, shot: 8 }));
    game = toNight(game);
    expect(game.state.lastHeal).toBeNull();
  });

  it("the maniac's kill cannot be healed", () => {
    expect(nightOf(firstNight(), { ...QUIET, kill: 9 }).dead).toEqual([9]);
  });
});

describe('RULES §4 maniac: kills one player, or nobody', () => {
  it('his kill is a death at the morning, announced like any other', () => {
    const { game, dead } = nightOf(firstNight(), { ...QUIET, kill: 8 });
    expect(dead).toEqual([8]);
    expect(game.state.announcements.slice(-2)).toEqual([
      { kind: 'killed', seat: 8 },
      { kind: 'day-began', round: 2 },
    ]);
  });

  it('he may kill nobody', () => {
    const game = maniacsTurn();
    expect(promptsOf(game)[0]!.params.nobody).toBe(1);
    expect(step(game, { type: 'maniac-kill', target: null }).state.phase).toBe('discussion');
  });

  it('never himself', () => {
    const game = maniacsTurn();
    expectRuleError(game, { type: 'maniac-kill', target: 7 }, 'city-mafia.no-self-target');
  });

  it('the mafia and the maniac on the same victim: one death', () => {
    expect(nightOf(firstNight(), { ...QUIET, heal: 8, kill: 9 }).dead).toEqual([9]);
  });

  it('two victims: both announced in seat order, each with a last word', () => {
    const { game, dead } = nightOf(firstNight(), { ...QUIET, shot: 10, visit: 8, heal: 5, kill: 9 });
    expect(dead).toEqual([9, 10]);
    expect(game.state.announcements.slice(-3)).toEqual([
      { kind: 'killed', seat: 9 },
      { kind: 'killed', seat: 10 },
      { kind: 'day-began', round: 2 },
    ]);
    expect(game.state.queue).toEqual([10]);
  });
});
