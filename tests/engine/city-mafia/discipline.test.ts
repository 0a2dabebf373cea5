import { describe, expect, it } from 'vitest';
import {
  day,
  dayOne,
  dealt,
  discuss,
  expectRuleError,
  newGame,
  night,
  pastMorning,
  promptsOf,
  quietNextDay as nextDay,
  remarks,
  run,
  speakersOf,
  speakUntil,
  step,
  toNight,
  votes,
  pub,
  mod,
  PLAIN_TABLE,
  firstNight,
  SEVEN_SIX_AND_EIGHT,
} from './helpers.ts';
import type { Game } from './helpers.ts';

describe('RULES §4 remarks: given aloud by day, counted for the round', () => {
  it("a remark is announced with the player's count, public", () => {
    const game = remarks(dayOne(PLAIN_TABLE), 7, 2);
    expect(game.state.players[6]!.remarks).toBe(2);
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'remark', seat: 7, remarks: 2 });
    expect(pub(game.state).players[6]).toMatchObject({ remarks: 2, penalty: null });
  });

  it('only to a living player, and only by day', () => {
    expectRuleError(dayOne(PLAIN_TABLE), { type: 'remark', seat: 11 }, 'city-mafia.player-must-be-living');
    expectRuleError(firstNight(PLAIN_TABLE), { type: 'remark', seat: 7 }, 'city-mafia.wrong-phase');
    expectRuleError(dealt(PLAIN_TABLE), { type: 'remark', seat: 7 }, 'city-mafia.wrong-phase');
  });

  it('remarks are cleared after each night', () => {
    const game = nextDay(remarks(dayOne(PLAIN_TABLE), 7, 2));
    expect(game.state.players[6]).toMatchObject({ remarks: 0, penalty: null });
  });
});

describe('RULES §4 remarks: 3 → no speech next round (he may still nominate and vote)', () => {
  it('the silenced player keeps his turn, silent, and may nominate; he may vote', () => {
    let game = nextDay(remarks(dayOne(PLAIN_TABLE), 7, 3));
    expect(game.state.players[6]).toMatchObject({ remarks: 0, penalty: 'silenced' });
    game = speakUntil(game, 7);
    expect(promptsOf(game)[0]).toMatchObject({ key: 'prompt.city-mafia.speech', params: { seat: 7, silenced: 1 } });
    game = step(game, { type: 'nominate', by: 7, nominee: 8 });
    game = discuss(game);
    expect(step(game, { type: 'vote', voters: [7] }).state.phase).toBe('last-words');
  });

  it('the penalty lasts one round only', () => {
    const game = nextDay(nextDay(remarks(dayOne(PLAIN_TABLE), 7, 3)));
    expect(game.state.players[6]!.penalty).toBeNull();
  });
});

describe('RULES §4 remarks: 4 → no speech, no nomination, no vote next round', () => {
  it('his turn is passed over', () => {
    const game = nextDay(remarks(dayOne(PLAIN_TABLE), 7, 4));
    expect(game.state.players[6]!.penalty).toBe('muted');
    expect(speakersOf(game)).toEqual([2, 3, 4, 5, 6, 8, 9, 10, 1]);
    expect(pub(game.state).next).not.toContain(7);
  });

  it('he cannot nominate (he never has the floor) nor vote', () => {
    let game = nextDay(remarks(dayOne(PLAIN_TABLE), 7, 4));
    expectRuleError(game, { type: 'nominate', by: 7, nominee: 8 }, 'city-mafia.nominate-only-in-own-speech');
    game = discuss(game, [[2, 8]]);
    expect(promptsOf(game)[0]!.params.entitled).toBe(9);
    expectRuleError(game, { type: 'vote', voters: [7] }, 'city-mafia.voter-penalised', { seat: 7 });
  });

  it('the 4th remark does not silence him for the rest of the same day', () => {
    const game = remarks(dayOne(PLAIN_TABLE), 2, 4);
    expect(step(speakUntil(game, 2), { type: 'nominate', by: 2, nominee: 8 }).state.nominations).toHaveLength(1);
  });
});

