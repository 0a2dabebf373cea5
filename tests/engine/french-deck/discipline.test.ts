/** french-deck with the discipline option: remarks 3/4/5 and removals (issue 4; RULES.md §4 thresholds). */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  FrenchDeckCommandSchema,
  FrenchDeckCreateSchema,
} from '../../../shared/engine/rulesets/french-deck/schemas.ts';
import {
  dealt,
  execute,
  expectRuleError,
  FD,
  living,
  newAnnouncements,
  newGame,
  night,
  physical,
  roomView,
  run,
  setupFor,
  step,
} from './helpers.ts';
import type { Command, Game } from './helpers.ts';
import { englishTexts, expectDisciplineContract, expectRemovalRefusals, remarks } from '../engine-kit.ts';

const R = 'french-deck';
const ON = { discipline: true };
const { expectText } = englishTexts('french-deck');

/** Day 1 of 'MMAVVVVV' (8 players) with the option on, after night 1 killed seat 8. */
function dayOne(): Game {
  return night(dealt('MMAVVVVV', ON), 8);
}

/** Day 2 of the same game after `given` remarks on day 1 (night 2 kills seat 7). */
function dayTwo(given: [number, number][]): Game {
  let game = dayOne();
  for (const [seat, count] of given) game = remarks(game, seat, count);
  return night(step(game, { type: 'no-more-accusations' }), 7);
}

