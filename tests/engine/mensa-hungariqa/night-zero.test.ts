import { describe, expect, it } from 'vitest';
import {
  dealOf,
  dealtGame,
  expectRuleError,
  finishIntro,
  MENSA,
  newGame,
  optionsFor,
  promptKeys,
  publicOf,
  rolesOf,
  secondsOf,
  run,
  step,
  type Game,
} from './helpers.ts';

describe('RULES §3 night 0: the introductions, no kill', () => {
  it('the inspector shows himself, then the mafiosi see each other and the protected mafioso shows himself', () => {
    let game = dealtGame('CPMICMCCCC');
    expect(game.state.phase).toBe('night-zero');
    expect(game.state.round).toBe(0);
    const first = MENSA.prompts(game.state);
    expect(first.map((p) => [p.key, p.params])).toEqual([
      ['prompt.mensa-hungariqa.night-zero', { players: 10 }],
      ['prompt.mensa-hungariqa.intro-inspector', { seat: 4 }],
    ]);
    game = step(game, { type: 'next-step' });
    const second = MENSA.prompts(game.state);
    expect(second[0]).toEqual({
      key: 'prompt.mensa-hungariqa.intro-mafia',
      params: { seats: '2, 3, 6', protected: 2 },
      commands: ['next-step'],
    });
    expect(second.at(-1)!.key).toBe('prompt.mensa-hungariqa.dawn');
    game = step(game, { type: 'next-step' });
    expect(game.state.phase).toBe('day');
    expect(game.state.round).toBe(1);
    expect(game.state.players.every((p) => p.alive)).toBe(true);
  });

  it('with lovers, the lovers open their eyes and see each other', () => {
    let game = dealtGame('PMMICCCCCC', '..l.....l');
    game = run(game, { type: 'next-step' }, { type: 'next-step' });
    expect(MENSA.prompts(game.state)[0]).toMatchObject({
      key: 'prompt.mensa-hungariqa.intro-lovers',
      params: { seats: '3, 9' },
    });
    game = step(game, { type: 'next-step' });
    expect(game.state.phase).toBe('day');
  });

  it('nothing of the day can happen during night 0', () => {
    const game = dealtGame('PMMICCCCCC');
    expectRuleError(game, { type: 'accuse', accuser: 5, accused: 6 }, 'mensa-hungariqa.wrong-phase');
    expectRuleError(game, { type: 'hand', voter: 1 }, 'mensa-hungariqa.wrong-phase');
    expectRuleError(game, { type: 'inspector-check', target: 1 }, 'mensa-hungariqa.wrong-phase');
    expectRuleError(game, { type: 'end-day' }, 'mensa-hungariqa.wrong-phase');
  });

  it('the room sees night 0 and then day 1; no role', () => {
    const game = dealtGame('PMMICCCCCC');
    const view = publicOf(game);
    expect(view.phase).toBe('night-zero');
    expect(view.players.every((p) => p.role === null && p.second === null)).toBe(true);
    expect(view.announcements).toEqual([
      { kind: 'game-started', players: 10 },
      { kind: 'night-fell', round: 0 },
    ]);
    expect(publicOf(finishIntro(game)).announcements.at(-1)).toEqual({ kind: 'day-began', round: 1 });
  });
});

