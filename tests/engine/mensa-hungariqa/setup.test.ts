import { describe, expect, it } from 'vitest';
import { createGame, playerView } from '../../../shared/engine/index.ts';
import { deckFor, flagsOf } from '../../../shared/engine/rulesets/mensa-hungariqa/setup.ts';
import {
  dealOf,
  dealtGame,
  expectRuleError,
  MENSA,
  newGame,
  optionsFor,
  rolesOf,
  secondsOf,
  setupFor,
  step,
} from './helpers.ts';
import { OWN_CARD_ROLES_ON } from '../../fixtures/mensa-roles.ts';

describe('RULES §3 roles and proportions: a quarter to a third are mafia; 10–13 → 3, 14–16 → 4', () => {
  it('the default mafia count follows the table', () => {
    expect([6, 9, 10, 13, 14, 16].map((n) => MENSA.defaultOptions(n).mafiaCount)).toEqual([2, 2, 3, 3, 4, 4]);
  });

  it('the default options: three accused a day, the threshold table, station dealing, every extra role off', () => {
    expect(MENSA.defaultOptions(12)).toEqual({
      mafiaCount: 3,
      maxAccusationsPerDay: 3,
      mafiaThreshold: 'table',
      dealing: 'station',
      protectedCitizenPardon: 'every-time',
      // Every yes-or-no option of the module's own table (extra and second roles) off.
      ...flagsOf(() => false),
    });
  });

  it('the deck: one protected mafioso among the mafia, one inspector, the rest citizens', () => {
    const deck = deckFor(12, MENSA.defaultOptions(12));
    expect(deck.filter((c) => c === 'protected-mafioso')).toHaveLength(1);
    expect(deck.filter((c) => c === 'mafioso')).toHaveLength(2);
    expect(deck.filter((c) => c === 'inspector')).toHaveLength(1);
    expect(deck.filter((c) => c === 'citizen')).toHaveLength(8);
    expect(deck).toHaveLength(12);
  });

  it('the extra roles each take one card; the mafioso kamikaze is one of the mafia', () => {
    const options = {
      ...MENSA.defaultOptions(14),
      mafiaCount: 4,
      mafiosoKamikaze: true,
      ...OWN_CARD_ROLES_ON,
    };
    const deck = deckFor(14, options);
    expect(deck.filter((c) => c === 'mafioso' || c === 'protected-mafioso' || c === 'mafioso-kamikaze')).toHaveLength(
      4,
    );
    expect(deck.filter((c) => c === 'mafioso-kamikaze')).toHaveLength(1);
    for (const role of [
      'collaborator',
      'vogon',
      'bodyguard',
      'sarika',
      'protected-citizen',
      'grocer',
      'citizen-kamikaze',
    ] as const) {
      expect(deck.filter((c) => c === role)).toHaveLength(1);
    }
    expect(deck.filter((c) => c === 'citizen')).toHaveLength(14 - 4 - 1 - 7);
  });

  it('the second round (kamikaze on top, lovers) is a second set of cards, one per seat', () => {
    const deck = deckFor(10, { ...MENSA.defaultOptions(10), kamikaze: true, lovers: true });
    expect(deck).toHaveLength(20);
    expect(deck.filter((c) => c === 'second:kamikaze')).toHaveLength(1);
    expect(deck.filter((c) => c === 'second:lover')).toHaveLength(2);
    expect(deck.filter((c) => c === 'second:none')).toHaveLength(7);
  });
});

describe('RULES §3 the mafia count is a matter of agreement (option)', () => {
  it('four mafia at twelve players: the deal must then hold four mafia cards', () => {
    const game = newGame(12, { mafiaCount: 4 });
    expect(deckFor(12, game.state.options).filter((c) => c === 'mafioso' || c === 'protected-mafioso')).toHaveLength(4);
    expectRuleError(game, dealOf('PMMICCCCCCCC'), 'mensa-hungariqa.deal-must-match-setup', { mafia: 4 });
    expect(step(game, dealOf('PMMMICCCCCCC')).state.phase).toBe('night-zero');
  });
});

