import { describe, expect, it } from 'vitest';
import { DAVIDOFF, dayOne, execute, newAnnouncements, night, rolesOf, run, toNight, notesBySeat } from './helpers.ts';
import { publicView } from './helpers.ts';

describe('RULES §1 end: the honest win when no mafioso lives', () => {
  it('executing the last mafioso ends the game for the honest', () => {
    const before = execute(dayOne('MMHHHH'), 1);
    expect(before.state.phase).toBe('day');
    const game = execute(before, 2);
    expect(game.state.phase).toBe('ended');
    expect(game.state.outcome?.winner).toBe('honest');
    expect(newAnnouncements(before, game).slice(-2)).toEqual([
      { kind: 'executed', seat: 2 },
      { kind: 'game-over', winner: 'honest' },
    ]);
    expect(DAVIDOFF.prompts(game.state)).toEqual([{ key: 'prompt.ended', params: { winner: 'honest' }, commands: [] }]);
  });

  it('the mafia killing their last own member at night ends the game for the honest', () => {
    const game = night(toNight(execute(dayOne('MMHHHH'), 2)), [[1, 1]]);
    expect(game.state.phase).toBe('ended');
    expect(game.state.outcome?.winner).toBe('honest');
    // The game ends at the death: no new day begins.
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'game-over', winner: 'honest' });
    expect(game.state.announcements.filter((a) => a.kind === 'day-began')).toHaveLength(1);
  });
});

describe('RULES §1 end: the mafia win when no honest player lives', () => {
  it('the night kill of the last honest player ends the game for the mafia', () => {
    // 6 players, seats 1–2 mafia: execute honest 3, 4, 5 by day, then kill 6 at night.
    let game = dayOne('MMHHHH');
    for (const seat of [3, 4, 5]) game = execute(game, seat);
    expect(game.state.phase).toBe('day');
    game = night(toNight(game), notesBySeat(6, 6));
    expect(game.state.phase).toBe('ended');
    expect(game.state.outcome?.winner).toBe('mafia');
    expect(game.state.announcements.slice(-2)).toEqual([
      { kind: 'killed', seat: 6 },
      { kind: 'game-over', winner: 'mafia' },
    ]);
  });

  it('executing the last honest player ends the game for the mafia', () => {
    let game = dayOne('MMHHHH');
    for (const seat of [3, 4, 5, 6]) game = execute(game, seat);
    expect(game.state.phase).toBe('ended');
    expect(game.state.outcome?.winner).toBe('mafia');
  });
});

describe('RULES §1 end: not parity', () => {
  it('1 mafioso against 1 honest player plays on', () => {
    let game = dayOne('MMHHHH');
    for (const seat of [2, 3, 4, 5]) game = execute(game, seat);
    expect(game.state.players.filter((p) => p.alive).map((p) => p.seat)).toEqual([1, 6]);
    expect(game.state.phase).toBe('day');
    expect(game.state.outcome).toBeNull();
    // The night falls and the lone mafioso still has to kill.
    const dark = toNight(game);
    expect(dark.state.phase).toBe('night');
    expect(night(dark, [[1, 6]]).state.outcome?.winner).toBe('mafia');
  });

  it('2 mafiosi against 2 honest players play on, by day and after a failed night', () => {
    let game = dayOne('MMHHHH');
    for (const seat of [3, 4]) game = execute(game, seat);
    expect(game.state.phase).toBe('day');
    game = night(toNight(game), notesBySeat(5, 6));
    expect(game.state.phase).toBe('day');
    expect(game.state.round).toBe(2);
    expect(game.state.outcome).toBeNull();
  });

  it('the mafia outnumbering the honest still play on: 2 mafiosi against 1', () => {
    let game = dayOne('MMHHHH');
    for (const seat of [3, 4, 5]) game = execute(game, seat);
    expect(game.state.phase).toBe('day');
    expect(game.state.outcome).toBeNull();
  });
});

