import { describe, expect, it } from 'vitest';
import { createGame } from '../../../shared/engine/index.ts';
import {
  ANGEL_CARD,
  cardsFor,
  MAFIA_CARDS,
  VILLAGER_CARDS,
} from '../../../shared/engine/rulesets/french-deck/cards.ts';
import { deckFor, presetMafiaCount } from '../../../shared/engine/rulesets/french-deck/setup.ts';
import { mafiaCountRange } from '../../../shared/engine/rulesets/french-deck/validate-setup.ts';
import type { DeckCard, Rank, Suit } from '../../../shared/engine/rulesets/french-deck/types.ts';
import { MAFIA_BY_PLAYERS } from '../../fixtures/mafia-counts.ts';
import { expectSetupError, FD, newGame, playerNames, setupFor } from './helpers.ts';
import type { GameSetup } from './helpers.ts';

const SUITS: Record<string, Suit> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

/** Cards from a compact list: 'KS KC | QH | 7H 8H' (rank then suit letter; '|' separates the roles). */
function cards(spec: string): DeckCard[] {
  const [mafia = '', angel = '', villagers = ''] = spec.split('|');
  const parse = (part: string, role: DeckCard['role']) =>
    part
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((c) => ({ rank: c.slice(0, -1) as Rank, suit: SUITS[c.slice(-1)]!, role }));
  return [...parse(mafia, 'mafioso'), ...parse(angel, 'angel'), ...parse(villagers, 'villager')];
}

describe('RULES §2 players: 6 to 16', () => {
  it.each([6, 7, 11, 16])('%i players is a playable table', (n) => {
    expect(createGame(setupFor(n)).ok).toBe(true);
  });

  it.each([0, 1, 5, 17, 20])('%i players is refused', (n) => {
    expectSetupError(
      { rulesetId: 'french-deck', players: playerNames(n), options: { mafiaCount: 2, dealing: 'station' } },
      'french-deck.player-count',
      {
        min: 6,
        max: 16,
        players: n,
      },
    );
  });

  it('the ruleset says so', () => {
    expect([FD.minPlayers, FD.maxPlayers]).toEqual([6, 16]);
  });
});

