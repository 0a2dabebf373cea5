import { describe, expect, it } from 'vitest';
import { DAVIDOFF, dayOne, dealtGame, execute, expectRuleError, newAnnouncements, run, step } from './helpers.ts';
import { publicView } from './helpers.ts';
import type { Game } from './helpers.ts';

describe('RULES §1 sunrise, then day 1', () => {
  it('the deal opens the sunrise: round 0, nobody out', () => {
    const game = dealtGame('MMHHHH');
    expect(game.state.phase).toBe('sunrise');
    expect(game.state.round).toBe(0);
    expect(game.state.players.every((p) => p.alive)).toBe(true);
  });

  it('the sunrise prompt has the dealer count to 20 while the mafia see each other', () => {
    expect(DAVIDOFF.prompts(dealtGame('MMHHHH').state)).toEqual([
      { key: 'prompt.sunrise', params: { count: 20 }, commands: ['end-sunrise'] },
    ]);
  });

  it('no kill at sunrise: night notes and night resolution are refused', () => {
    const game = dealtGame('MMHHHH');
    expectRuleError(game, { type: 'night-note', seat: 1, target: 3 }, 'davidoff-1987.wrong-phase', {
      command: 'night-note',
      phase: 'sunrise',
    });
    expectRuleError(game, { type: 'resolve-night' }, 'davidoff-1987.wrong-phase', {
      command: 'resolve-night',
      phase: 'sunrise',
    });
  });

  it('no vote at sunrise', () => {
    const game = dealtGame('MMHHHH');
    expectRuleError(game, { type: 'accuse', accuser: 3, accused: 1 }, 'davidoff-1987.wrong-phase', {
      phase: 'sunrise',
    });
    expectRuleError(game, { type: 'propose-night', proposer: 3 }, 'davidoff-1987.wrong-phase', { phase: 'sunrise' });
  });

  it('the end of the sunrise is day 1, with everyone living and no death announced', () => {
    const sunrise = dealtGame('MMHHHH');
    const day = step(sunrise, { type: 'end-sunrise' });
    expect(day.state.phase).toBe('day');
    expect(day.state.round).toBe(1);
    expect(day.state.players.every((p) => p.alive && p.eliminated === null)).toBe(true);
    expect(newAnnouncements(sunrise, day)).toEqual([{ kind: 'day-began', round: 1 }]);
    expect(day.state.announcements.some((a) => a.kind === 'killed' || a.kind === 'nobody-died')).toBe(false);
  });

  it('the day prompt offers accusation and night proposal', () => {
    expect(DAVIDOFF.prompts(dayOne('MMHHHH').state)).toEqual([
      { key: 'prompt.day', params: { round: 1 }, commands: ['accuse', 'propose-night'] },
    ]);
  });
});

