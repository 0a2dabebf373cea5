import { describe, expect, it } from 'vitest';
import {
  dayOne,
  dealt,
  execute,
  expectRuleError,
  FD,
  newAnnouncements,
  night,
  roomView,
  run,
  step,
} from './helpers.ts';
import type { Command, Game } from './helpers.ts';

describe('RULES §2 end: the villagers win when no mafioso is left', () => {
  it('the last mafioso executed: the villagers win at once', () => {
    // Seats 1, 2 mafia; night 1 kills 4; day 1 executes 1; night 2 kills 5; day 2 executes 2.
    let game = execute(dayOne('MMAVVVV', 4), 1);
    game = night(game, 5);
    const before = run(game, { type: 'accuse', accuser: 3, accused: 2 }, { type: 'call-vote' });
    game = step(before, { type: 'resolve-vote', guilty: 4 });
    expect(game.state.phase).toBe('ended');
    expect(game.state.outcome).toEqual({ winner: 'villagers', scores: null });
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'verdict', seat: 2, guilty: 4, needed: 3, passed: true },
      { kind: 'executed', seat: 2 },
      { kind: 'card-revealed', seat: 2, role: 'mafioso' },
      { kind: 'game-over', winner: 'villagers' },
    ]);
  });

  it('the last mafioso killed by his own hand at night: the villagers win at dawn', () => {
    const game = execute(dayOne('MMAVVVV', 4), 1);
    const before = run(game, { type: 'mafia-kill', target: 2 }, { type: 'angel-check', target: null });
    const ended = step(before, { type: 'end-night' });
    expect(ended.state.outcome).toEqual({ winner: 'villagers', scores: null });
    expect(newAnnouncements(before, ended)).toEqual([
      { kind: 'killed', seat: 2 },
      { kind: 'card-revealed', seat: 2, role: 'mafioso' },
      { kind: 'game-over', winner: 'villagers' },
    ]);
  });
});

describe('RULES §2 end: the mafia win when no villager is left — the angel is a villager', () => {
  // 6 players: seats 1, 2 mafia; 3 angel; 4, 5, 6 villagers.
  const upToAngelAndMafia = (): Game => {
    let game = execute(dayOne('MMAVVV', 4), 5);
    game = execute(night(game, 6), 1);
    return game; // Night 3: living 2 (mafioso) and 3 (angel).
  };

  it('with every plain villager dead but the angel alive, the game goes on', () => {
    const game = upToAngelAndMafia();
    expect(game.state.phase).toBe('night');
    expect(game.state.players.filter((p) => p.alive).map((p) => p.role)).toEqual(['mafioso', 'angel']);
  });

  it('the angel killed last: the mafia win at dawn', () => {
    const game = night(upToAngelAndMafia(), 3);
    expect(game.state.outcome).toEqual({ winner: 'mafia', scores: null });
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'game-over', winner: 'mafia' });
  });

  it('the angel executed last: the mafia win at once', () => {
    // 6 players: night 1 kills 4, day 1 executes 5, night 2 kills 6, day 2 executes 3 (the angel).
    let game = execute(dayOne('MMAVVV', 4), 5);
    game = night(game, 6);
    game = execute(game, 3);
    expect(game.state.outcome).toEqual({ winner: 'mafia', scores: null });
  });

  it('no parity rule: one mafioso against one villager plays on', () => {
    let game = execute(dayOne('MAVVVV', 4), 5);
    game = execute(night(game, 6), 3);
    expect(game.state.phase).toBe('night');
    expect(game.state.players.filter((p) => p.alive).map((p) => p.role)).toEqual(['mafioso', 'angel']);
  });
});

describe('RULES §2 end: the game is over', () => {
  // 7 players, one mafioso (seat 1), executed on day 1.
  const ended = (): Game => execute(dayOne('MAVVVVV', 4), 1);

  it('every command is refused once the game is over', () => {
    const game = ended();
    expect(game.state.phase).toBe('ended');
    const commands: Command[] = [
      { type: 'deal', roles: ['mafioso'] },
      { type: 'cards-dealt' },
      { type: 'record-role', seat: 1, role: 'angel' },
      { type: 'mafia-kill', target: 2 },
      { type: 'angel-check', target: 2 },
      { type: 'end-night' },
      { type: 'accuse', accuser: 2, accused: 3 },
      { type: 'call-vote' },
      { type: 'resolve-vote', guilty: 1 },
      { type: 'no-more-accusations' },
    ];
    for (const command of commands) expectRuleError(game, command, 'french-deck.game-over');
  });

  it('the undo still works after the end', () => {
    const game = ended();
    expect(step(game, { type: 'undo' }).state.phase).not.toBe('ended');
  });

  it('every card is shown to the room at the end, and the winner', () => {
    const view = roomView(ended().state, 'g');
    expect(view.players.map((p) => p.role)).toEqual([
      'mafioso',
      'angel',
      'villager',
      'villager',
      'villager',
      'villager',
      'villager',
    ]);
    expect(view.players.filter((p) => p.alive)).toHaveLength(5);
    expect(view.result).toEqual({ winner: 'villagers', scores: null });
    expect(FD.prompts(ended().state)).toEqual([
      { key: 'prompt.french-deck.ended', params: { winner: 'villagers' }, commands: [] },
    ]);
  });

  it('before the end, there is no result', () => {
    expect(roomView(dealt('MMAVVV').state, 'g').result).toBeNull();
    expect(dealt('MMAVVV').state.outcome).toBeNull();
  });
});