describe('RULES §1 roles are not revealed when a player is out, and revealed at the end', () => {
  it('mid-game, the public view gives no role, not even for the dead', () => {
    const game = night(toNight(execute(dayOne('MMHHHHHH', { mafiaCount: 2 }), 1)), [[2, 5]]);
    const view = publicView(game.state, 'g');
    expect(view.players[0]).toEqual({
      seat: 1,
      name: 'P1',
      alive: false,
      eliminated: { cause: 'executed', round: 1 },
      role: null,
    });
    expect(view.players[4]).toEqual({
      seat: 5,
      name: 'P5',
      alive: false,
      eliminated: { cause: 'killed', round: 1 },
      role: null,
    });
    expect(view.players.every((p) => p.role === null)).toBe(true);
    expect(view.result).toBeNull();
  });

  it('the announcements of an execution say nothing of the role', () => {
    const game = execute(dayOne('MMHHHH'), 1);
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'executed', seat: 1 });
  });

  it('at the end, every role is revealed with the result', () => {
    const spec = 'HMHHMH';
    const game = execute(execute(dayOne(spec), 2), 5);
    const view = publicView(game.state, 'g');
    expect(view.phase).toBe('ended');
    expect(view.players.map((p) => p.role)).toEqual(rolesOf(spec));
    expect(view.result).toEqual({ winner: 'honest', scores: [4, 0, 4, 4, 0, 4] });
  });
});

describe('RULES §1 scoring (1987)', () => {
  it('mafia win: each surviving mafioso scores the initial number of honest; a dead mafioso scores 0', () => {
    // 8 players, 3 mafia (1, 2, 3), 5 honest. Mafioso 3 is executed; then the honest fall.
    let game = dayOne('MMMHHHHH');
    for (const seat of [3, 4, 5, 6, 7]) game = execute(game, seat);
    game = night(toNight(game), notesBySeat(8, 8));
    expect(game.state.outcome).toEqual({ winner: 'mafia', scores: [5, 5, 0, 0, 0, 0, 0, 0] });
  });

  it('mafia win: the score is the initial number of honest, not the living number', () => {
    let game = dayOne('HMHHHHHM', { mafiaCount: 2 });
    for (const seat of [1, 3, 4, 5, 6]) game = execute(game, seat);
    game = execute(game, 7);
    expect(game.state.initialHonest).toBe(6);
    expect(game.state.outcome).toEqual({ winner: 'mafia', scores: [0, 6, 0, 0, 0, 0, 0, 6] });
  });

  it('honest win: every honest player, dead or alive, scores the number of surviving honest', () => {
    // 9 players, mafia 1, 2, 3. Honest 4 and 5 die first: 4 honest survive.
    let game = dayOne('MMMHHHHHH');
    game = execute(game, 4);
    game = night(toNight(game), notesBySeat(5, 5, 5));
    for (const seat of [1, 2, 3]) game = execute(game, seat);
    expect(game.state.outcome).toEqual({ winner: 'honest', scores: [0, 0, 0, 4, 4, 4, 4, 4, 4] });
  });

  it('honest win without losses: every honest player scores the whole honest side', () => {
    let game = dayOne('HHHMHHM', { mafiaCount: 2 });
    game = execute(execute(game, 4), 7);
    expect(game.state.outcome).toEqual({ winner: 'honest', scores: [5, 5, 5, 0, 5, 5, 0] });
  });

  it('the scores have one entry per seat', () => {
    const game = execute(execute(dayOne('MMHHHHHHHHHH', { mafiaCount: 2 }), 1), 2);
    expect(game.state.outcome?.scores).toHaveLength(12);
  });

  it('a game with one scored step: the result is in the log as it was decided', () => {
    const game = run(
      dayOne('MHHHHH', { mafiaCount: 1 }),
      { type: 'accuse', accuser: 2, accused: 1 },
      { type: 'resolve-vote', yes: 5 },
    );
    const ended = game.log.at(-1)!.event;
    expect(ended).toEqual({ type: 'game-ended', outcome: { winner: 'honest', scores: [0, 5, 5, 5, 5, 5] } });
  });
});
