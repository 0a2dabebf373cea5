/** mensa-hungariqa with the discipline option: remarks 3/4/5 and removals (issue 4; RULES.md §4 thresholds). */
import { describe, expect, it } from 'vitest';
import {
  MensaHungariqaCommandSchema,
  MensaHungariqaCreateSchema,
} from '../../../shared/engine/rulesets/mensa-hungariqa/schemas.ts';
import {
  dayOne,
  dealtGame,
  execute,
  expectRuleError,
  living,
  MENSA,
  newAnnouncements,
  newGame,
  playNight,
  publicOf,
  run,
  setupFor,
  step,
  toExecutionVote,
  toNight,
} from './helpers.ts';
import type { Game } from './helpers.ts';
import { englishTexts, expectDisciplineContract, expectRemovalRefusals, remarks } from '../engine-kit.ts';

const R = 'mensa-hungariqa';
const ON = { discipline: true };
const { expectText } = englishTexts('mensa-hungariqa');

// 1 inspector, 2 mafioso, 3 protected mafioso, 4..10 citizens.
const TABLE = 'IMPCCCCCCC';

/** Day 1 with the option on. */
function day1(spec = TABLE, seconds = ''): Game {
  return dayOne(spec, seconds, ON);
}

/** Day 2 after `given` remarks on day 1; night 1 kills seat 10. */
function day2(given: [number, number][]): Game {
  let game = day1();
  for (const [seat, count] of given) game = remarks(game, seat, count);
  return playNight(toNight(game), { check: 4, hands: { 2: 10, 3: 10 } });
}

