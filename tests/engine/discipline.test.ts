/** davidoff-1987 with the discipline option: remarks 3/4/5 and removals (issue 4; RULES.md §4 thresholds). */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  Davidoff1987CommandSchema,
  Davidoff1987CreateSchema,
} from '../../shared/engine/rulesets/davidoff-1987/schemas.ts';
import { CreateGameSchema } from '../../shared/contract/schemas.ts';
import {
  DAVIDOFF,
  dayOne,
  dealtGame,
  execute,
  expectRuleError,
  newAnnouncements,
  newGame,
  publicView,
  run,
  setupFor,
  step,
  toNight,
} from './helpers.ts';
import type { Game } from './helpers.ts';
import { expectDisciplineContract, expectRemovalRefusals, remarks } from './engine-kit.ts';

const R = 'davidoff-1987';
const ON = { discipline: true };

/** Day 2 of 'MMHHHHHH' (8 players), nobody out, after `given` remarks to seats on day 1. */
function dayTwo(given: [number, number][]): Game {
  let game = dayOne('MMHHHHHH', ON);
  for (const [seat, count] of given) game = remarks(game, seat, count);
  game = toNight(game);
  return run(
    game,
    { type: 'night-note', seat: 1, target: 8 },
    { type: 'night-note', seat: 2, target: 7 },
    { type: 'resolve-night' },
  );
}

describe('the option', () => {
  it('is off by default: the options, the players and the views are as before', () => {
    expect(DAVIDOFF.defaultOptions(8)).toEqual({ mafiaCount: 3, majorityBasis: 'entitled' });
    const game = dayOne('MMHHHH');
    expect(game.state.options).toEqual({ mafiaCount: 2, majorityBasis: 'entitled' });
    expect(Object.keys(game.state.players[0]!).sort()).toEqual(['alive', 'eliminated', 'name', 'role', 'seat']);
    expect(Object.keys(publicView(game.state, 'g').players[0]!).sort()).toEqual([
      'alive',
      'eliminated',
      'name',
      'role',
      'seat',
    ]);
  });

  it('refuses remarks and removals when off', () => {
    const game = dayOne('MMHHHH');
    expectRuleError(game, { type: 'remark', seat: 3 }, `${R}.discipline-off`);
    expectRuleError(game, { type: 'remove', seat: 3, reason: 'oath' }, `${R}.discipline-off`);
  });

  it('is kept only when on; anything but a boolean is refused', () => {
    expect(newGame(6, ON).state.options).toEqual({ mafiaCount: 2, majorityBasis: 'entitled', discipline: true });
    expect(newGame(6, { discipline: false }).state.options).toEqual({ mafiaCount: 2, majorityBasis: 'entitled' });
    const created = DAVIDOFF.validateSetup({
      ...setupFor(6),
      options: { ...setupFor(6).options, discipline: 'yes' as never },
    });
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error.code).toBe(`${R}.discipline`);
  });

  it('gives every seat remarks 0 and no penalty, public, when on', () => {
    const game = dayOne('MMHHHH', ON);
    expect(game.state.players.every((p) => p.remarks === 0 && p.penalty === null)).toBe(true);
    expect(publicView(game.state, 'g').players[2]).toMatchObject({ seat: 3, remarks: 0, penalty: null, role: null });
  });

  it('the contract takes the option and both commands; it refuses an unknown reason and a long note', () => {
    expectDisciplineContract(
      { create: Davidoff1987CreateSchema, command: Davidoff1987CommandSchema },
      R,
      3,
      { reason: 'peeking', note: 'at night 2' },
      { type: 'remove', seat: 3, reason: 'rudeness' },
    );
    expect(v.safeParse(CreateGameSchema, { rulesetId: R, players: ['a'], options: { discipline: 1 } }).success).toBe(
      false,
    );
    expect(
      v.safeParse(Davidoff1987CommandSchema, { type: 'remove', seat: 3, reason: 'other', note: 'x'.repeat(201) })
        .success,
    ).toBe(false);
    expect(v.safeParse(Davidoff1987CommandSchema, { type: 'remark', seat: 3, extra: 1 }).success).toBe(false);
  });
});

