import { describe, expect, it } from 'vitest';
import {
  acquit,
  dayOne,
  execute,
  expectRuleError,
  FD,
  living,
  newAnnouncements,
  night,
  promptsOf,
  roomView,
  run,
  step,
} from './helpers.ts';
import type { Game } from './helpers.ts';

// Seats 1 and 2 are the mafia, 3 the angel, 4..9 villagers. Night 1 killed seat 9: 8 living.
const SPEC = 'MMAVVVVVV';
const dayOneOf8 = (): Game => dayOne(SPEC, 9);

describe('RULES §2 day: the moderator announces who was killed; his card is turned over', () => {
  it("the day prompt names the night's victim and the numbers of the vote", () => {
    expect(FD.prompts(dayOneOf8().state)).toEqual([
      {
        key: 'prompt.french-deck.day',
        params: { round: 1, victim: 9, living: 8, needed: 5 },
        commands: ['accuse', 'no-more-accusations'],
      },
    ]);
  });

  it("the room sees the victim dead with his card face up, and the others' cards face down", () => {
    const players = roomView(dayOneOf8().state, 'g').players;
    expect(players[8]).toEqual({
      seat: 9,
      name: 'P9',
      alive: false,
      eliminated: { cause: 'killed', round: 1 },
      role: 'villager',
    });
    expect(players.slice(0, 8).every((p) => p.alive && p.role === null)).toBe(true);
  });

  it('a mafioso killed by his own is revealed as a mafioso', () => {
    expect(roomView(dayOne(SPEC, 2).state, 'g').players[1]!.role).toBe('mafioso');
  });
});

describe('RULES §2 accusations: the survivors accuse at will', () => {
  it('an accusation is announced and opens the debate and last defence', () => {
    const before = dayOneOf8();
    const game = step(before, { type: 'accuse', accuser: 4, accused: 1 });
    expect(game.state.accusation).toEqual({ accuser: 4, accused: 1, stage: 'defence' });
    expect(newAnnouncements(before, game)).toEqual([{ kind: 'accusation', accuser: 4, accused: 1 }]);
    expect(FD.prompts(game.state)).toEqual([
      {
        key: 'prompt.french-deck.defence',
        params: { accuser: 4, accused: 1 },
        commands: ['call-vote'],
        timer: { kind: 'defence', seat: null },
      },
    ]);
  });

  it('the accuser and the accused must be living players of the table', () => {
    const game = dayOneOf8();
    expectRuleError(game, { type: 'accuse', accuser: 9, accused: 1 }, 'french-deck.accuser-must-be-living', {
      seat: '9',
    });
    expectRuleError(game, { type: 'accuse', accuser: 4, accused: 9 }, 'french-deck.accused-must-be-living', {
      seat: '9',
    });
    expectRuleError(game, { type: 'accuse', accuser: 0, accused: 1 }, 'french-deck.accuser-must-be-living');
    expectRuleError(game, { type: 'accuse', accuser: 4, accused: 10 }, 'french-deck.accused-must-be-living');
    expectRuleError(game, { type: 'accuse', accuser: Number.NaN, accused: 1 }, 'french-deck.accuser-must-be-living');
  });

  it('nobody accuses himself', () => {
    expectRuleError(dayOneOf8(), { type: 'accuse', accuser: 4, accused: 4 }, 'french-deck.no-self-accusation', {
      seat: 4,
    });
  });

  it('one accusation at a time', () => {
    const game = run(dayOneOf8(), { type: 'accuse', accuser: 4, accused: 1 });
    expectRuleError(game, { type: 'accuse', accuser: 5, accused: 2 }, 'french-deck.accusation-under-way', {
      accused: 1,
    });
    expectRuleError(game, { type: 'no-more-accusations' }, 'french-deck.accusation-under-way');
  });
});

describe('RULES §2 last defence: the moderator offers the accused a last defence, then calls the vote', () => {
  it('the vote is called after the defence, and its prompt gives the hands needed', () => {
    const game = run(dayOneOf8(), { type: 'accuse', accuser: 4, accused: 1 }, { type: 'call-vote' });
    expect(game.state.accusation?.stage).toBe('vote');
    expect(FD.prompts(game.state)).toEqual([
      { key: 'prompt.french-deck.vote', params: { accused: 1, living: 8, needed: 5 }, commands: ['resolve-vote'] },
    ]);
  });

  it('no vote before the defence', () => {
    const game = run(dayOneOf8(), { type: 'accuse', accuser: 4, accused: 1 });
    expectRuleError(game, { type: 'resolve-vote', guilty: 8 }, 'french-deck.defence-first', { seat: 1 });
  });

  it('the vote is called once', () => {
    const game = run(dayOneOf8(), { type: 'accuse', accuser: 4, accused: 1 }, { type: 'call-vote' });
    expectRuleError(game, { type: 'call-vote' }, 'french-deck.vote-already-called');
  });

  it('no vote without an accusation', () => {
    expectRuleError(dayOneOf8(), { type: 'call-vote' }, 'french-deck.no-accusation-under-way');
    expectRuleError(dayOneOf8(), { type: 'resolve-vote', guilty: 0 }, 'french-deck.no-accusation-under-way');
  });
});

