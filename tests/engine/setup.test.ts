import { describe, expect, it } from 'vitest';
import { createGame, deckOf, type MajorityBasis } from '../../shared/engine/index.ts';
import { MAFIA_BY_PLAYERS } from '../fixtures/mafia-counts.ts';
import { DAVIDOFF, expectRuleError, expectSetupError, newGame, rolesOf, run, setupFor, step } from './helpers.ts';
import type { GameSetup } from './helpers.ts';

describe('RULES §1 players 6–16', () => {
  it.each([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])('%i players are accepted', (n) => {
    const created = createGame(setupFor(n));
    expect(created.ok).toBe(true);
    if (created.ok) expect(created.value.state.players).toHaveLength(n);
  });

  it.each([0, 1, 5, 17, 20])('%i players are refused', (n) => {
    // The mafia count 2 is valid for 5 players, so only the player count can refuse these setups.
    const setup: GameSetup = {
      rulesetId: 'davidoff-1987',
      players: Array.from({ length: n }, (_, i) => `P${i + 1}`),
      options: { mafiaCount: 1, majorityBasis: 'entitled' },
    };
    expectSetupError(setup, 'davidoff-1987.player-count', { min: 6, max: 16, players: n });
  });

  it('the ruleset declares 6 and 16 as its bounds', () => {
    expect(DAVIDOFF.minPlayers).toBe(6);
    expect(DAVIDOFF.maxPlayers).toBe(16);
  });

  it('seats are numbered 1..N in the order the names were given, everyone living and without a role', () => {
    const game = newGame(6);
    expect(game.state.players.map((p) => [p.seat, p.name, p.alive, p.role])).toEqual([
      [1, 'P1', true, null],
      [2, 'P2', true, null],
      [3, 'P3', true, null],
      [4, 'P4', true, null],
      [5, 'P5', true, null],
      [6, 'P6', true, null],
    ]);
    expect(game.state.phase).toBe('setup');
  });

  it('an unknown ruleset is refused with a rule error', () => {
    const setup = { ...setupFor(6), rulesetId: 'no-such-rules' } as unknown as GameSetup;
    expectSetupError(setup, 'setup.unknown-ruleset');
  });
});

describe('RULES §1 mafia count by players', () => {
  it.each([
    ['6–7 players → 2 mafiosi', [6, 7], 2],
    ['8–10 players → 3 mafiosi', [8, 9, 10], 3],
    ['11–13 players → 4 mafiosi', [11, 12, 13], 4],
    ['14–16 players → 5 mafiosi', [14, 15, 16], 5],
  ] as const)('%s', (_name, sizes, mafia) => {
    for (const n of sizes) expect(DAVIDOFF.defaultOptions(n).mafiaCount, `${n} players`).toBe(mafia);
  });

  it.each(MAFIA_BY_PLAYERS)('%i players → a deck of %i mafiosi and the rest honest', (n, mafia) => {
    expect(DAVIDOFF.defaultOptions(n).mafiaCount).toBe(mafia);
    const deck = deckOf(newGame(n));
    expect(deck).toHaveLength(n);
    expect(deck.filter((r) => r === 'mafia')).toHaveLength(mafia);
    expect(deck.filter((r) => r === 'honest')).toHaveLength(n - mafia);
  });

  it('the default majority basis is the players entitled to vote', () => {
    expect(DAVIDOFF.defaultOptions(9).majorityBasis).toBe('entitled');
  });

  it('the deal prompt tells the moderator the number of mafiosi', () => {
    const prompts = DAVIDOFF.prompts(newGame(11).state);
    expect(prompts).toEqual([{ key: 'prompt.deal', params: { players: 11, mafia: 4 }, commands: ['deal'] }]);
  });

  it('(option) the moderator may change the count: 8 players with 2 mafiosi', () => {
    const game = newGame(8, { mafiaCount: 2 });
    expect(game.state.options.mafiaCount).toBe(2);
    expect(deckOf(game).filter((r) => r === 'mafia')).toHaveLength(2);
  });

  it('(option) 1 mafioso is allowed, and up to a strict minority: 3 of 7, 7 of 16', () => {
    expect(createGame(setupFor(6, { mafiaCount: 1 })).ok).toBe(true);
    expect(createGame(setupFor(7, { mafiaCount: 3 })).ok).toBe(true);
    expect(createGame(setupFor(16, { mafiaCount: 7 })).ok).toBe(true);
  });

  it.each([
    [6, 0],
    [6, -1],
    [6, 3], // half the table: not a minority
    [6, 6],
    [7, 4],
    [16, 8],
    [8, 1.5],
    [8, Number.NaN],
    [8, Number.POSITIVE_INFINITY],
  ])('(option) %i players with %s mafiosi is refused', (n, mafiaCount) => {
    expectSetupError(setupFor(n, { mafiaCount }), 'davidoff-1987.mafia-count');
  });

  it('(option) an unknown majority basis is refused', () => {
    expectSetupError(setupFor(6, { majorityBasis: 'loudest' as MajorityBasis }), 'davidoff-1987.majority-basis');
  });

  it.each(['entitled', 'living', 'cast'] as const)('(option) the majority basis %s is accepted and kept', (basis) => {
    expect(newGame(6, { majorityBasis: basis }).state.options.majorityBasis).toBe(basis);
  });
});

