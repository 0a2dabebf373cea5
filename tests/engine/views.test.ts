import { describe, expect, it } from 'vitest';
import { playerView, PUBLIC_ANNOUNCEMENTS } from '../../shared/engine/index.ts';
import { moderatorView, publicView, notesBySeat } from './helpers.ts';
import { dayOne, dealtGame, execute, keysDeep, newGame, night, run, toNight } from './helpers.ts';
import { expectNoKeys } from './engine-kit.ts';

describe('RULES §1 sunrise: the mafia see each other (player view, the role card)', () => {
  it('a mafioso sees his role and his teammates, by seat and name', () => {
    const game = dealtGame('HMHHMHHM');
    expect(playerView(game.state, 2)).toEqual({
      seat: 2,
      name: 'P2',
      role: 'mafia',
      team: 'mafia',
      teammates: [
        { seat: 5, name: 'P5' },
        { seat: 8, name: 'P8' },
      ],
    });
  });

  it('an honest player sees his role and nobody else', () => {
    const game = dealtGame('HMHHMHHM');
    expect(playerView(game.state, 1)).toEqual({ seat: 1, name: 'P1', role: 'honest', team: 'honest', teammates: [] });
    for (const seat of [3, 4, 6, 7]) expect(playerView(game.state, seat)?.teammates).toEqual([]);
  });

  it("the role card shows no other player's role", () => {
    const game = dealtGame('HMHHMHHM');
    for (let seat = 1; seat <= 8; seat++) {
      const keys = keysDeep(playerView(game.state, seat));
      expect(keys.filter((k) => k === 'role')).toHaveLength(1);
    }
  });

  it('a lone mafioso has no teammates', () => {
    expect(playerView(dealtGame('HHMHHH', { mafiaCount: 1 }).state, 3)?.teammates).toEqual([]);
  });

  it('no role card before the deal, nor for a seat that does not exist', () => {
    expect(playerView(newGame(6).state, 1)).toBeNull();
    const game = dealtGame('MMHHHH');
    expect(playerView(game.state, 0)).toBeNull();
    expect(playerView(game.state, 7)).toBeNull();
  });
});

describe('RULES §1 public view: only what every player may know', () => {
  it("mid-game, nobody's role, no note and no night record are public", () => {
    const game = run(toNight(execute(dayOne('MMHHHHH'), 3)), { type: 'night-note', seat: 1, target: 5 });
    const view = publicView(game.state, 'g');
    expectNoKeys(view, ['nightNotes', 'nightHistory', 'notes', 'target', 'options', 'initialHonest', 'outcome']);
    expect(view.players.every((p) => p.role === null)).toBe(true);
    expect(view.result).toBeNull();
  });

  it('the public view carries the phase, the round, the seats and the living', () => {
    const game = execute(dayOne('MMHHHHH'), 3);
    const view = publicView(game.state, 'game-1');
    expect(view).toMatchObject({ gameId: 'game-1', rulesetId: 'davidoff-1987', phase: 'day', round: 1, vote: null });
    expect(view.players.map((p) => p.alive)).toEqual([true, true, false, true, true, true, true]);
  });

  it('the room sees only the latest announcements', () => {
    let game = dayOne('MMHHHHHHH', { mafiaCount: 2 });
    for (let i = 0; i < 10; i++) game = run(game, { type: 'propose-night', proposer: 3 }, { type: 'cancel-vote' });
    const view = publicView(game.state, 'g');
    expect(view.announcements).toHaveLength(PUBLIC_ANNOUNCEMENTS);
    expect(view.announcements).toEqual(game.state.announcements.slice(-PUBLIC_ANNOUNCEMENTS));
  });

  it('the public view is a copy: changing it does not change the state', () => {
    const game = execute(dayOne('MMHHHHH'), 3);
    const view = publicView(game.state, 'g');
    view.players[2]!.eliminated!.round = 99;
    (view.announcements[0] as { kind: string }).kind = 'changed';
    expect(game.state.players[2]!.eliminated!.round).toBe(1);
    expect(game.state.announcements[0]!.kind).toBe('game-started');
  });

  it('the moderator sees everything: roles and notes', () => {
    const game = night(toNight(dayOne('MMHHHH')), notesBySeat(3, 4));
    const view = moderatorView(game, 'g');
    expect(view.players.map((p) => p.role)).toEqual(['mafia', 'mafia', 'honest', 'honest', 'honest', 'honest']);
    expect(view.nightHistory).toEqual([
      {
        round: 1,
        notes: [
          { seat: 1, target: 3 },
          { seat: 2, target: 4 },
        ],
        victim: null,
      },
    ]);
  });
});