describe('RULES §1 accusation: everyone but the accused votes, the accuser may vote', () => {
  it('the accusation is announced and the vote is under way', () => {
    const before = dayOne('MMHHHHH');
    const game = step(before, { type: 'accuse', accuser: 3, accused: 1 });
    expect(game.state.vote).toEqual({ kind: 'accusation', accuser: 3, accused: 1 });
    expect(newAnnouncements(before, game)).toEqual([{ kind: 'accusation', accuser: 3, accused: 1 }]);
  });

  it('the entitled voters are the living players but the accused', () => {
    const game = run(dayOne('MMHHHHH'), { type: 'accuse', accuser: 3, accused: 1 });
    expect(publicView(game.state, 'g').vote).toEqual({
      kind: 'accusation',
      accuser: 3,
      accused: 1,
      proposer: null,
      entitled: 6,
      needed: 4,
    });
  });

  it('the accuser may vote: the accuser among the voters is counted', () => {
    const game = run(dayOne('MMHHHHH'), { type: 'accuse', accuser: 3, accused: 1 });
    const after = step(game, { type: 'resolve-vote', yes: 4, voters: [3, 4, 5, 6] });
    expect(after.state.votes.at(-1)).toMatchObject({ yes: 4, voters: [3, 4, 5, 6], passed: true });
  });

  it.each([
    {
      name: 'the accused cannot vote',
      game: () => dayOne('MMHHHHH'),
      voters: [1, 3, 4, 5],
      code: 'davidoff-1987.accused-does-not-vote',
      params: { seat: 1 },
    },
    {
      name: 'a dead player cannot vote',
      game: () => execute(dayOne('MMHHHHH'), 7),
      voters: [2, 3, 4, 7],
      code: 'davidoff-1987.voter-must-be-living',
      params: { seat: 7 },
    },
    {
      name: 'a voter counted twice is refused',
      game: () => dayOne('MMHHHHH'),
      voters: [3, 4, 4, 5],
      code: 'davidoff-1987.voter-counted-twice',
      params: undefined,
    },
  ])('$name', ({ game, voters, code, params }) => {
    const accused = run(game(), { type: 'accuse', accuser: 3, accused: 1 });
    expectRuleError(accused, { type: 'resolve-vote', yes: 4, voters }, code, params);
  });

  it('a seat that does not exist cannot vote', () => {
    const game = run(dayOne('MMHHHHH'), { type: 'accuse', accuser: 3, accused: 1 });
    expectRuleError(game, { type: 'resolve-vote', yes: 1, voters: [8] }, 'davidoff-1987.voter-not-entitled', {
      seat: 8,
    });
    expectRuleError(game, { type: 'resolve-vote', yes: 1, voters: [0] }, 'davidoff-1987.voter-not-entitled', {
      seat: 0,
    });
  });

  it('voter by voter, the hands are counted and recorded in seat order', () => {
    const game = run(dayOne('MMHHHHH'), { type: 'accuse', accuser: 3, accused: 1 });
    const after = step(game, { type: 'resolve-vote', yes: 3, voters: [6, 2, 4] });
    expect(after.state.votes.at(-1)).toMatchObject({ yes: 3, voters: [2, 4, 6], needed: 4, passed: false });
  });

  it('a hand count above the entitled voters, or negative, or fractional is refused', () => {
    const game = run(dayOne('MMHHHHH'), { type: 'accuse', accuser: 3, accused: 1 });
    expectRuleError(game, { type: 'resolve-vote', yes: 7 }, 'davidoff-1987.vote-count-out-of-range', { max: 6 });
    expectRuleError(game, { type: 'resolve-vote', yes: -1 }, 'davidoff-1987.vote-count-out-of-range');
    expectRuleError(game, { type: 'resolve-vote', yes: 2.5 }, 'davidoff-1987.vote-count-out-of-range');
    expectRuleError(game, { type: 'resolve-vote', yes: 4, no: 3 }, 'davidoff-1987.vote-count-out-of-range');
    expectRuleError(game, { type: 'resolve-vote', yes: 4, no: -1 }, 'davidoff-1987.vote-count-out-of-range');
  });

  it('nobody may accuse himself', () => {
    expectRuleError(dayOne('MMHHHHH'), { type: 'accuse', accuser: 3, accused: 3 }, 'davidoff-1987.no-self-accusation', {
      seat: 3,
    });
  });

  it('the accuser and the accused must be living players', () => {
    const game = execute(dayOne('MMHHHHH'), 7);
    expectRuleError(game, { type: 'accuse', accuser: 7, accused: 1 }, 'davidoff-1987.accuser-must-be-living', {
      seat: 7,
    });
    expectRuleError(game, { type: 'accuse', accuser: 1, accused: 7 }, 'davidoff-1987.accused-must-be-living', {
      seat: 7,
    });
    expectRuleError(game, { type: 'accuse', accuser: 0, accused: 1 }, 'davidoff-1987.accuser-must-be-living');
    expectRuleError(game, { type: 'accuse', accuser: 1, accused: 8 }, 'davidoff-1987.accused-must-be-living');
  });

  it('one vote at a time: no accusation or proposal while a vote is under way', () => {
    const game = run(dayOne('MMHHHHH'), { type: 'accuse', accuser: 3, accused: 1 });
    expectRuleError(game, { type: 'accuse', accuser: 4, accused: 2 }, 'davidoff-1987.vote-under-way');
    expectRuleError(game, { type: 'propose-night', proposer: 4 }, 'davidoff-1987.vote-under-way');
  });

  it('the moderator may cancel a vote: nobody is out and the day goes on', () => {
    const before = run(dayOne('MMHHHHH'), { type: 'accuse', accuser: 3, accused: 1 });
    const game = step(before, { type: 'cancel-vote' });
    expect(game.state.vote).toBeNull();
    expect(game.state.phase).toBe('day');
    expect(game.state.players.every((p) => p.alive)).toBe(true);
    expect(newAnnouncements(before, game)).toEqual([{ kind: 'vote-cancelled', subject: 'accusation', seat: 1 }]);
  });
});