describe('the option', () => {
  it('is off by default: options, players and views as before; remarks and removals refused', () => {
    const game = night(dealt('MMAVVV'), 6);
    expect(game.state.options).toEqual({ mafiaCount: 2, dealing: 'station' });
    expect(Object.keys(roomView(game.state).players[0]!).sort()).toEqual([
      'alive',
      'eliminated',
      'name',
      'role',
      'seat',
    ]);
    expectRuleError(game, { type: 'remark', seat: 1 }, `${R}.discipline-off`);
    expectRuleError(game, { type: 'remove', seat: 1, reason: 'oath' }, `${R}.discipline-off`);
  });

  it('is kept only when on; anything but a boolean is refused', () => {
    expect(newGame(6, ON).state.options).toEqual({ mafiaCount: 2, dealing: 'station', discipline: true });
    expect(newGame(6, { discipline: false }).state.options).toEqual({ mafiaCount: 2, dealing: 'station' });
    const result = FD.validateSetup(setupFor(6, { discipline: 'yes' as never }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(`${R}.discipline`);
  });

  it('the contract takes the option and both commands', () => {
    expectDisciplineContract(
      { create: FrenchDeckCreateSchema, command: FrenchDeckCommandSchema },
      R,
      2,
      { reason: 'obscene-language', note: null },
      { type: 'remove', seat: 2 },
    );
    expect(
      v.safeParse(FrenchDeckCreateSchema, { rulesetId: R, players: ['a'], options: { discipline: 'on' } }).success,
    ).toBe(false);
  });
});

describe('remarks (by day: the debate, the accusations and the votes)', () => {
  it('are counted, announced and public', () => {
    const before = dayOne();
    const after = remarks(before, 4, 2);
    expect(newAnnouncements(before, after)).toEqual([
      { kind: 'remark', seat: 4, remarks: 1 },
      { kind: 'remark', seat: 4, remarks: 2 },
    ]);
    expect(roomView(after.state).players[3]).toMatchObject({ remarks: 2, penalty: null, role: null });
    for (const a of newAnnouncements(before, after)) expectText(`announcement.remark`, a as Record<string, unknown>);
  });

  it('are refused at night and for a seat out of the game', () => {
    expectRuleError(dealt('MMAVVV', ON), { type: 'remark', seat: 1 }, `${R}.wrong-phase`, {
      command: 'remark',
      phase: 'night',
    });
    expectRuleError(dayOne(), { type: 'remark', seat: 8 }, `${R}.player-must-be-living`, { seat: '8' });
  });

  it('are cleared when night falls; 3 silence the player the next day, 4 mute him', () => {
    const game = dayTwo([
      [3, 3],
      [4, 4],
      [5, 1],
    ]);
    expect(game.state.phase).toBe('day');
    expect(game.state.players.slice(0, 6).map((p) => [p.remarks, p.penalty])).toEqual([
      [0, null],
      [0, null],
      [0, 'silenced'],
      [0, 'muted'],
      [0, null],
      [0, null],
    ]);
    const prompts = FD.prompts(game.state);
    expect(prompts.slice(1)).toEqual([
      { key: 'prompt.french-deck.penalty.silenced', params: { seats: '3' }, commands: [] },
      { key: 'prompt.french-deck.penalty.muted', params: { seats: '4' }, commands: [] },
    ]);
    for (const p of prompts) expectText(p.key, p.params);
    expect(prompts[0]!.commands).toEqual(['accuse', 'no-more-accusations', 'remark', 'remove']);
  });

  it('3 remarks: he may still accuse and vote', () => {
    const game = run(dayTwo([[3, 3]]), { type: 'accuse', accuser: 3, accused: 1 }, { type: 'call-vote' });
    expect(step(game, { type: 'resolve-vote', guilty: 1, voters: [3] }).state.votes.at(-1)!.voters).toEqual([3]);
  });

  it('4 remarks: his accusation and his vote are refused, and the hands entitled and needed shrink', () => {
    const game = dayTwo([[4, 4]]);
    expectRuleError(game, { type: 'accuse', accuser: 4, accused: 1 }, `${R}.accuser-penalised`, { seat: 4 });
    const voting = run(game, { type: 'accuse', accuser: 3, accused: 4 }, { type: 'call-vote' });
    expectRuleError(voting, { type: 'resolve-vote', guilty: 2, voters: [3, 4] }, `${R}.voter-penalised`, { seat: 4 });
    // 6 living, less the muted: 5 entitled, 3 needed.
    expect(FD.prompts(voting.state)[0]!.params).toEqual({ accused: 4, living: 5, needed: 3 });
    expect(roomView(voting.state).accusation).toMatchObject({ living: 5, needed: 3 });
    expectRuleError(voting, { type: 'resolve-vote', guilty: 6 }, `${R}.vote-count-out-of-range`, { max: 5 });
    const executed = step(voting, { type: 'resolve-vote', guilty: 3 });
    expect(executed.state.votes.at(-1)).toMatchObject({ guilty: 3, living: 5, needed: 3, passed: true });
    expect(executed.state.players[3]!.alive).toBe(false);
  });

  it('5 remarks: removed at once without a last defence; his card is turned over as at any death', () => {
    const before = remarks(dayOne(), 1, 4);
    const after = step(before, { type: 'remark', seat: 1 });
    expect(after.state.players[0]!.eliminated).toEqual({ cause: 'removed', round: 1, reason: 'remarks', note: null });
    expect(newAnnouncements(before, after)).toEqual([
      { kind: 'remark', seat: 1, remarks: 5 },
      { kind: 'removed', seat: 1, reason: 'remarks' },
      { kind: 'card-revealed', seat: 1, role: 'mafioso' },
    ]);
    expect(roomView(after.state).players[0]).toMatchObject({
      alive: false,
      eliminated: { cause: 'removed', round: 1 },
      role: 'mafioso',
    });
    expectText('announcement.removed', { seat: 1, reason: 'remarks' });
    expectText('announcement.removal-reason.remarks');
  });

  it('a player removed while accused: the accusation lapses', () => {
    const game = remarks(step(dayOne(), { type: 'accuse', accuser: 4, accused: 5 }), 5, 5);
    expect(game.state.accusation).toBeNull();
    expect(FD.prompts(game.state)[0]!.key).toBe('prompt.french-deck.day');
  });
});

describe('removals (any time after the deal)', () => {
  it('by night: the reason public, the note the moderator’s, the angel’s step a wait once he is out', () => {
    const game = step(dealt('MMAVVVVV', ON), { type: 'remove', seat: 3, reason: 'peeking', note: 'eyes open' });
    expect(game.state.players[2]!.eliminated).toEqual({
      cause: 'removed',
      round: 1,
      reason: 'peeking',
      note: 'eyes open',
    });
    expect(JSON.stringify(roomView(game.state))).not.toContain('eyes open');
    const angel = step(game, { type: 'mafia-kill', target: 5 });
    expect(FD.prompts(angel.state)[0]).toMatchObject({
      key: 'prompt.french-deck.night.angel',
      params: { wait: 1 },
      commands: ['angel-check', 'remove'],
    });
    expectRuleError(angel, { type: 'angel-check', target: 4 }, `${R}.angel-is-dead`);
  });

  it('refused before the deal, for a seat out of the game, without a listed reason or with a note too long', () => {
    const long = expectRemovalRefusals(R, newGame(6, ON), dayOne(), { out: 8, seat: 4, badReason: 'shouting' });
    expectText(`error.${long.code}`, long.params);
  });

  it('the mafia’s victim removed before dawn: nobody is killed that night, and the dawn and the day say so', () => {
    let game = run(
      dealt('MMAVVVVV', ON),
      { type: 'mafia-kill', target: 6 },
      { type: 'angel-check', target: null },
      { type: 'remove', seat: 6, reason: 'night-gesture' },
    );
    expect(FD.prompts(game.state).at(-1)).toEqual({
      key: 'prompt.french-deck.night.dawn-nobody',
      params: { round: 1 },
      commands: ['end-night', 'remove'],
    });
    const before = game;
    game = step(game, { type: 'end-night' });
    expect(newAnnouncements(before, game)).toEqual([{ kind: 'day-began', round: 1 }]);
    expect(living(game)).toEqual([1, 2, 3, 4, 5, 7, 8]);
    const day = FD.prompts(game.state)[0]!;
    expect(day).toMatchObject({
      key: 'prompt.french-deck.day-nobody-killed',
      params: { round: 1, living: 7, needed: 4 },
    });
    expectText(day.key, day.params);
    expectText('prompt.french-deck.night.dawn-nobody', { round: 1 });
  });

  it('the win is checked after a removal: the last mafioso removed, the villagers win', () => {
    const game = run(execute(dayOne(), 2), { type: 'remove', seat: 1, reason: 'oath' });
    expect(game.state.phase).toBe('ended');
    expect(game.state.outcome).toEqual({ winner: 'villagers', scores: null });
  });

  it('with real cards, removals before the cards are known are judged once they are recorded', () => {
    let game = physical(6, { ...ON, mafiaCount: 1 });
    game = step(game, { type: 'remove', seat: 2, reason: 'peeking' });
    expect(game.state.phase).toBe('night');
    game = step(game, { type: 'record-role', seat: 2, role: 'mafioso' });
    expect(game.state.players[1]!.role).toBe('mafioso');
    // The table is complete once the angel is recorded: the mafia are all out.
    game = run(game, { type: 'record-role', seat: 3, role: 'angel' });
    expect(game.state.outcome).toEqual({ winner: 'villagers', scores: null });
  });

  it('every new event has a timeline text', () => {
    const game = remarks(dayOne(), 2, 5);
    const types = new Set(game.log.map((e) => e.event.type));
    for (const type of ['remark-given', 'player-removed']) {
      expect(types).toContain(type);
      expectText(`timeline.french-deck.${type}`, { seat: 2, reason: 'remarks' });
    }
    for (const command of ['remark', 'remove'] as Command['type'][]) expectText(`param.${command}`);
    for (const code of ['discipline', 'discipline-off', 'accuser-penalised', 'voter-penalised', 'removal-reason'])
      expectText(`error.${R}.${code}`, { seat: 1 });
  });
});
