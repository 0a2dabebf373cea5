import { describe, expect, it } from 'vitest';
import { playerView } from '../../../shared/engine/index.ts';
import {
  dealt,
  expectRuleError,
  FD,
  newAnnouncements,
  newGame,
  physical,
  promptsOf,
  rolesOf,
  roomView,
  run,
  step,
} from './helpers.ts';

describe("RULES §2 the station deals: the setup's roles, to every seat", () => {
  it("the setup prompt asks to deal, with the table's numbers", () => {
    expect(FD.prompts(newGame(8).state)).toEqual([
      { key: 'prompt.french-deck.deal', params: { players: 8, mafia: 3, angel: 1, villagers: 4 }, commands: ['deal'] },
    ]);
  });

  it('the deal gives every seat its role', () => {
    const game = dealt('VMAVMV');
    expect(game.state.players.map((p) => p.role)).toEqual(rolesOf('VMAVMV'));
  });

  it("a deal that is not the setup's multiset is refused", () => {
    const game = newGame(6);
    const params = { players: 6, mafia: 2, angel: 1, villagers: 3 };
    expectRuleError(game, { type: 'deal', roles: rolesOf('MMMAVV') }, 'french-deck.deal-must-match-setup', params);
    expectRuleError(game, { type: 'deal', roles: rolesOf('MMVVVV') }, 'french-deck.deal-must-match-setup', params);
    expectRuleError(game, { type: 'deal', roles: rolesOf('MMAAVV') }, 'french-deck.deal-must-match-setup', params);
    expectRuleError(game, { type: 'deal', roles: rolesOf('MMAVV') }, 'french-deck.deal-must-match-setup', params);
    expectRuleError(game, { type: 'deal', roles: rolesOf('MMAVVVV') }, 'french-deck.deal-must-match-setup', params);
    expectRuleError(
      game,
      { type: 'deal', roles: ['mafioso', 'mafioso', 'angel', 'villager', 'villager', 'king'] as never },
      'french-deck.deal-must-match-setup',
    );
    expectRuleError(game, { type: 'deal', roles: 'MMAVVV' as never }, 'french-deck.deal-must-match-setup');
  });

  it('the deal is refused once dealt', () => {
    expectRuleError(dealt('MMAVVV'), { type: 'deal', roles: rolesOf('MMAVVV') }, 'french-deck.wrong-phase', {
      command: 'deal',
      phase: 'night',
    });
  });

  it('with station dealing there are no physical cards to announce or record', () => {
    expectRuleError(newGame(6), { type: 'cards-dealt' }, 'french-deck.station-dealing');
    expectRuleError(dealt('MMAVVV'), { type: 'record-role', seat: 1, role: 'mafioso' }, 'french-deck.station-dealing');
  });

  it('nothing but the deal is taken in the setup', () => {
    const game = newGame(6);
    expectRuleError(game, { type: 'mafia-kill', target: 1 }, 'french-deck.wrong-phase', { phase: 'setup' });
    expectRuleError(game, { type: 'angel-check', target: 1 }, 'french-deck.wrong-phase', { phase: 'setup' });
    expectRuleError(game, { type: 'end-night' }, 'french-deck.wrong-phase', { phase: 'setup' });
    expectRuleError(game, { type: 'accuse', accuser: 1, accused: 2 }, 'french-deck.wrong-phase', { phase: 'setup' });
    expectRuleError(game, { type: 'call-vote' }, 'french-deck.wrong-phase', { phase: 'setup' });
    expectRuleError(game, { type: 'resolve-vote', guilty: 0 }, 'french-deck.wrong-phase', { phase: 'setup' });
    expectRuleError(game, { type: 'no-more-accusations' }, 'french-deck.wrong-phase', { phase: 'setup' });
    expectRuleError(game, { type: 'record-role', seat: 1, role: 'angel' }, 'french-deck.wrong-phase', {
      phase: 'setup',
    });
  });

  it('each player sees his own card', () => {
    const game = dealt('VMAVMV');
    expect(playerView(game.state, 1)).toMatchObject({ seat: 1, role: 'villager', team: 'villagers', teammates: [] });
    expect(playerView(game.state, 3)).toMatchObject({ seat: 3, role: 'angel', team: 'villagers', teammates: [] });
  });
});