describe('RULES §1 majority = more than half of the players entitled to vote', () => {
  // 7 living: the accused aside, 6 are entitled; more than half of 6 is 4.
  const accused7 = (): Game => run(dayOne('MMHHHHH'), { type: 'accuse', accuser: 3, accused: 1 });
  // 8 living: 7 entitled; more than half of 7 is 4.
  const accused8 = (basis: 'entitled' | 'living' | 'cast' = 'entitled'): Game =>
    run(dayOne('MMMHHHHH', { majorityBasis: basis }), { type: 'accuse', accuser: 4, accused: 1 });

  it('exactly half of the entitled voters fails (3 of 6)', () => {
    const game = step(accused7(), { type: 'resolve-vote', yes: 3 });
    expect(game.state.votes.at(-1)).toMatchObject({ yes: 3, needed: 4, passed: false });
    expect(game.state.players[0]!.alive).toBe(true);
  });

  it('half plus one passes (4 of 6)', () => {
    const game = step(accused7(), { type: 'resolve-vote', yes: 4 });
    expect(game.state.votes.at(-1)).toMatchObject({ yes: 4, needed: 4, passed: true });
    expect(game.state.players[0]!.alive).toBe(false);
  });

  it('the same boundary voter by voter: 3 named hands fail, 4 pass', () => {
    expect(step(accused7(), { type: 'resolve-vote', yes: 3, voters: [2, 3, 4] }).state.players[0]!.alive).toBe(true);
    expect(step(accused7(), { type: 'resolve-vote', yes: 4, voters: [2, 3, 4, 5] }).state.players[0]!.alive).toBe(
      false,
    );
  });

  it('with an odd number entitled (7), 3 fails and 4 passes', () => {
    expect(step(accused8(), { type: 'resolve-vote', yes: 3 }).state.players[0]!.alive).toBe(true);
    expect(step(accused8(), { type: 'resolve-vote', yes: 4 }).state.players[0]!.alive).toBe(false);
  });

  it('the votes against do not matter on the default basis', () => {
    expect(step(accused7(), { type: 'resolve-vote', yes: 3, no: 0 }).state.players[0]!.alive).toBe(true);
    expect(step(accused7(), { type: 'resolve-vote', yes: 4, no: 2 }).state.players[0]!.alive).toBe(false);
  });

  it('(option: of living players) the accused counts in the base: 8 living need 5, so 4 fails', () => {
    const game = accused8('living');
    expect(publicView(game.state, 'g').vote).toMatchObject({ entitled: 7, needed: 5 });
    const failed = step(game, { type: 'resolve-vote', yes: 4 });
    expect(failed.state.votes.at(-1)).toMatchObject({ needed: 5, passed: false });
    expect(failed.state.players[0]!.alive).toBe(true);
    expect(step(game, { type: 'resolve-vote', yes: 5 }).state.players[0]!.alive).toBe(false);
  });

  it('(option: of living players) with 7 living, 3 fails and 4 passes', () => {
    const game = run(dayOne('MMHHHHH', { majorityBasis: 'living' }), { type: 'accuse', accuser: 3, accused: 1 });
    expect(step(game, { type: 'resolve-vote', yes: 3 }).state.players[0]!.alive).toBe(true);
    expect(step(game, { type: 'resolve-vote', yes: 4 }).state.players[0]!.alive).toBe(false);
  });

  it('(option: of votes cast) more for than against passes, whatever the abstentions: 2 for, 1 against', () => {
    const game = accused8('cast');
    expect(publicView(game.state, 'g').vote).toMatchObject({ entitled: 7, needed: null });
    const after = step(game, { type: 'resolve-vote', yes: 2, no: 1 });
    expect(after.state.votes.at(-1)).toMatchObject({ yes: 2, no: 1, needed: null, passed: true });
    expect(after.state.players[0]!.alive).toBe(false);
  });

  it('(option: of votes cast) a tie fails: 2 for, 2 against', () => {
    expect(step(accused8('cast'), { type: 'resolve-vote', yes: 2, no: 2 }).state.players[0]!.alive).toBe(true);
  });

  it('(option: of votes cast) nobody voting fails', () => {
    expect(step(accused8('cast'), { type: 'resolve-vote', yes: 0, no: 0 }).state.players[0]!.alive).toBe(true);
  });

  it('(option: of votes cast) the votes against must be entered', () => {
    expectRuleError(accused8('cast'), { type: 'resolve-vote', yes: 2 }, 'davidoff-1987.votes-against-needed');
    expectRuleError(accused8('cast'), { type: 'resolve-vote', yes: 2, no: null }, 'davidoff-1987.votes-against-needed');
  });

  it('(option: of votes cast) voter by voter with the votes against', () => {
    const after = step(accused8('cast'), { type: 'resolve-vote', yes: 2, voters: [2, 3], no: 1 });
    expect(after.state.players[0]!.alive).toBe(false);
  });
});