describe('RULES §1 the deal must match the setup', () => {
  it('a deal with the right number of mafiosi is accepted and gives each seat its card', () => {
    const roles = rolesOf('HMHHMHHM');
    const game = step(newGame(8), { type: 'deal', roles });
    expect(game.state.players.map((p) => p.role)).toEqual(roles);
    expect(game.state.initialHonest).toBe(5);
    expect(game.state.phase).toBe('sunrise');
  });

  it('a deal with one mafioso too many is refused', () => {
    expectRuleError(newGame(8), { type: 'deal', roles: rolesOf('MMMMHHHH') }, 'davidoff-1987.deal-must-match-setup', {
      players: 8,
      mafia: 3,
    });
  });

  it('a deal with one mafioso too few is refused', () => {
    expectRuleError(newGame(8), { type: 'deal', roles: rolesOf('MMHHHHHH') }, 'davidoff-1987.deal-must-match-setup');
  });

  it('a deal with too few or too many cards is refused', () => {
    expectRuleError(newGame(8), { type: 'deal', roles: rolesOf('MMMHHHH') }, 'davidoff-1987.deal-must-match-setup');
    expectRuleError(newGame(8), { type: 'deal', roles: rolesOf('MMMHHHHHH') }, 'davidoff-1987.deal-must-match-setup');
    expectRuleError(newGame(8), { type: 'deal', roles: [] }, 'davidoff-1987.deal-must-match-setup');
  });

  it('the deal follows a changed mafia count: 8 players with 2 mafiosi refuse a deal of 3', () => {
    const game = newGame(8, { mafiaCount: 2 });
    expectRuleError(game, { type: 'deal', roles: rolesOf('MMMHHHHH') }, 'davidoff-1987.deal-must-match-setup', {
      mafia: 2,
    });
    expect(run(game, { type: 'deal', roles: rolesOf('MMHHHHHH') }).state.phase).toBe('sunrise');
  });

  it('a card that is neither honest nor mafia is refused', () => {
    const roles = [...rolesOf('MMHHH'), 'angel'] as unknown as ReturnType<typeof rolesOf>;
    expectRuleError(newGame(6), { type: 'deal', roles }, 'davidoff-1987.deal-must-match-setup');
  });

  it('the cards cannot be dealt twice', () => {
    const game = step(newGame(6), { type: 'deal', roles: rolesOf('MMHHHH') });
    expectRuleError(game, { type: 'deal', roles: rolesOf('HHHHMM') }, 'davidoff-1987.wrong-phase', {
      command: 'deal',
      phase: 'sunrise',
    });
  });
});