describe('RULES §3 setup validation', () => {
  it('refuses a table outside 6–16', () => {
    for (const n of [5, 17]) {
      const result = createGame(setupFor(n, { mafiaCount: 2 }));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('mensa-hungariqa.player-count');
    }
  });

  it('refuses a mafia that is not a minority, or none', () => {
    for (const mafiaCount of [0, 5, 1.5]) {
      const result = createGame(setupFor(10, { mafiaCount }));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('mensa-hungariqa.mafia-count');
    }
  });

  it('the mafioso kamikaze needs a second mafia card beside the protected mafioso', () => {
    const result = createGame(setupFor(10, { mafiaCount: 1, mafiosoKamikaze: true }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('mensa-hungariqa.mafia-count');
  });

  it('refuses more special roles than seats', () => {
    const all = OWN_CARD_ROLES_ON;
    const result = createGame(setupFor(10, { mafiaCount: 3, ...all }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('mensa-hungariqa.too-many-roles');
    expect(createGame(setupFor(11, { mafiaCount: 3, ...all })).ok).toBe(true);
  });

  it('refuses option values of the wrong kind', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ maxAccusationsPerDay: 0 }, 'mensa-hungariqa.max-accusations'],
      [{ mafiaThreshold: 'most' }, 'mensa-hungariqa.mafia-threshold'],
      [{ dealing: 'robot' }, 'mensa-hungariqa.dealing'],
      [{ protectedCitizenPardon: 'twice' }, 'mensa-hungariqa.pardon-rule'],
      [{ lovers: 'yes' }, 'mensa-hungariqa.option-not-boolean'],
    ];
    for (const [options, code] of cases) {
      const result = createGame(setupFor(10, options as never));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe(code);
    }
  });

  it('cleans the names and refuses duplicates', () => {
    const result = createGame({ ...setupFor(6), players: ['  Anna ', 'Béla', 'Cili', 'Dani', 'Emő', 'anna'] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('name.duplicate');
  });
});

describe('RULES §3 the deal', () => {
  it("the station's cards must be the setup's deck exactly", () => {
    const game = newGame(10, optionsFor('PMMICCCCCC'));
    expectRuleError(game, dealOf('PMMMCCCCCC'), 'mensa-hungariqa.deal-must-match-setup');
    expectRuleError(game, { type: 'deal', roles: rolesOf('PMMICCCCC') }, 'mensa-hungariqa.deal-must-match-setup');
    expectRuleError(game, { type: 'deal', roles: 'nonsense' as never }, 'mensa-hungariqa.deal-must-match-setup');
  });

  it('first-round cards go to the seats in order, and so do the second-round cards, independently', () => {
    const game = newGame(10, optionsFor('PMMICCCCCC', 'lk.l'));
    // The two rounds' cards interleaved, as one shuffle of the whole deck leaves them.
    const roles = (dealOf('PMMICCCCCC', 'lk.l') as { roles: string[] }).roles;
    const firsts = roles.slice(0, 10);
    const seconds = roles.slice(10);
    const interleaved = firsts.flatMap((f, i) => [seconds[i]!, f]);
    const dealt = step(game, { type: 'deal', roles: interleaved as never });
    expect(dealt.state.players.map((p) => p.role)).toEqual(rolesOf('PMMICCCCCC'));
    expect(dealt.state.players.map((p) => p.second)).toEqual(secondsOf('lk.l......'));
  });

  it('no deal twice', () => {
    expectRuleError(dealtGame('PMMICCCCCC'), dealOf('PMMICCCCCC'), 'mensa-hungariqa.wrong-phase');
  });
});

describe('RULES §3 role cards', () => {
  it('the mafiosi know each other and the protected mafioso; citizens know nobody', () => {
    const game = dealtGame('PMXICCCCCC');
    const card = playerView(game.state, 2)!;
    expect(card).toMatchObject({ role: 'mafioso', team: 'mafia', protectedMafioso: 1 });
    expect(card.teammates.map((t) => t.seat)).toEqual([1, 3]);
    expect(playerView(game.state, 5)).toMatchObject({
      role: 'citizen',
      team: 'citizens',
      teammates: [],
      protectedMafioso: null,
    });
  });

  it('the collaborator wins with the mafia but does not know them', () => {
    const card = playerView(dealtGame('PMMILCCCCC').state, 5)!;
    expect(card).toMatchObject({ role: 'collaborator', team: 'mafia', teammates: [] });
  });

  it("the lovers know each other, not each other's side", () => {
    const game = dealtGame('PMMICCCCCC', '.l..l');
    expect(playerView(game.state, 2)).toMatchObject({ second: 'lover', partner: { seat: 5, name: 'P5' } });
    expect(playerView(game.state, 5)).toMatchObject({
      role: 'citizen',
      team: 'citizens',
      second: 'lover',
      partner: { seat: 2 },
    });
  });

  it('no card before the deal or for a seat that does not exist', () => {
    expect(playerView(newGame(10).state, 1)).toBeNull();
    expect(playerView(dealtGame('PMMICCCCCC').state, 11)).toBeNull();
  });
});