describe('RULES §2 hand vote of all living players; a majority is more than half of the living players', () => {
  const voting = (): Game => run(dayOneOf8(), { type: 'accuse', accuser: 4, accused: 1 }, { type: 'call-vote' });

  it('8 living: 5 hands execute, 4 do not (half is not a majority)', () => {
    expect(step(voting(), { type: 'resolve-vote', guilty: 5 }).state.players[0]!.alive).toBe(false);
    expect(step(voting(), { type: 'resolve-vote', guilty: 4 }).state.players[0]!.alive).toBe(true);
  });

  it('7 living: 4 hands execute, 3 do not', () => {
    const sevenLiving = run(dayOne('MMAVVVVV', 8), { type: 'accuse', accuser: 4, accused: 1 }, { type: 'call-vote' });
    expect(FD.prompts(sevenLiving.state)[0]!.params).toEqual({ accused: 1, living: 7, needed: 4 });
    expect(step(sevenLiving, { type: 'resolve-vote', guilty: 4 }).state.players[0]!.alive).toBe(false);
    expect(step(sevenLiving, { type: 'resolve-vote', guilty: 3 }).state.players[0]!.alive).toBe(true);
  });

  it('the majority follows the deaths: 6 living on day 2 need 4 hands', () => {
    const game = night(execute(dayOneOf8(), 8), 7);
    expect(living(game)).toHaveLength(6);
    const voting6 = run(game, { type: 'accuse', accuser: 4, accused: 1 }, { type: 'call-vote' });
    expect(FD.prompts(voting6.state)[0]!.params).toEqual({ accused: 1, living: 6, needed: 4 });
    expect(step(voting6, { type: 'resolve-vote', guilty: 3 }).state.players[0]!.alive).toBe(true);
  });

  it('every living player may vote, the accused and the accuser too: all 8 hands count', () => {
    const game = step(voting(), { type: 'resolve-vote', guilty: 8, voters: [1, 2, 3, 4, 5, 6, 7, 8] });
    expect(game.state.votes.at(-1)).toEqual({
      round: 1,
      accuser: 4,
      accused: 1,
      guilty: 8,
      voters: [1, 2, 3, 4, 5, 6, 7, 8],
      living: 8,
      needed: 5,
      passed: true,
    });
  });

  it('the dead do not vote', () => {
    expectRuleError(
      voting(),
      { type: 'resolve-vote', guilty: 5, voters: [2, 3, 4, 5, 9] },
      'french-deck.voter-must-be-living',
      { seat: '9' },
    );
    expectRuleError(voting(), { type: 'resolve-vote', guilty: 9 }, 'french-deck.vote-count-out-of-range', { max: 8 });
  });

  it('the hands voter by voter: each once, as many as counted, stored in seat order', () => {
    expectRuleError(voting(), { type: 'resolve-vote', guilty: 2, voters: [4, 4] }, 'french-deck.voter-counted-twice');
    expectRuleError(
      voting(),
      { type: 'resolve-vote', guilty: 3, voters: [4, 5] },
      'french-deck.voters-must-match-count',
      { guilty: 3, voters: 2 },
    );
    expectRuleError(
      voting(),
      { type: 'resolve-vote', guilty: 1, voters: 'all' as never },
      'french-deck.voters-must-match-count',
    );
    const game = step(voting(), { type: 'resolve-vote', guilty: 2, voters: [6, 4] });
    expect(game.state.votes.at(-1)?.voters).toEqual([4, 6]);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('a count of %s hands is refused', (guilty) => {
    expectRuleError(voting(), { type: 'resolve-vote', guilty }, 'french-deck.vote-count-out-of-range', { max: 8 });
  });

  it('the hands are public: the vote and its result reach the room', () => {
    const game = step(voting(), { type: 'resolve-vote', guilty: 3, voters: [4, 5, 6] });
    const view = roomView(game.state, 'g');
    expect(view.votes).toEqual([
      { round: 1, accuser: 4, accused: 1, guilty: 3, voters: [4, 5, 6], living: 8, needed: 5, passed: false },
    ]);
  });

  it('the room sees the accusation under way with the hands needed', () => {
    expect(roomView(voting().state, 'g').accusation).toEqual({
      accuser: 4,
      accused: 1,
      stage: 'vote',
      living: 8,
      needed: 5,
    });
  });
});

describe('RULES §2 execution: a majority for guilty executes the accused, whose card is revealed; the day ends', () => {
  it('the accused dies, his card is turned over, and night falls', () => {
    const before = run(dayOneOf8(), { type: 'accuse', accuser: 4, accused: 1 }, { type: 'call-vote' });
    const game = step(before, { type: 'resolve-vote', guilty: 6 });
    expect(game.state.players[0]).toMatchObject({ alive: false, eliminated: { cause: 'executed', round: 1 } });
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'verdict', seat: 1, guilty: 6, needed: 5, passed: true },
      { kind: 'executed', seat: 1 },
      { kind: 'card-revealed', seat: 1, role: 'mafioso' },
      { kind: 'night-fell', round: 2 },
    ]);
    expect(game.state.phase).toBe('night');
    expect(roomView(game.state, 'g').players[0]!.role).toBe('mafioso');
  });

  it('a villager executed is revealed as a villager, the angel as the angel', () => {
    expect(roomView(execute(dayOneOf8(), 5).state, 'g').players[4]!.role).toBe('villager');
    expect(roomView(execute(dayOneOf8(), 3).state, 'g').players[2]!.role).toBe('angel');
  });

  it('one execution a day: after it, the next accusation is refused until night 2 is over', () => {
    const game = execute(dayOneOf8(), 5);
    expectRuleError(game, { type: 'accuse', accuser: 4, accused: 1 }, 'french-deck.wrong-phase', { phase: 'night' });
  });
});