describe('remarks', () => {
  it('are given by day, counted and announced', () => {
    const before = dayOne('MMHHHH', ON);
    const after = remarks(before, 3, 2);
    expect(after.state.players[2]!.remarks).toBe(2);
    expect(newAnnouncements(before, after)).toEqual([
      { kind: 'remark', seat: 3, remarks: 1 },
      { kind: 'remark', seat: 3, remarks: 2 },
    ]);
    expect(publicView(after.state, 'g').players[2]).toMatchObject({ remarks: 2, penalty: null });
  });

  it('may be given during a vote (the vote is part of the day)', () => {
    const game = run(dayOne('MMHHHH', ON), { type: 'accuse', accuser: 3, accused: 1 });
    expect(step(game, { type: 'remark', seat: 4 }).state.players[3]!.remarks).toBe(1);
  });

  it('are refused at sunrise and at night (the wrong phase), and for a seat out of the game', () => {
    expectRuleError(dealtGame('MMHHHH', ON), { type: 'remark', seat: 3 }, `${R}.wrong-phase`, {
      command: 'remark',
      phase: 'sunrise',
    });
    expectRuleError(toNight(dayOne('MMHHHH', ON)), { type: 'remark', seat: 3 }, `${R}.wrong-phase`, {
      command: 'remark',
      phase: 'night',
    });
    const game = execute(dayOne('MMHHHHHH', ON), 3);
    expectRuleError(game, { type: 'remark', seat: 3 }, `${R}.player-must-be-living`, { seat: '3' });
    expectRuleError(game, { type: 'remark', seat: 9 }, `${R}.player-must-be-living`);
  });

  it('are cleared at night fall; 3 silence the player the next day, 4 mute him, fewer carry nothing', () => {
    const game = dayTwo([
      [3, 3],
      [4, 4],
      [5, 2],
    ]);
    expect(game.state.phase).toBe('day');
    expect(game.state.players.map((p) => [p.remarks, p.penalty])).toEqual([
      [0, null],
      [0, null],
      [0, 'silenced'],
      [0, 'muted'],
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);
    expect(publicView(game.state, 'g').players[3]).toMatchObject({ remarks: 0, penalty: 'muted' });
  });

  it('the prompts tell the moderator who may not speak, and who may not speak, accuse or vote', () => {
    const game = dayTwo([
      [3, 3],
      [4, 4],
      [6, 3],
    ]);
    const prompts = DAVIDOFF.prompts(game.state);
    expect(prompts).toEqual([
      { key: 'prompt.day', params: { round: 2 }, commands: ['accuse', 'propose-night', 'remark', 'remove'] },
      { key: 'prompt.penalty.silenced', params: { seats: '3, 6' }, commands: [] },
      { key: 'prompt.penalty.muted', params: { seats: '4' }, commands: [] },
    ]);
  });

  it('a penalty lasts one round: the next night fall ends it', () => {
    const day = dayTwo([[4, 4]]);
    const game = run(day, { type: 'propose-night', proposer: 1 }, { type: 'resolve-vote', yes: 7, no: 0 });
    expect(game.state.phase).toBe('night');
    expect(game.state.players[3]!.penalty).toBeNull();
  });

  it('3 remarks: the player may still accuse and vote', () => {
    const game = dayTwo([[3, 3]]);
    const accused = step(game, { type: 'accuse', accuser: 3, accused: 1 });
    expect(step(accused, { type: 'resolve-vote', yes: 1, voters: [3] }).state.votes.at(-1)!.voters).toEqual([3]);
  });

  it('4 remarks: his accusation and his vote are refused, and the hands entitled shrink', () => {
    const game = dayTwo([[4, 4]]);
    expectRuleError(game, { type: 'accuse', accuser: 4, accused: 1 }, `${R}.accuser-penalised`, { seat: 4 });
    const accused = step(game, { type: 'accuse', accuser: 3, accused: 1 });
    expectRuleError(accused, { type: 'resolve-vote', yes: 2, voters: [3, 4] }, `${R}.voter-penalised`, { seat: 4 });
    // 8 living, less the accused and the muted: 6 entitled, 4 needed.
    expect(DAVIDOFF.prompts(accused.state)[0]!.params).toMatchObject({ entitled: 6, needed: 4 });
    expectRuleError(accused, { type: 'resolve-vote', yes: 7, no: 0 }, `${R}.vote-count-out-of-range`, { max: 6 });
    // He may still be accused, and may still propose night (the 1987 way to end the day).
    expect(step(game, { type: 'accuse', accuser: 3, accused: 4 }).state.vote).toEqual({
      kind: 'accusation',
      accuser: 3,
      accused: 4,
    });
    expect(step(game, { type: 'propose-night', proposer: 4 }).state.vote).toEqual({
      kind: 'night-proposal',
      proposer: 4,
    });
  });

  it('5 remarks: removed at once with no last word, announced, the role kept hidden', () => {
    const before = remarks(dayOne('MMHHHHHH', ON), 5, 4);
    const after = step(before, { type: 'remark', seat: 5 });
    const seat = after.state.players[4]!;
    expect(seat.alive).toBe(false);
    expect(seat.eliminated).toEqual({ cause: 'removed', round: 1, reason: 'remarks', note: null });
    expect(newAnnouncements(before, after)).toEqual([
      { kind: 'remark', seat: 5, remarks: 5 },
      { kind: 'removed', seat: 5, reason: 'remarks' },
    ]);
    const view = publicView(after.state, 'g').players[4]!;
    expect(view).toMatchObject({ alive: false, eliminated: { cause: 'removed', round: 1 }, role: null });
    expect(after.log.at(-1)!.event).toEqual({ type: 'player-removed', seat: 5, reason: 'remarks', note: null });
  });

  it('a player removed by his 5th remark under accusation ends that vote', () => {
    const game = remarks(run(dayOne('MMHHHHHH', ON), { type: 'accuse', accuser: 3, accused: 5 }), 5, 5);
    expect(game.state.vote).toBeNull();
    expect(DAVIDOFF.prompts(game.state)[0]!.key).toBe('prompt.day');
  });
});

describe('removals', () => {
  it('any time after the deal, day or night or sunrise, with the reason public and the note the moderator’s', () => {
    const night = toNight(dayOne('MMHHHHHH', ON));
    const removed = step(night, { type: 'remove', seat: 6, reason: 'peeking', note: '  opened his eyes  ' });
    expect(removed.state.players[5]!.eliminated).toEqual({
      cause: 'removed',
      round: 1,
      reason: 'peeking',
      note: 'opened his eyes',
    });
    expect(removed.state.announcements.at(-1)).toEqual({ kind: 'removed', seat: 6, reason: 'peeking' });
    expect(JSON.stringify(publicView(removed.state, 'g'))).not.toContain('opened his eyes');
    expect(
      step(dealtGame('MMHHHHHH', ON), { type: 'remove', seat: 6, reason: 'night-gesture' }).state.players[5]!.alive,
    ).toBe(false);
    expect(
      step(dayOne('MMHHHHHH', ON), { type: 'remove', seat: 6, reason: 'oath', note: '' }).state.players[5]!.eliminated!
        .note,
    ).toBeNull();
  });

  it('refused before the deal, for a seat out of the game, without a listed reason, or with a note too long', () => {
    const game = execute(dayOne('MMHHHHHH', ON), 3);
    expectRemovalRefusals(R, newGame(6, ON), game, { out: 3, seat: 4, badReason: 'rudeness' });
    expectRuleError(game, { type: 'remove', seat: 4, reason: 'other', note: 5 as never }, `${R}.removal-note`);
  });

  it('the win check runs after a removal: the last mafioso removed, the honest win and score', () => {
    const game = run(dayOne('MHHHHH', { ...ON }), { type: 'remove', seat: 1, reason: 'oath' });
    expect(game.state.phase).toBe('ended');
    expect(game.state.outcome).toEqual({ winner: 'honest', scores: [0, 5, 5, 5, 5, 5] });
  });

  it('a removed mafioso’s note no longer counts: the others’ agree and kill', () => {
    let game = run(
      toNight(dayOne('MMMHHHHHHH', ON)),
      { type: 'night-note', seat: 1, target: 8 },
      { type: 'night-note', seat: 2, target: 9 },
    );
    game = run(game, { type: 'remove', seat: 2, reason: 'peeking' });
    expect(game.state.nightNotes).toEqual([{ seat: 1, target: 8 }]);
    game = run(game, { type: 'night-note', seat: 3, target: 8 }, { type: 'resolve-night' });
    expect(game.state.players[7]!.eliminated).toEqual({ cause: 'killed', round: 1 });
  });

  it('a name removed after it was written kills nobody', () => {
    let game = run(
      toNight(dayOne('MMHHHHHH', ON)),
      { type: 'night-note', seat: 1, target: 8 },
      { type: 'night-note', seat: 2, target: 8 },
    );
    game = run(game, { type: 'remove', seat: 8, reason: 'night-gesture' }, { type: 'resolve-night' });
    expect(game.state.nightHistory.at(-1)!.victim).toBeNull();
    expect(game.state.announcements.slice(-2)).toEqual([{ kind: 'nobody-died' }, { kind: 'day-began', round: 2 }]);
  });

  it('with real cards, removals at sunrise wait for the record of the mafia to decide the game', () => {
    let game = run(
      newGame(6, { ...ON, dealing: 'physical', mafiaCount: 1 }),
      { type: 'cards-dealt' },
      { type: 'remove', seat: 2, reason: 'peeking' },
    );
    expect(game.state.phase).toBe('sunrise');
    game = run(game, { type: 'record-mafia', seats: [2] }, { type: 'end-sunrise' });
    expect(game.state.outcome?.winner).toBe('honest');
  });

  it('when every living player is muted, a proposal of night carries with no hands (nobody may vote or accuse)', () => {
    let game = run(
      dayOne('MMHHHH', ON),
      { type: 'remove', seat: 6, reason: 'oath' },
      { type: 'remove', seat: 5, reason: 'oath' },
    );
    for (const seat of [1, 2, 3, 4]) game = remarks(game, seat, 4);
    game = toNight(game);
    game = run(
      game,
      { type: 'night-note', seat: 1, target: 4 },
      { type: 'night-note', seat: 2, target: 3 },
      { type: 'resolve-night' },
    );
    expect(game.state.players.filter((p) => p.alive).every((p) => p.penalty === 'muted')).toBe(true);
    game = step(game, { type: 'propose-night', proposer: 1 });
    expect(DAVIDOFF.prompts(game.state)[0]!.params).toMatchObject({ entitled: 0 });
    expect(step(game, { type: 'resolve-vote', yes: 0, no: 0 }).state.phase).toBe('night');
  });
});