describe('RULES §4 remarks: 5 → removed, silently (no last word)', () => {
  it('the fifth remark removes the player at once, with the reason "remarks"', () => {
    const game = remarks(dayOne(PLAIN_TABLE), 7, 5);
    expect(game.state.players[6]).toMatchObject({
      alive: false,
      left: { cause: 'removed', round: 1, reason: 'remarks' },
    });
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'removed', seat: 7, reason: 'remarks' });
    expect(game.state).toMatchObject({ phase: 'discussion', speaker: 1, speech: 'speech' });
    expect(speakersOf(game)).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10]);
  });

  it('the speaker removed at his fifth remark: the floor passes on, no last word', () => {
    const game = remarks(speakUntil(dayOne(PLAIN_TABLE), 3), 3, 5);
    expect(game.state).toMatchObject({ speaker: 4, speech: 'speech' });
  });
});

describe('RULES §4 removal: immediate, without a last word, with a recorded reason', () => {
  it.each(['peeking', 'night-gesture', 'oath', 'obscene-language', 'improper-address', 'other'] as const)(
    'removal for %s',
    (reason) => {
      const game = step(dayOne(PLAIN_TABLE), { type: 'remove', seat: 6, reason, note: 'seen by the moderator' });
      expect(game.state.players[5]!.left).toEqual({
        cause: 'removed',
        round: 1,
        reason,
        note: 'seen by the moderator',
      });
      expect(game.state.announcements.at(-1)).toEqual({ kind: 'removed', seat: 6, reason });
      expect(game.state.phase).toBe('discussion');
    },
  );

  it("the note is the moderator's: the room sees the reason only", () => {
    const game = step(dayOne(PLAIN_TABLE), { type: 'remove', seat: 6, reason: 'oath', note: 'said "зуб даю"' });
    expect(JSON.stringify(pub(game.state))).not.toContain('зуб');
    expect(pub(game.state).players[5]!.left).toEqual({ cause: 'removed', round: 1, reason: 'oath' });
    expect(mod(game).players[5]!.left?.note).toBe('said "зуб даю"');
  });

  it("at night too (peeking), before the role's step: the step waits", () => {
    let game = step(firstNight(PLAIN_TABLE), { type: 'remove', seat: 4, reason: 'peeking' });
    game = run(game, { type: 'mafia-shoot', target: 9 }, { type: 'don-check', target: 6 }, { type: 'end-step' });
    expect(promptsOf(game)[0]).toMatchObject({ key: 'prompt.city-mafia.night.sheriff', params: { wait: 1 } });
  });

  it('an unknown reason, a bad note, or a player already out is refused', () => {
    expectRuleError(
      dayOne(PLAIN_TABLE),
      { type: 'remove', seat: 6, reason: 'rudeness' as never },
      'city-mafia.removal-reason',
    );
    expectRuleError(
      dayOne(PLAIN_TABLE),
      { type: 'remove', seat: 6, reason: 'other', note: 'x'.repeat(201) },
      'city-mafia.removal-note',
      { max: 200 },
    );
    expectRuleError(
      dayOne(PLAIN_TABLE),
      { type: 'remove', seat: 6, reason: 'other', note: 5 as never },
      'city-mafia.removal-note',
    );
    const game = step(dayOne(PLAIN_TABLE), { type: 'remove', seat: 6, reason: 'other' });
    expectRuleError(game, { type: 'remove', seat: 6, reason: 'other' }, 'city-mafia.player-must-be-living');
    expectRuleError(game, { type: 'remark', seat: 6 }, 'city-mafia.player-must-be-living');
  });

  it('no removal before the game has started', () => {
    expectRuleError(newGame(PLAIN_TABLE), { type: 'remove', seat: 1, reason: 'peeking' }, 'city-mafia.wrong-phase');
  });
});