describe('the option', () => {
  it('is off by default: the options, players and views as before; remarks and removals refused', () => {
    expect(MENSA.defaultOptions(10)).not.toHaveProperty('discipline');
    const game = dayOne(TABLE);
    expect(Object.keys(publicOf(game).players[0]!).sort()).toEqual([
      'alive',
      'death',
      'name',
      'role',
      'seat',
      'second',
    ]);
    expectRuleError(game, { type: 'remark', seat: 4 }, `${R}.discipline-off`);
    expectRuleError(game, { type: 'remove', seat: 4, reason: 'oath' }, `${R}.discipline-off`);
  });

  it('is kept only when on; anything but a boolean is refused', () => {
    expect(newGame(10, ON).state.options.discipline).toBe(true);
    expect(newGame(10, { discipline: false }).state.options).not.toHaveProperty('discipline');
    const result = MENSA.validateSetup(setupFor(10, { discipline: 1 as never }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toEqual({ code: `${R}.option-not-boolean`, params: { option: 'discipline' } });
  });

  it('the contract takes the option and both commands', () => {
    expectDisciplineContract(
      { create: MensaHungariqaCreateSchema, command: MensaHungariqaCommandSchema },
      R,
      4,
      { reason: 'night-gesture', note: 'touched 5' },
      { type: 'remove', seat: 4, reason: 'cheating' },
    );
  });
});

describe('remarks (by day)', () => {
  it('are counted, announced and public', () => {
    const before = day1();
    const after = remarks(before, 5, 2);
    expect(newAnnouncements(before, after)).toEqual([
      { kind: 'remark', seat: 5, remarks: 1 },
      { kind: 'remark', seat: 5, remarks: 2 },
    ]);
    expect(publicOf(after).players[4]).toMatchObject({ remarks: 2, penalty: null, role: null });
  });

  it('may be given during a trial; refused at night 0, at night and for a seat out of the game', () => {
    const trial = toExecutionVote(day1(), 4);
    expect(step(trial, { type: 'remark', seat: 4 }).state.players[3]!.remarks).toBe(1);
    expectRuleError(dealtGame(TABLE, '', ON), { type: 'remark', seat: 4 }, `${R}.wrong-phase`, {
      command: 'remark',
      phase: 'night-zero',
    });
    expectRuleError(toNight(day1()), { type: 'remark', seat: 4 }, `${R}.wrong-phase`, {
      command: 'remark',
      phase: 'night',
    });
    expectRuleError(execute(day1(), 4), { type: 'remark', seat: 4 }, `${R}.wrong-phase`);
    expectRuleError(day2([]), { type: 'remark', seat: 10 }, `${R}.player-must-be-living`, { seat: '10' });
  });

  it('are cleared when night falls; 3 silence the player the next day, 4 mute him; the prompts say so', () => {
    const game = day2([
      [5, 3],
      [6, 4],
      [7, 2],
    ]);
    expect(game.state.phase).toBe('day');
    expect(game.state.players.slice(3, 7).map((p) => [p.remarks, p.penalty])).toEqual([
      [0, null],
      [0, 'silenced'],
      [0, 'muted'],
      [0, null],
    ]);
    const prompts = MENSA.prompts(game.state);
    expect(prompts[0]!.commands).toEqual(['accuse', 'end-day', 'remark', 'remove']);
    expect(prompts.slice(1)).toEqual([
      { key: `prompt.${R}.penalty.silenced`, params: { seats: '5' }, commands: [] },
      { key: `prompt.${R}.penalty.muted`, params: { seats: '6' }, commands: [] },
    ]);
    for (const p of prompts) expectText(p.key, p.params);
  });

  it('4 remarks: his accusation and his hands are refused; the hands entitled and needed shrink', () => {
    const game = day2([[6, 4]]);
    expectRuleError(game, { type: 'accuse', accuser: 6, accused: 2 }, `${R}.accuser-penalised`, { seat: 6 });
    const trial = step(game, { type: 'accuse', accuser: 4, accused: 6 });
    expectRuleError(trial, { type: 'support-vote', yes: 2, voters: [4, 6] }, `${R}.voter-penalised`, { seat: 6 });
    // 9 living, less the muted: 8 entitled, 5 needed.
    expect(MENSA.prompts(trial.state)[0]!.params).toMatchObject({ living: 8, needed: 5 });
    expect(publicOf(trial).trial).toMatchObject({ living: 8, needed: 5 });
    expectRuleError(trial, { type: 'support-vote', yes: 9 }, `${R}.hand-count-out-of-range`, { max: 8 });
    expect(step(trial, { type: 'support-vote', yes: 5 }).state.votes.at(-1)).toMatchObject({
      yes: 5,
      needed: 5,
      passed: true,
    });
  });

  it('3 remarks: he may still accuse and raise his hand', () => {
    const trial = step(day2([[5, 3]]), { type: 'accuse', accuser: 5, accused: 2 });
    expect(step(trial, { type: 'support-vote', yes: 1, voters: [5] }).state.votes.at(-1)!.voters).toEqual([5]);
  });

  it('5 remarks: removed at once with no last word; his role stays hidden; an accusation of him lapses', () => {
    const before = remarks(step(day1(), { type: 'accuse', accuser: 4, accused: 2 }), 2, 4);
    const after = step(before, { type: 'remark', seat: 2 });
    expect(newAnnouncements(before, after)).toEqual([
      { kind: 'remark', seat: 2, remarks: 5 },
      { kind: 'removed', seat: 2, reason: 'remarks' },
    ]);
    expect(after.state.players[1]!.death).toEqual({
      cause: 'removed',
      round: 1,
      time: 'day',
      by: null,
      reason: 'remarks',
      note: null,
    });
    expect(publicOf(after).players[1]).toMatchObject({
      alive: false,
      death: { cause: 'removed', round: 1, time: 'day', by: null },
      role: null,
    });
    expect(after.state.day!.trial).toBeNull();
    expect(after.state.day!.trials).toBe(0);
  });
});

describe('removals (any time after the deal)', () => {
  it('at night: the note stays the moderator’s, and the reading starts again from the first name without him', () => {
    let game = toNight(day2([]));
    game = run(
      game,
      { type: 'inspector-check', target: 5 },
      { type: 'next-step' },
      { type: 'next-name' },
      { type: 'hand', voter: 2 },
      { type: 'next-name' },
    );
    expect(game.state.night).toMatchObject({ stage: 'reading', index: 2, hands: [{ voter: 2, target: 2 }] });
    game = step(game, { type: 'remove', seat: 7, reason: 'peeking', note: 'eyes open at 3' });
    expect(game.state.night).toMatchObject({
      stage: 'reading',
      index: 0,
      hands: [],
      vogon: null,
      order: [1, 2, 3, 4, 5, 6, 8, 9],
    });
    expect(game.state.players[6]!.death).toEqual({
      cause: 'removed',
      round: 2,
      time: 'night',
      by: null,
      reason: 'peeking',
      note: 'eyes open at 3',
    });
    expect(JSON.stringify(publicOf(game))).not.toContain('eyes open');
    expect(MENSA.prompts(game.state)[1]).toMatchObject({
      key: `prompt.${R}.read-name`,
      params: { seat: 1, position: 1, count: 8 },
    });
  });

  it('a removed inspector’s step is a wait step', () => {
    const game = step(toNight(day1()), { type: 'remove', seat: 1, reason: 'night-gesture' });
    expect(MENSA.prompts(game.state)[1]).toMatchObject({
      key: `prompt.${R}.inspector-wait`,
      params: { seat: 1, wait: 1 },
      commands: ['next-step', 'remove'],
    });
    expectRuleError(game, { type: 'inspector-check', target: 4 }, `${R}.inspector-is-dead`);
  });

  it('a removed kamikaze names nobody and a removed lover takes nobody: a removal is not a death', () => {
    // 1 I, 2 M, 3 P, 4 K (citizen kamikaze), 5..10 citizens; lovers 5 and 6.
    const game = run(
      day1('IMPKCCCCCC', '....ll'),
      { type: 'remove', seat: 4, reason: 'oath' },
      { type: 'remove', seat: 5, reason: 'oath' },
    );
    expect(game.state.chain).toBeNull();
    expect(living(game)).toEqual([1, 2, 3, 6, 7, 8, 9, 10]);
    expect(game.state.announcements.slice(-2)).toEqual([
      { kind: 'removed', seat: 4, reason: 'oath' },
      { kind: 'removed', seat: 5, reason: 'oath' },
    ]);
  });

  it('the corner grocer’s removal is announced as such, as his death would be', () => {
    const game = step(day1('IMPGCCCCCC'), { type: 'remove', seat: 4, reason: 'obscene-language' });
    expect(game.state.announcements.slice(-2)).toEqual([
      { kind: 'removed', seat: 4, reason: 'obscene-language' },
      { kind: 'grocer-died', seat: 4 },
    ]);
    expect(publicOf(game).players[3]!.role).toBe('grocer');
  });

  it('the win is checked after a removal, and with three players left the endgame begins', () => {
    const won = run(day1(), { type: 'remove', seat: 2, reason: 'oath' }, { type: 'remove', seat: 3, reason: 'oath' });
    expect(won.state.outcome?.winner).toBe('citizens');
    let game = day1('IPCCCCC');
    for (const seat of [4, 5, 6]) game = step(game, { type: 'remove', seat, reason: 'other' });
    expect(living(game)).toEqual([1, 2, 3, 7]);
    game = step(game, { type: 'remove', seat: 7, reason: 'other' });
    expect(game.state.endgame).toBe(true);
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'endgame-began' });
    expectRuleError(game, { type: 'end-day' }, `${R}.endgame-has-no-night`);
  });

  it('a removal while a kamikaze is to name: the chain goes on and ends with its win check', () => {
    // 1 I, 2 M, 3 P, 4 K (citizen kamikaze), 5..10 citizens: the kamikaze is executed.
    let game = execute(day1('IMPKCCCCCC'), 4);
    expect(game.state.chain?.namings).toEqual([4]);
    game = run(game, { type: 'remove', seat: 2, reason: 'oath' });
    expect(game.state.chain?.namings).toEqual([4]);
    game = step(game, { type: 'kamikaze-names', kamikaze: 4, target: 3 });
    expect(game.state.outcome?.winner).toBe('citizens');
  });

  it('at night 0 with real cards, removals are judged once the records are confirmed at dawn', () => {
    let game = step(newGame(10, { ...ON, dealing: 'physical', mafiaCount: 2 }), { type: 'deal', roles: [] });
    game = run(game, { type: 'remove', seat: 2, reason: 'peeking' }, { type: 'remove', seat: 3, reason: 'peeking' });
    expect(game.state.phase).toBe('night-zero');
    game = run(
      game,
      { type: 'record-role', seat: 1, role: 'inspector' },
      { type: 'record-role', seat: 2, role: 'mafioso' },
      { type: 'record-role', seat: 3, role: 'protected-mafioso' },
    );
    while (game.state.phase === 'night-zero') game = step(game, { type: 'next-step' });
    expect(game.state.outcome?.winner).toBe('citizens');
  });

  it('refused before the deal, for a seat out of the game, without a listed reason or with a note too long; texts for all', () => {
    const long = expectRemovalRefusals(R, newGame(10, ON), day2([]), { out: 10, seat: 4, badReason: 'x' });
    expectText(`error.${long.code}`, long.params);
    for (const code of [
      'discipline-off',
      'player-must-be-living',
      'removal-reason',
      'accuser-penalised',
      'voter-penalised',
    ])
      expectText(`error.${R}.${code}`, { seat: 1 });
    for (const type of ['remark-given', 'player-removed'])
      expectText(`timeline.${R}.${type}`, { seat: 1, reason: 'oath' });
  });
});