describe('RULES "Things every ruleset shares" physical dealing: the moderator records each role at night 0', () => {
  const physical = (spec: string, seconds = '') => {
    const game = newGame(spec.length, optionsFor(spec, seconds, { dealing: 'physical' }));
    return step(game, { type: 'deal', roles: [] });
  };
  /** The inspector recorded at seat 7, then one of the two mafiosi at seat 2: the records fall short. */
  const inspectorAndAMafiosoRecorded = (): Game =>
    run(
      physical('PMMICCCCCC'),
      { type: 'record-role', seat: 7, role: 'inspector' },
      { type: 'next-step' },
      { type: 'record-role', seat: 2, role: 'mafioso' },
    );

  it("the deal carries no cards; night 0 begins with nobody's role known", () => {
    const game = physical('PMMICCCCCC');
    expect(game.state.phase).toBe('night-zero');
    expect(game.state.players.every((p) => p.role === null)).toBe(true);
    expect(MENSA.deck(game.state)).toEqual([]);
    expect(promptKeys(game)).toContain('intro-inspector-physical');
    expect(promptKeys(game)).toContain('record-missing.inspector');
  });

  it('cards in a physical deal command are refused', () => {
    const game = newGame(10, optionsFor('PMMICCCCCC', '', { dealing: 'physical' }));
    expectRuleError(game, dealOf('PMMICCCCCC'), 'mensa-hungariqa.physical-deal-has-no-cards');
  });

  it('the roles recorded as the players show themselves; the seats left are citizens', () => {
    let game = run(
      inspectorAndAMafiosoRecorded(),
      { type: 'record-role', seat: 5, role: 'protected-mafioso' },
      { type: 'record-role', seat: 9, role: 'mafioso' },
    );
    expect(promptKeys(game)).not.toContain('record-missing.mafioso');
    game = step(game, { type: 'next-step' });
    expect(game.state.phase).toBe('day');
    expect(game.state.players.map((p) => p.role)).toEqual(rolesOf('CMCCPCICMC'));
  });

  it("a record beyond the setup's cards is refused at once", () => {
    let game = physical('PMMICCCCCC');
    game = run(game, { type: 'record-role', seat: 1, role: 'inspector' });
    expectRuleError(game, { type: 'record-role', seat: 2, role: 'inspector' }, 'mensa-hungariqa.record-exceeds-setup', {
      role: 'inspector',
      expected: 1,
    });
    expectRuleError(game, { type: 'record-role', seat: 2, role: 'vogon' }, 'mensa-hungariqa.record-exceeds-setup', {
      role: 'vogon',
      expected: 0,
    });
    expectRuleError(game, { type: 'record-role', seat: 2, role: 'wizard' as never }, 'mensa-hungariqa.unknown-role');
    expectRuleError(game, { type: 'record-role', seat: 11, role: 'citizen' }, 'mensa-hungariqa.no-such-seat');
    // Recording a seat again replaces its role.
    game = step(game, { type: 'record-role', seat: 1, role: 'citizen' });
    expect(step(game, { type: 'record-role', seat: 2, role: 'inspector' }).state.players[1]!.role).toBe('inspector');
  });

  it('the dawn is refused until the records match the setup', () => {
    const game = inspectorAndAMafiosoRecorded();
    expectRuleError(game, { type: 'next-step' }, 'mensa-hungariqa.records-must-match-setup', {
      role: 'mafioso',
      expected: 2,
      recorded: 1,
    });
  });

  it('with physical dealing, each extra role and the second roles show themselves too', () => {
    let game = physical('PMMIVBCCCC', 'k.l.l');
    expect(game.state.intro!.steps).toEqual(['inspector', 'mafia', 'vogon', 'bodyguard', 'lovers', 'kamikaze']);
    game = run(
      game,
      { type: 'record-role', seat: 1, role: 'protected-mafioso' },
      { type: 'record-role', seat: 2, role: 'mafioso' },
      { type: 'record-role', seat: 3, role: 'mafioso' },
      { type: 'record-role', seat: 4, role: 'inspector' },
      { type: 'record-role', seat: 5, role: 'vogon' },
      { type: 'record-role', seat: 6, role: 'bodyguard' },
      { type: 'record-second-role', seat: 3, second: 'lover' },
      { type: 'record-second-role', seat: 5, second: 'lover' },
      { type: 'next-step' },
      { type: 'next-step' },
      { type: 'next-step' },
      { type: 'next-step' },
      { type: 'next-step' },
    );
    expect(promptKeys(game)).toContain('intro-kamikaze');
    expect(promptKeys(game)).toContain('record-missing.kamikaze');
    expectRuleError(game, { type: 'next-step' }, 'mensa-hungariqa.records-must-match-setup', { role: 'kamikaze' });
    expectRuleError(
      game,
      { type: 'record-second-role', seat: 9, second: 'lover' },
      'mensa-hungariqa.record-exceeds-setup',
    );
    game = run(game, { type: 'record-second-role', seat: 1, second: 'kamikaze' }, { type: 'next-step' });
    expect(game.state.phase).toBe('day');
    expect(game.state.players.map((p) => p.second)).toEqual(secondsOf('k.l.l.....'));
  });

  it('records are refused with station dealing, and second roles without second cards', () => {
    const dealt: Game = dealtGame('PMMICCCCCC');
    expectRuleError(dealt, { type: 'record-role', seat: 1, role: 'citizen' }, 'mensa-hungariqa.station-dealt');
    expectRuleError(
      physical('PMMICCCCCC'),
      { type: 'record-second-role', seat: 1, second: 'lover' },
      'mensa-hungariqa.no-second-roles',
    );
  });
});