describe('RULES §2 acquittal: otherwise the accused is acquitted and cannot be accused again that day', () => {
  it('the accused lives, is announced acquitted, and the day goes on', () => {
    const before = run(dayOneOf8(), { type: 'accuse', accuser: 4, accused: 1 }, { type: 'call-vote' });
    const game = step(before, { type: 'resolve-vote', guilty: 2 });
    expect(game.state.players[0]!.alive).toBe(true);
    expect(game.state.phase).toBe('day');
    expect(game.state.acquitted).toEqual([1]);
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'verdict', seat: 1, guilty: 2, needed: 5, passed: false },
      { kind: 'acquitted', seat: 1 },
    ]);
    expect(promptsOf(game)).toEqual([
      ['prompt.french-deck.day', { round: 1, victim: 9, living: 8, needed: 5 }],
      ['prompt.french-deck.acquitted-today', { seats: '1' }],
    ]);
  });

  it('the acquitted cannot be accused again that day, by anyone', () => {
    const game = acquit(dayOneOf8(), 1, 4);
    expectRuleError(game, { type: 'accuse', accuser: 4, accused: 1 }, 'french-deck.acquitted-today', { seat: 1 });
    expectRuleError(game, { type: 'accuse', accuser: 6, accused: 1 }, 'french-deck.acquitted-today', { seat: 1 });
  });

  it('the acquitted may still accuse, and others may still be accused', () => {
    const game = acquit(dayOneOf8(), 1, 4);
    expect(step(game, { type: 'accuse', accuser: 1, accused: 4 }).state.accusation).toMatchObject({
      accuser: 1,
      accused: 4,
    });
  });

  it('the next day, the acquitted can be accused again', () => {
    let game = step(acquit(dayOneOf8(), 1, 4), { type: 'no-more-accusations' });
    game = night(game, 8);
    expect(game.state.acquitted).toEqual([]);
    expect(step(game, { type: 'accuse', accuser: 4, accused: 1 }).state.accusation).toMatchObject({ accused: 1 });
  });

  it('the room sees who was acquitted today', () => {
    expect(roomView(acquit(acquit(dayOneOf8(), 1), 5).state, 'g').acquitted).toEqual([1, 5]);
  });

  it('once every living player is acquitted, only "nobody else accuses" is offered', () => {
    let game = dayOneOf8();
    for (const seat of living(game)) game = acquit(game, seat);
    expect(FD.prompts(game.state)[0]!.commands).toEqual(['no-more-accusations']);
    expect(step(game, { type: 'no-more-accusations' }).state.phase).toBe('night');
  });
});

describe('RULES §2 the day ends when someone is executed or nobody accuses any more', () => {
  it('"nobody else accuses" ends the day with no death: night falls', () => {
    const before = dayOneOf8();
    const game = step(before, { type: 'no-more-accusations' });
    expect(game.state.phase).toBe('night');
    expect(game.state.round).toBe(2);
    expect(living(game)).toEqual(living(before));
    expect(newAnnouncements(before, game)).toEqual([{ kind: 'night-fell', round: 2 }]);
  });

  it('it may follow acquittals', () => {
    const game = step(acquit(acquit(dayOneOf8(), 1), 2), { type: 'no-more-accusations' });
    expect(game.state.phase).toBe('night');
  });

  it('no day command once night has fallen', () => {
    const game = step(dayOneOf8(), { type: 'no-more-accusations' });
    expectRuleError(game, { type: 'no-more-accusations' }, 'french-deck.wrong-phase', {
      command: 'no-more-accusations',
      phase: 'night',
    });
  });
});