describe('RULES §1 a guilty verdict eliminates the accused', () => {
  it('the accused is out, executed on this day, and the execution is announced', () => {
    const before = run(dayOne('MMHHHHH'), { type: 'accuse', accuser: 3, accused: 2 });
    const game = step(before, { type: 'resolve-vote', yes: 5 });
    expect(game.state.players[1]).toMatchObject({ alive: false, eliminated: { cause: 'executed', round: 1 } });
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'vote-result', subject: 'accusation', seat: 2, yes: 5, passed: true },
      { kind: 'executed', seat: 2 },
    ]);
    expect(game.state.vote).toBeNull();
  });

  it('after an execution the day goes on (another accusation may follow)', () => {
    const game = execute(dayOne('MMHHHHH'), 7);
    expect(game.state.phase).toBe('day');
    expect(game.state.round).toBe(1);
    expect(run(game, { type: 'accuse', accuser: 3, accused: 2 }).state.vote).toEqual({
      kind: 'accusation',
      accuser: 3,
      accused: 2,
    });
  });

  it('an innocent verdict leaves everyone in and the day goes on', () => {
    const before = run(dayOne('MMHHHHH'), { type: 'accuse', accuser: 3, accused: 2 });
    const game = step(before, { type: 'resolve-vote', yes: 1 });
    expect(game.state.players.every((p) => p.alive)).toBe(true);
    expect(game.state.phase).toBe('day');
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'vote-result', subject: 'accusation', seat: 2, yes: 1, passed: false },
    ]);
  });

  it('the same player may be accused again after an innocent verdict', () => {
    const game = run(dayOne('MMHHHHH'), { type: 'accuse', accuser: 3, accused: 2 }, { type: 'resolve-vote', yes: 1 });
    expect(step(game, { type: 'accuse', accuser: 4, accused: 2 }).state.vote).toMatchObject({ accused: 2 });
  });
});