describe('RULES §4 a player removed in the middle of a vote', () => {
  // Candidates 7, 6, 8 in that order.
  const voting = () => discuss(dayOne(PLAIN_TABLE), SEVEN_SIX_AND_EIGHT);

  it('a voter who already raised his hand: his hand is struck', () => {
    let game = votes(voting(), [1, 2, 3]);
    game = step(game, { type: 'remove', seat: 2, reason: 'oath' });
    expect(game.state.vote?.tally).toEqual([[1, 3], [], []]);
    game = votes(game, [4], [5]);
    // 7 has 2 (1, 3) against 1 and 1: 7 leaves.
    expect(game.state.players[6]!.alive).toBe(false);
  });

  it('the candidate being voted on: he is dropped, the vote goes on with the next', () => {
    const game = step(voting(), { type: 'remove', seat: 7, reason: 'obscene-language' });
    expect(game.state.vote).toMatchObject({ candidates: [6, 8], index: 0 });
    expect(promptsOf(game)[0]!.params.candidate).toBe(6);
  });

  it('a candidate already voted on: he and his hands go; the others keep their place', () => {
    let game = votes(voting(), [1, 2]);
    game = step(game, { type: 'remove', seat: 7, reason: 'oath' });
    expect(game.state.vote).toMatchObject({ candidates: [6, 8], index: 0, tally: [[], []] });
  });

  it('the last candidate removed before his hands: the stage is counted at once', () => {
    let game = votes(voting(), [1], [2, 3]);
    game = step(game, { type: 'remove', seat: 8, reason: 'oath' });
    // 6 has 2 hands against 7's 1: 6 leaves.
    expect(game.state.players[5]!.alive).toBe(false);
    expect(game.state.phase).toBe('last-words');
  });

  it('the only candidate removed: nobody is voted out, night falls', () => {
    const game = step(discuss(dayOne(PLAIN_TABLE), [[1, 7]]), { type: 'remove', seat: 7, reason: 'oath' });
    expect(game.state.phase).toBe('night');
    expect(game.state.announcements.slice(-2)).toEqual([
      { kind: 'nobody-voted-out' },
      { kind: 'night-fell', round: 1 },
    ]);
  });

  it('a tied player removed during the defences: the re-vote is among the others', () => {
    let game = day(dayOne(PLAIN_TABLE), SEVEN_SIX_AND_EIGHT, [1, 2], [3, 4], [5, 9]);
    expect(game.state.tied).toEqual([7, 6, 8]);
    game = step(game, { type: 'remove', seat: 7, reason: 'oath' });
    expect(game.state).toMatchObject({ phase: 'defence', speaker: 6, tied: [6, 8] });
  });
});

describe('RULES §4 remarks: the penalised player says nothing in his round — no defence, no last word', () => {
  /** Day 2 with seat 7 silenced (3 remarks on day 1) or muted (4). */
  const penalised = (n: number): Game => {
    let game = dayOne(PLAIN_TABLE);
    for (let i = 0; i < n; i++) game = step(game, { type: 'remark', seat: 7 });
    return pastMorning(night(toNight(game), { shot: 9, don: 6, sheriff: 6, heal: 9 }));
  };

  it('a silenced player in a car crash does not defend himself', () => {
    const game = day(
      penalised(3),
      [
        [2, 7],
        [3, 8],
      ],
      [2, 3],
      [4, 5],
    );
    expect(game.state).toMatchObject({ phase: 'defence', tied: [7, 8], speaker: 8 });
  });

  it('a muted player voted out has no last word: night falls', () => {
    const game = day(penalised(4), [[2, 7]], [2, 3]);
    expect(game.state.players[6]!.alive).toBe(false);
    expect(game.state.phase).toBe('night');
  });

  it('a silenced player killed in the night has no last word the morning after', () => {
    let game = dayOne(PLAIN_TABLE);
    for (let i = 0; i < 3; i++) game = step(game, { type: 'remark', seat: 7 });
    game = night(toNight(game), { shot: 7, don: 6, sheriff: 6, heal: 9 });
    expect(game.state.players[6]!.alive).toBe(false);
    expect(game.state.phase).toBe('discussion');
  });

  it("the remark that earns the penalty does not take the same day's last word", () => {
    let game = discuss(dayOne(PLAIN_TABLE), [[1, 7]]);
    for (let i = 0; i < 3; i++) game = step(game, { type: 'remark', seat: 7 });
    game = votes(game, [1, 2]);
    expect(game.state).toMatchObject({ phase: 'last-words', speaker: 7 });
  });
});
