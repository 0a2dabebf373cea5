import { describe, expect, it } from 'vitest';
import { day, dayOne, expectRuleError, night, pastMorning, run, talkOut, toNight, pub } from './helpers.ts';
import type { Game } from './helpers.ts';

// Six players: 1 mafioso, 2 don, 3 sheriff, 4 doctor, 5–6 civilians.
const SIX = 'MDSHCC';
// Seven: the same and a maniac at 7.
const SEVEN = 'MDSHCCK';

function removeAll(game: Game, ...seats: number[]): Game {
  return run(game, ...seats.map((seat) => ({ type: 'remove' as const, seat, reason: 'other' as const })));
}

describe('RULES §4 end: red win when no black and no maniac live', () => {
  it('the last black voted out: the red win, every role is turned over', () => {
    let game = talkOut(day(dayOne(SIX), [[3, 1]], [3, 4, 5]));
    game = pastMorning(night(game, { shot: 5, don: 3, sheriff: 2, heal: 4 }));
    game = day(game, [[3, 2]], [3, 4]);
    expect(game.state.phase).toBe('ended');
    expect(game.state.outcome).toEqual({ winner: 'red', scores: null });
    expect(game.state.announcements.slice(-2)).toEqual([
      { kind: 'executed', seat: 2 },
      { kind: 'game-over', winner: 'red' },
    ]);
    const view = pub(game.state);
    expect(view.result).toEqual({ winner: 'red', scores: null });
    expect(view.players.map((p) => p.role)).toEqual(['mafioso', 'don', 'sheriff', 'doctor', 'civilian', 'civilian']);
  });

  it('no last word once the game is over, and nothing more can be played', () => {
    let game = talkOut(day(dayOne(SIX), [[3, 1]], [3, 4, 5]));
    game = pastMorning(night(game, { shot: 5, don: 3, sheriff: 2, heal: 4 }));
    game = day(game, [[3, 2]], [3, 4]);
    expect(game.state.speaker).toBeNull();
    expectRuleError(game, { type: 'end-speech' }, 'city-mafia.game-over');
  });

  it('with the black gone but the maniac alive, the game goes on', () => {
    const game = removeAll(dayOne(SEVEN), 1, 2);
    expect(game.state.phase).toBe('discussion');
  });
});

describe('RULES §4 end: black win when living black ≥ living red and the maniac is dead', () => {
  it('at parity after the night: the black win at the morning', () => {
    let game = talkOut(day(dayOne(SIX), [[1, 6]], [1, 2, 3]));
    game = night(game, { shot: 5, don: 3, sheriff: 2, heal: 4 });
    expect(game.state.outcome).toEqual({ winner: 'black', scores: null });
    expect(game.state.phase).toBe('ended');
  });

  it('with the maniac alive, black ≥ red does not end the game (default)', () => {
    // Red 2 (3, 4), black 2, maniac 1 after two deaths; red 1 after a third.
    let game = talkOut(day(dayOne(SEVEN), [[1, 5]], [1, 2, 3]));
    game = pastMorning(night(game, { shot: 6, don: 3, sheriff: 2, heal: 4 }));
    game = talkOut(day(game, [[1, 3]], [1, 2]));
    expect(game.state.phase).toBe('night');
  });

  it('option maniacCountsAsRed: the black win once black ≥ red + the maniac', () => {
    let game = talkOut(day(dayOne(SEVEN, { maniacCountsAsRed: true }), [[1, 5]], [1, 2, 3]));
    game = pastMorning(night(game, { shot: 6, don: 3, sheriff: 2, heal: 4 }));
    expect(game.state.phase).toBe('discussion');
    game = day(game, [[1, 3]], [1, 2]);
    expect(game.state.outcome?.winner).toBe('black');
  });
});

describe('RULES §4 end: the maniac wins when he is the only one left', () => {
  it('the maniac kills the last other player', () => {
    let game = removeAll(dayOne(SEVEN), 1, 2, 3, 4, 5);
    expect(game.state.phase).toBe('discussion');
    game = night(toNight(game), { kill: 6 });
    expect(game.state.outcome).toEqual({ winner: 'maniac', scores: null });
    expect(pub(game.state).result).toEqual({ winner: 'maniac', scores: null });
  });
});

describe('RULES §4 end: nobody left → a draw', () => {
  it('the last mafioso and the maniac kill each other', () => {
    let game = removeAll(dayOne(SEVEN), 2, 3, 4, 5, 6);
    expect(game.state.phase).toBe('discussion');
    game = night(toNight(game), { shot: 7, kill: 1 });
    expect(game.state.outcome).toEqual({ winner: 'draw', scores: null });
  });
});

describe('RULES §4 (common words) the win is checked after every death step', () => {
  it('a removal at night can end the game at night', () => {
    let game = talkOut(day(dayOne(SIX), [[1, 6]], [1, 2, 3]));
    expect(game.state.phase).toBe('night');
    game = run(game, { type: 'remove', seat: 5, reason: 'peeking' });
    expect(game.state.outcome?.winner).toBe('black');
  });
});