describe('RULES §1 proposal to go to night: a majority of the living players', () => {
  it('the proposal is announced; every living player votes, the proposer too', () => {
    const before = dayOne('MMHHHHH');
    const game = step(before, { type: 'propose-night', proposer: 5 });
    expect(game.state.vote).toEqual({ kind: 'night-proposal', proposer: 5 });
    expect(newAnnouncements(before, game)).toEqual([{ kind: 'night-proposed', proposer: 5 }]);
    expect(publicView(game.state, 'g').vote).toEqual({
      kind: 'night-proposal',
      accuser: null,
      accused: null,
      proposer: 5,
      entitled: 7,
      needed: 4,
    });
    expect(step(game, { type: 'resolve-vote', yes: 4, voters: [1, 2, 5, 7] }).state.phase).toBe('night');
  });

  it('with 7 living, 4 carry the night', () => {
    const before = run(dayOne('MMHHHHH'), { type: 'propose-night', proposer: 5 });
    const game = step(before, { type: 'resolve-vote', yes: 4 });
    expect(game.state.phase).toBe('night');
    expect(game.state.round).toBe(1);
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'vote-result', subject: 'night-proposal', seat: 5, yes: 4, passed: true },
      { kind: 'night-fell', round: 1 },
    ]);
  });

  it('with 8 living, exactly half (4) fails and 5 pass', () => {
    const game = run(dayOne('MMMHHHHH'), { type: 'propose-night', proposer: 5 });
    expect(step(game, { type: 'resolve-vote', yes: 4 }).state.phase).toBe('day');
    expect(step(game, { type: 'resolve-vote', yes: 5 }).state.phase).toBe('night');
  });

  it('the living count shrinks with the dead: 6 living after an execution need 4', () => {
    const game = run(execute(dayOne('MMHHHHH'), 7), { type: 'propose-night', proposer: 5 });
    expect(publicView(game.state, 'g').vote).toMatchObject({ entitled: 6, needed: 4 });
    expect(step(game, { type: 'resolve-vote', yes: 3 }).state.phase).toBe('day');
    expect(step(game, { type: 'resolve-vote', yes: 4 }).state.phase).toBe('night');
  });

  it('a failed proposal keeps the day: same round, nobody out, another vote may follow', () => {
    const before = run(dayOne('MMHHHHH'), { type: 'propose-night', proposer: 5 });
    const game = step(before, { type: 'resolve-vote', yes: 3 });
    expect(game.state.phase).toBe('day');
    expect(game.state.round).toBe(1);
    expect(game.state.vote).toBeNull();
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'vote-result', subject: 'night-proposal', seat: 5, yes: 3, passed: false },
    ]);
    expect(step(game, { type: 'propose-night', proposer: 6 }).state.vote).toEqual({
      kind: 'night-proposal',
      proposer: 6,
    });
  });

  it('(option: of votes cast) more for than against carries the night', () => {
    const game = run(dayOne('MMMHHHHH', { majorityBasis: 'cast' }), { type: 'propose-night', proposer: 5 });
    expect(step(game, { type: 'resolve-vote', yes: 2, no: 1 }).state.phase).toBe('night');
    expect(step(game, { type: 'resolve-vote', yes: 2, no: 2 }).state.phase).toBe('day');
  });

  it('the proposer must be a living player', () => {
    const game = execute(dayOne('MMHHHHH'), 7);
    expectRuleError(game, { type: 'propose-night', proposer: 7 }, 'davidoff-1987.proposer-must-be-living', { seat: 7 });
    expectRuleError(game, { type: 'propose-night', proposer: 99 }, 'davidoff-1987.proposer-must-be-living', {
      seat: 99,
    });
  });
});