describe('RULES "Things every ruleset shares": physical dealing, roles recorded in night 1', () => {
  it('the setup prompt asks to deal the real cards; the moderator view lists them', () => {
    const game = newGame(7, { dealing: 'physical' });
    expect(FD.prompts(game.state)).toEqual([
      {
        key: 'prompt.french-deck.deal-cards',
        params: { players: 7, mafia: 2, angel: 1, villagers: 4 },
        commands: ['cards-dealt'],
      },
    ]);
    expect(FD.moderatorView(game.state).cards).toHaveLength(7);
  });

  it('the station does not draw the roles: the deal is refused', () => {
    expectRuleError(
      newGame(6, { dealing: 'physical' }),
      { type: 'deal', roles: rolesOf('MMAVVV') },
      'french-deck.physical-dealing',
    );
  });

  it('the cards dealt, night 1 falls with no role known yet', () => {
    const before = newGame(6, { dealing: 'physical' });
    const game = step(before, { type: 'cards-dealt' });
    expect(game.state.phase).toBe('night');
    expect(game.state.round).toBe(1);
    expect(game.state.players.every((p) => p.role === null)).toBe(true);
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'game-started', players: 6 },
      { kind: 'night-fell', round: 1 },
    ]);
  });

  it("the mafia's step first asks to record who they are, then their victim", () => {
    let game = physical(8);
    expect(promptsOf(game)).toEqual([
      ['prompt.french-deck.night.close-eyes', { round: 1 }],
      ['prompt.french-deck.night.record-mafia', { round: 1, missing: 3, recorded: '', role: 'mafioso', empty: 1 }],
    ]);
    game = run(
      game,
      { type: 'record-role', seat: 2, role: 'mafioso' },
      { type: 'record-role', seat: 5, role: 'mafioso' },
    );
    expect(promptsOf(game)[1]).toEqual([
      'prompt.french-deck.night.record-mafia',
      { round: 1, missing: 1, recorded: '2, 5', role: 'mafioso' },
    ]);
    expectRuleError(game, { type: 'mafia-kill', target: 1 }, 'french-deck.record-the-mafia-first', { missing: 1 });
    game = step(game, { type: 'record-role', seat: 8, role: 'mafioso' });
    expect(promptsOf(game)[1]).toEqual(['prompt.french-deck.night.mafia', { round: 1, seats: '2, 5, 8', wait: 0 }]);
  });

  // The prompt names the card it calls (`role`), so the console's form preselects it (issue 12 §2).
  it("the angel's step asks to record him before his check; then the others are villagers", () => {
    let game = physical(6);
    game = run(
      game,
      { type: 'record-role', seat: 1, role: 'mafioso' },
      { type: 'record-role', seat: 4, role: 'mafioso' },
      { type: 'mafia-kill', target: 2 },
    );
    expect(FD.prompts(game.state)).toEqual([
      { key: 'prompt.french-deck.night.record-angel', params: { round: 1, role: 'angel' }, commands: ['record-role'] },
    ]);
    expectRuleError(game, { type: 'angel-check', target: 1 }, 'french-deck.record-the-angel-first');
    const before = game;
    game = step(game, { type: 'record-role', seat: 6, role: 'angel' });
    expect(game.log.slice(before.log.length).map((e) => e.event)).toEqual([
      { type: 'role-recorded', seat: 6, role: 'angel' },
      { type: 'roles-completed', roles: rolesOf('MVVMVA') },
    ]);
    expect(game.state.players.map((p) => p.role)).toEqual(rolesOf('MVVMVA'));
    expect(promptsOf(game)).toEqual([['prompt.french-deck.night.angel', { round: 1, seat: 6, wait: 0 }]]);
    game = run(game, { type: 'angel-check', target: 4 }, { type: 'end-night' });
    expect(game.state.phase).toBe('day');
  });

  it('when only one role is left for the open seats, they get it: all villagers recorded and the angel → the rest are mafia', () => {
    let game = physical(6);
    game = run(
      game,
      { type: 'record-role', seat: 1, role: 'villager' },
      { type: 'record-role', seat: 2, role: 'villager' },
      { type: 'record-role', seat: 3, role: 'angel' },
    );
    expect(game.state.players.map((p) => p.role)).toEqual([...rolesOf('VVA'), null, null, null]);
    game = step(game, { type: 'record-role', seat: 4, role: 'villager' });
    expect(game.state.players.map((p) => p.role)).toEqual(rolesOf('VVAVMM'));
  });

  it('the last open seat is never left to record: one seat open means one role left', () => {
    let game = physical(6);
    for (const [seat, role] of [
      [1, 'villager'],
      [2, 'villager'],
      [3, 'villager'],
      [4, 'mafioso'],
      [5, 'angel'],
    ] as const) {
      game = step(game, { type: 'record-role', seat, role });
    }
    // After the angel, the only open seat could only be a mafioso: completed.
    expect(game.state.players.map((p) => p.role)).toEqual(rolesOf('VVVMAM'));
  });

  it("no role may exceed the setup's count", () => {
    const game = run(physical(6), { type: 'record-role', seat: 1, role: 'angel' });
    expectRuleError(game, { type: 'record-role', seat: 2, role: 'angel' }, 'french-deck.role-count-exceeded', {
      role: 'angel',
      count: 1,
    });
    const two = run(
      physical(6),
      { type: 'record-role', seat: 1, role: 'mafioso' },
      { type: 'record-role', seat: 2, role: 'mafioso' },
    );
    expectRuleError(two, { type: 'record-role', seat: 3, role: 'mafioso' }, 'french-deck.role-count-exceeded', {
      role: 'mafioso',
      count: 2,
    });
  });

  it('a seat recorded again is a correction: its old role is freed', () => {
    let game = run(physical(6), { type: 'record-role', seat: 1, role: 'angel' });
    game = step(game, { type: 'record-role', seat: 1, role: 'mafioso' });
    expect(game.state.players[0]!.role).toBe('mafioso');
    game = step(game, { type: 'record-role', seat: 2, role: 'angel' });
    expect(game.state.players[1]!.role).toBe('angel');
  });

  it('the same role recorded again at a seat holding the last of it is accepted', () => {
    const game = run(physical(6), { type: 'record-role', seat: 1, role: 'angel' });
    expect(step(game, { type: 'record-role', seat: 1, role: 'angel' }).state.players[0]!.role).toBe('angel');
  });

  it('once the table is complete, recording is refused (undo to correct)', () => {
    let game = run(
      physical(6),
      { type: 'record-role', seat: 1, role: 'mafioso' },
      { type: 'record-role', seat: 2, role: 'mafioso' },
    );
    game = run(game, { type: 'mafia-kill', target: 3 }, { type: 'record-role', seat: 6, role: 'angel' });
    expectRuleError(game, { type: 'record-role', seat: 3, role: 'villager' }, 'french-deck.roles-already-recorded');
  });

  it('a seat or role that does not exist is refused', () => {
    const game = physical(6);
    expectRuleError(game, { type: 'record-role', seat: 7, role: 'angel' }, 'french-deck.no-such-seat', { seat: '7' });
    expectRuleError(game, { type: 'record-role', seat: 0, role: 'angel' }, 'french-deck.no-such-seat');
    expectRuleError(game, { type: 'record-role', seat: 1.5, role: 'angel' }, 'french-deck.no-such-seat');
    expectRuleError(game, { type: 'record-role', seat: 1, role: 'king' as never }, 'french-deck.no-such-role', {
      role: 'king',
    });
  });

  it('the cards are dealt only once', () => {
    expectRuleError(physical(6), { type: 'cards-dealt' }, 'french-deck.wrong-phase', {
      command: 'cards-dealt',
      phase: 'night',
    });
  });

  it("a player's card is shown once recorded, never before", () => {
    let game = physical(6);
    expect(playerView(game.state, 1)).toBeNull();
    game = run(game, { type: 'record-role', seat: 1, role: 'mafioso' });
    expect(playerView(game.state, 1)).toMatchObject({ role: 'mafioso' });
  });

  it('recording changes nothing the room sees', () => {
    const game = physical(6);
    const recorded = run(
      game,
      { type: 'record-role', seat: 1, role: 'mafioso' },
      { type: 'record-role', seat: 3, role: 'mafioso' },
    );
    expect(roomView(recorded.state, 'g')).toEqual(roomView(game.state, 'g'));
  });
});