describe("RULES §2 mafia count: 6–7 → 2, 8–10 → 3, 11–13 → 4, 14–16 → 5 (the rulebook's custom)", () => {
  it.each(MAFIA_BY_PLAYERS)('%i players → %i mafiosi by default', (n, mafia) => {
    expect(presetMafiaCount(n)).toBe(mafia);
    expect(FD.defaultOptions(n)).toEqual({ mafiaCount: mafia, dealing: 'station' });
  });

  it('the count can be changed within what the deck and the table allow', () => {
    expect(newGame(10, { mafiaCount: 2 }).state.options.mafiaCount).toBe(2);
    expect(newGame(16, { mafiaCount: 6 }).state.options.mafiaCount).toBe(6);
  });

  it.each([
    [6, 1, 2],
    [7, 1, 3],
    [10, 1, 4],
    [12, 1, 5],
    [13, 2, 6],
    [14, 3, 6],
    [15, 4, 6],
    [16, 5, 6],
  ])('%i players: between %i and %i mafiosi', (n, min, max) => {
    expect(mafiaCountRange(n)).toEqual({ min, max });
    expect(createGame(setupFor(n, { mafiaCount: min })).ok).toBe(true);
    expect(createGame(setupFor(n, { mafiaCount: max })).ok).toBe(true);
    expectSetupError(setupFor(n, { mafiaCount: min - 1 }), 'french-deck.mafia-count', { min, max, mafia: min - 1 });
    expectSetupError(setupFor(n, { mafiaCount: max + 1 }), 'french-deck.mafia-count', { min, max, mafia: max + 1 });
  });

  it('the mafia must be a minority: 3 of 6 is refused', () => {
    expectSetupError(setupFor(6, { mafiaCount: 3 }), 'french-deck.mafia-count', { max: 2 });
  });

  it('the deck has six mafia cards: 7 mafiosi is refused even at 16', () => {
    expectSetupError(setupFor(16, { mafiaCount: 7 }), 'french-deck.mafia-count', { max: 6 });
  });

  it('the deck has ten villager cards: 16 players need at least 5 mafiosi', () => {
    expectSetupError(setupFor(16, { mafiaCount: 4 }), 'french-deck.mafia-count', { min: 5 });
  });

  it.each([0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('a mafia count of %s is refused', (mafiaCount) => {
    expectSetupError(setupFor(8, { mafiaCount }), 'french-deck.mafia-count');
  });

  it('a mafia count that is not a number is refused', () => {
    expectSetupError(setupFor(8, { mafiaCount: '3' as unknown as number }), 'french-deck.mafia-count', { mafia: '3' });
  });
});

describe('RULES §2 roles: the mafia, one angel, the villagers', () => {
  it.each([6, 9, 13, 16])('%i players: the deck holds the mafia, one angel and the rest villagers', (n) => {
    const options = FD.defaultOptions(n);
    const deck = deckFor(n, options);
    expect(deck).toHaveLength(n);
    expect(deck.filter((r) => r === 'mafioso')).toHaveLength(options.mafiaCount);
    expect(deck.filter((r) => r === 'angel')).toHaveLength(1);
    expect(deck.filter((r) => r === 'villager')).toHaveLength(n - options.mafiaCount - 1);
  });

  it("the ruleset's deck is the table's", () => {
    expect([...FD.deck(newGame(8).state)].sort()).toEqual([
      'angel',
      'mafioso',
      'mafioso',
      'mafioso',
      'villager',
      'villager',
      'villager',
      'villager',
    ]);
  });
});

describe('RULES §2 cards: which cards of a 32-card deck to take out', () => {
  it("the mafia's cards are the black kings, queens and jacks in the rulebook's order", () => {
    expect(MAFIA_CARDS).toEqual(cards('KS KC QS QC JS JC').map(({ rank, suit }) => ({ rank, suit })));
  });

  it('the angel is a red queen', () => {
    expect(ANGEL_CARD).toEqual({ rank: 'Q', suit: 'hearts' });
  });

  it('the villagers are 7 8 9 10 A, two of each, in the red suits', () => {
    expect(VILLAGER_CARDS).toEqual(
      cards('| | 7H 8H 9H 10H AH 7D 8D 9D 10D AD').map(({ rank, suit }) => ({ rank, suit })),
    );
  });

  it.each([
    [6, 'KS KC | QH | 7H 8H 9H'],
    [7, 'KS KC | QH | 7H 8H 9H 10H'],
    [8, 'KS KC QS | QH | 7H 8H 9H 10H'],
    [9, 'KS KC QS | QH | 7H 8H 9H 10H AH'],
    [10, 'KS KC QS | QH | 7H 8H 9H 10H AH 7D'],
    [11, 'KS KC QS QC | QH | 7H 8H 9H 10H AH 7D'],
    [12, 'KS KC QS QC | QH | 7H 8H 9H 10H AH 7D 8D'],
    [13, 'KS KC QS QC | QH | 7H 8H 9H 10H AH 7D 8D 9D'],
    [14, 'KS KC QS QC JS | QH | 7H 8H 9H 10H AH 7D 8D 9D'],
    [15, 'KS KC QS QC JS | QH | 7H 8H 9H 10H AH 7D 8D 9D 10D'],
    [16, 'KS KC QS QC JS | QH | 7H 8H 9H 10H AH 7D 8D 9D 10D AD'],
  ])('%i players: %s', (n, spec) => {
    expect(cardsFor(n, FD.defaultOptions(n))).toEqual(cards(spec));
  });

  it("every table's cards are distinct cards of a 32-card deck, one per player, matching the deal", () => {
    const deck32 = new Set(
      ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].flatMap((r) =>
        ['spades', 'hearts', 'diamonds', 'clubs'].map((s) => `${r}${s}`),
      ),
    );
    for (let n = 6; n <= 16; n++) {
      const { min, max } = mafiaCountRange(n);
      for (let mafiaCount = min; mafiaCount <= max; mafiaCount++) {
        const options = { mafiaCount, dealing: 'station' as const };
        const list = cardsFor(n, options);
        const ids = list.map((c) => `${c.rank}${c.suit}`);
        expect(ids).toHaveLength(n);
        expect(new Set(ids).size).toBe(n);
        for (const id of ids) expect(deck32.has(id)).toBe(true);
        expect(list.map((c) => c.role).sort()).toEqual(deckFor(n, options).sort());
      }
    }
  });

  it('a changed mafia count changes the cards: 10 players with 2 mafiosi', () => {
    expect(cardsFor(10, { mafiaCount: 2, dealing: 'station' })).toEqual(cards('KS KC | QH | 7H 8H 9H 10H AH 7D 8D'));
  });
});

describe('RULES "Things every ruleset shares": two ways to deal (option dealing, default station)', () => {
  it('station dealing is the default', () => {
    expect(newGame(6).state.options.dealing).toBe('station');
  });

  it('physical dealing can be chosen', () => {
    expect(newGame(6, { dealing: 'physical' }).state.options.dealing).toBe('physical');
  });

  it('any other value is refused', () => {
    expectSetupError(setupFor(6, { dealing: 'mail' as never }), 'french-deck.dealing', { dealing: 'mail' });
  });
});

describe('setup: names and the options kept', () => {
  it('names are cleaned (trimmed) and duplicates refused', () => {
    const game = newGame(['  Anne ', 'Bob', 'Chloé', 'Dan', 'Eve', 'Fay']);
    expect(game.state.players[0]!.name).toBe('Anne');
    expectSetupError(setupFor(['Anne', 'anne', 'C', 'D', 'E', 'F']), 'name.duplicate', { seat: 2, other: 1 });
    expectSetupError(setupFor(['Anne', '   ', 'C', 'D', 'E', 'F']), 'name.empty', { seat: 2 });
  });

  it('only the known options are kept', () => {
    const setup = { ...setupFor(6), options: { mafiaCount: 2, dealing: 'station', extra: 1 } } as unknown as GameSetup;
    const created = createGame(setup);
    expect(created.ok && created.value.state.options).toEqual({ mafiaCount: 2, dealing: 'station' });
  });

  it('options missing altogether are refused, not thrown on', () => {
    expectSetupError(
      { rulesetId: 'french-deck', players: playerNames(6), options: null as never },
      'french-deck.mafia-count',
    );
  });

  it('players that are not a list of names are refused', () => {
    expectSetupError(
      { rulesetId: 'french-deck', players: 'abc' as never, options: FD.defaultOptions(6) },
      'french-deck.players',
    );
    expectSetupError(
      { rulesetId: 'french-deck', players: [1, 2, 3, 4, 5, 6] as never, options: FD.defaultOptions(6) },
      'french-deck.players',
    );
  });

  it('a new game is in the setup, round 0, everyone living and no role dealt', () => {
    const state = newGame(7).state;
    expect(state.phase).toBe('setup');
    expect(state.round).toBe(0);
    expect(state.players.every((p) => p.alive && p.role === null && p.eliminated === null)).toBe(true);
  });
});
