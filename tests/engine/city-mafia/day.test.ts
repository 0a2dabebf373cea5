import { describe, expect, it } from 'vitest';
import {
  dayOne,
  day,
  discuss,
  expectRuleError,
  living,
  night,
  pastMorning,
  promptsOf,
  run,
  speakersOf,
  speakUntil,
  step,
  talkOut,
  toNight,
  votes,
  pub,
  FULL_TABLE,
  PLAIN_TABLE,
  firstNight,
  tiedDayOne,
  SEVEN_SIX_AND_EIGHT,
  SEVEN_AND_SIX,
  voteTally,
} from './helpers.ts';

/** The speakers of the current discussion, in order, passing each speech. */
const speakers = speakersOf;

describe('RULES §4 speeches: seat order, 1 minute each, "pass" ends a speech', () => {
  it('day 1 starts at seat 1 and goes round the table', () => {
    expect(speakers(dayOne(PLAIN_TABLE))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('the prompt names the speaker and his minute; the public view shows whose speech it is and who follows', () => {
    const game = step(dayOne(PLAIN_TABLE), { type: 'end-speech' });
    expect(promptsOf(game)[0]).toMatchObject({
      key: 'prompt.city-mafia.speech',
      params: { seat: 2, seconds: 60, silenced: 0, nominated: 0 },
      commands: ['end-speech', 'nominate', 'remark', 'remove', 'technical-defeat'],
    });
    const view = pub(game.state);
    expect(view).toMatchObject({ speaker: 2, speech: 'speech', firstSpeaker: 1 });
    expect(view.next).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("each following day starts one seat after the previous day's first speaker", () => {
    let game = firstNight(PLAIN_TABLE);
    game = night(game, { shot: 9, don: 1, sheriff: 1, heal: 9 });
    expect(game.state.round).toBe(2);
    expect(speakers(game)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 1]);
  });

  it('the dead are skipped: seat 2 killed in the night, day 2 starts at seat 3', () => {
    let game = firstNight(PLAIN_TABLE);
    game = pastMorning(night(game, { shot: 2, don: 1, sheriff: 1, heal: 9 }));
    expect(game.state.firstSpeaker).toBe(3);
    expect(speakers(game)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 1]);
  });

  it('the rotation goes on from the previous first speaker even when he has died since', () => {
    let game = firstNight(PLAIN_TABLE);
    game = pastMorning(night(game, { shot: 9, don: 1, sheriff: 1, heal: 8 }));
    expect(game.state.firstSpeaker).toBe(2);
    game = toNight(game);
    game = pastMorning(night(game, { shot: 2, don: 1, sheriff: 1, heal: 7 }));
    // Seat 2 opened day 2 and died in night 2: day 3 opens at seat 3.
    expect(game.state.firstSpeaker).toBe(3);
  });

  it('end-speech needs a speaker', () => {
    const voting = discuss(dayOne(PLAIN_TABLE), [[1, 6]]);
    expect(voting.state.phase).toBe('voting');
    expectRuleError(voting, { type: 'end-speech' }, 'city-mafia.wrong-phase');
  });
});

describe('RULES §4 nominations: "I nominate number K"', () => {
  it("accepted during one's own speech, and shown to the room in order", () => {
    const game = run(dayOne(PLAIN_TABLE), { type: 'nominate', by: 1, nominee: 7 });
    expect(game.state.nominations).toEqual([{ by: 1, nominee: 7 }]);
    expect(pub(game.state).nominations).toEqual([{ by: 1, nominee: 7 }]);
  });

  it("only during one's own speech", () => {
    expectRuleError(
      dayOne(PLAIN_TABLE),
      { type: 'nominate', by: 2, nominee: 7 },
      'city-mafia.nominate-only-in-own-speech',
      {
        seat: '2',
      },
    );
  });

  it('one nomination per player per day', () => {
    const game = run(dayOne(PLAIN_TABLE), { type: 'nominate', by: 1, nominee: 7 });
    expectRuleError(game, { type: 'nominate', by: 1, nominee: 8 }, 'city-mafia.one-nomination-per-day', { seat: 1 });
    expect(promptsOf(game)[0]!.commands).not.toContain('nominate');
  });

  it('nobody nominates himself', () => {
    expectRuleError(dayOne(PLAIN_TABLE), { type: 'nominate', by: 1, nominee: 1 }, 'city-mafia.no-self-nomination');
  });

  it('"already nominated": the same nominee twice is refused, and the speaker may name another', () => {
    const game = run(dayOne(PLAIN_TABLE), { type: 'nominate', by: 1, nominee: 7 }, { type: 'end-speech' });
    expectRuleError(game, { type: 'nominate', by: 2, nominee: 7 }, 'city-mafia.already-nominated', { seat: 7 });
    expect(step(game, { type: 'nominate', by: 2, nominee: 8 }).state.nominations).toHaveLength(2);
  });

  it('a dead or unknown player cannot be nominated', () => {
    let game = firstNight(PLAIN_TABLE);
    game = pastMorning(night(game, { shot: 9, don: 1, sheriff: 1, heal: 8 }));
    expectRuleError(game, { type: 'nominate', by: 2, nominee: 9 }, 'city-mafia.nominee-must-be-living', { seat: '9' });
    expectRuleError(game, { type: 'nominate', by: 2, nominee: 11 }, 'city-mafia.nominee-must-be-living');
  });

  it('a nomination cannot be withdrawn: there is no such command', () => {
    const game = run(dayOne(PLAIN_TABLE), { type: 'nominate', by: 1, nominee: 7 });
    expectRuleError(game, { type: 'withdraw-nomination', by: 1 } as never, 'city-mafia.unknown-command');
  });

  it('nominations only in the discussion', () => {
    const voting = discuss(dayOne(PLAIN_TABLE), [[1, 6]]);
    expectRuleError(voting, { type: 'nominate', by: 2, nominee: 7 }, 'city-mafia.wrong-phase');
  });
});

describe('RULES §4 voting: in nomination order, one candidate per voter, abstentions, never for oneself', () => {
  const twoCandidates = () => discuss(dayOne(PLAIN_TABLE), SEVEN_AND_SIX);

  it('no candidates → no vote: night falls', () => {
    const game = discuss(dayOne(PLAIN_TABLE));
    expect(game.state.phase).toBe('night');
    expect(game.state.announcements.slice(-2)).toEqual([{ kind: 'no-vote' }, { kind: 'night-fell', round: 1 }]);
  });

  it('the candidates are voted on in nomination order', () => {
    const game = twoCandidates();
    expect(game.state.vote).toMatchObject({ stage: 'main', candidates: [7, 6], index: 0 });
    expect(promptsOf(game)[0]).toMatchObject({
      key: 'prompt.city-mafia.vote',
      params: { candidate: 7, position: 1, of: 2, entitled: 10 },
    });
    const second = step(game, { type: 'vote', voters: [1, 2] });
    expect(promptsOf(second)[0]).toMatchObject({ params: { candidate: 6, position: 2, voted: 2 } });
  });

  it('hands are public, candidate by candidate', () => {
    const game = step(twoCandidates(), { type: 'vote', voters: [2, 1] });
    expect(pub(game.state).vote).toEqual({
      stage: 'main',
      candidates: [7, 6],
      current: 6,
      hands: [
        { seat: 7, voters: [1, 2] },
        { seat: 6, voters: [] },
      ],
      entitled: 10,
      needed: null,
    });
  });

  it('nobody votes for himself', () => {
    expectRuleError(twoCandidates(), { type: 'vote', voters: [1, 7] }, 'city-mafia.no-vote-for-oneself', { seat: 7 });
  });

  it('each player votes for at most one candidate', () => {
    const game = step(twoCandidates(), { type: 'vote', voters: [1, 2] });
    expectRuleError(game, { type: 'vote', voters: [3, 2] }, 'city-mafia.one-vote-per-player', { seat: 2 });
  });

  it('a hand counted twice, an unknown seat or a dead voter is refused', () => {
    expectRuleError(twoCandidates(), { type: 'vote', voters: [1, 1] }, 'city-mafia.voter-counted-twice');
    expectRuleError(twoCandidates(), { type: 'vote', voters: [0] }, 'city-mafia.no-such-seat');
    let game = firstNight(PLAIN_TABLE);
    game = discuss(night(game, { shot: 9, don: 1, sheriff: 1, heal: 8 }), [[2, 7]]);
    expectRuleError(game, { type: 'vote', voters: [9] }, 'city-mafia.voter-must-be-living', { seat: 9 });
  });

  it('abstaining is allowed: all zero → nobody leaves', () => {
    const game = votes(twoCandidates(), [], []);
    expect(game.state.phase).toBe('night');
    expect(living(game)).toHaveLength(10);
    expect(game.state.announcements.slice(-3)).toEqual([
      voteTally('main', [7, 0], [6, 0]),
      { kind: 'nobody-voted-out' },
      { kind: 'night-fell', round: 1 },
    ]);
  });

  it('the most votes leaves, with a 30-second last word, then night falls', () => {
    let game = votes(twoCandidates(), [1, 2, 3], [4, 5]);
    expect(game.state.players[6]).toMatchObject({ alive: false, left: { cause: 'voted-out', round: 1, reason: null } });
    expect(game.state.phase).toBe('last-words');
    expect(game.state).toMatchObject({ speaker: 7, speech: 'last-word' });
    expect(promptsOf(game)[0]).toMatchObject({ key: 'prompt.city-mafia.last-word', params: { seat: 7, seconds: 30 } });
    expect(game.state.announcements.slice(-2)).toEqual([
      voteTally('main', [7, 3], [6, 2]),
      { kind: 'executed', seat: 7 },
    ]);
    game = step(game, { type: 'end-speech' });
    expect(game.state.phase).toBe('night');
  });

  it('a single candidate with one hand leaves', () => {
    const game = day(dayOne(PLAIN_TABLE), [[1, 7]], [3]);
    expect(game.state.players[6]!.alive).toBe(false);
  });

  it('hands are entered only while a vote is under way', () => {
    expectRuleError(dayOne(PLAIN_TABLE), { type: 'vote', voters: [] }, 'city-mafia.wrong-phase');
    expectRuleError(twoCandidates(), { type: 'vote', voters: 'all' as never }, 'city-mafia.voters-list');
  });
});

describe('RULES §4 car crash: a tie for the most votes', () => {
  // Candidates 7, 6, 8: 7 and 6 tie with 3 hands each.
  const crash = () => day(dayOne(PLAIN_TABLE), SEVEN_SIX_AND_EIGHT, [1, 2, 3], [4, 5, 8], [9]);

  it('the tied players each get 30 seconds to defend, in nomination order', () => {
    let game = crash();
    expect(game.state.phase).toBe('defence');
    expect(game.state.tied).toEqual([7, 6]);
    expect(game.state.announcements.slice(-1)).toEqual([{ kind: 'car-crash', seats: [7, 6] }]);
    expect(game.state).toMatchObject({ speaker: 7, speech: 'defence' });
    expect(promptsOf(game)[0]).toMatchObject({
      key: 'prompt.city-mafia.defence',
      params: { seat: 7, seconds: 30, tied: '7, 6' },
    });
    game = step(game, { type: 'end-speech' });
    expect(game.state.speaker).toBe(6);
    game = step(game, { type: 'end-speech' });
    expect(game.state.vote).toMatchObject({ stage: 'revote', candidates: [7, 6] });
  });

  it('in the re-vote the tied players do not vote; the most votes leaves', () => {
    let game = talkOut(crash());
    expect(promptsOf(game)[0]).toMatchObject({
      key: 'prompt.city-mafia.revote',
      params: { candidate: 7, entitled: 8 },
    });
    expectRuleError(game, { type: 'vote', voters: [6] }, 'city-mafia.tied-players-do-not-vote', { seat: 6 });
    game = votes(game, [1, 2], [3]);
    expect(game.state.players[6]!.alive).toBe(false);
    expect(game.state.players[5]!.alive).toBe(true);
    expect(game.state.speaker).toBe(7);
  });

  it('a tie among some of the tied: the all-leave question concerns those tied again', () => {
    const three = day(dayOne(PLAIN_TABLE), SEVEN_SIX_AND_EIGHT, [1, 2], [4, 5], [9, 10]);
    expect(three.state.tied).toEqual([7, 6, 8]);
    const game = votes(talkOut(three), [1], [2], []);
    expect(game.state.vote).toMatchObject({ stage: 'all-leave', candidates: [7, 6] });
  });
});

describe('RULES §4 whole day procedure in the public view', () => {
  it('the room sees the tied players and the all-leave vote with the hands needed', () => {
    let game = tiedDayOne(PLAIN_TABLE);
    game = votes(talkOut(game), [1], [2]);
    const view = pub(game.state);
    expect(view.tied).toEqual([7, 6]);
    expect(view.vote).toMatchObject({ stage: 'all-leave', candidates: [7, 6], current: null, entitled: 8, needed: 5 });
    expect(promptsOf(game)[0]).toMatchObject({
      key: 'prompt.city-mafia.all-leave',
      params: { tied: '7, 6', entitled: 8, needed: 5 },
    });
  });

  it("the speaker is also exposed in the morning (last words of the night's dead)", () => {
    let game = firstNight(PLAIN_TABLE);
    game = night(game, { shot: 9, don: 1, sheriff: 1, heal: 8 });
    expect(game.state).toMatchObject({ phase: 'morning', speaker: 9, speech: 'last-word' });
    expect(pub(game.state)).toMatchObject({ speaker: 9, speech: 'last-word' });
    game = speakUntil(game, 2);
    expect(game.state.phase).toBe('discussion');
  });
});

export { FULL_TABLE };
