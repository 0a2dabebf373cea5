/** Setup (rulebook "Configuração do jogo"): 3–8 players, characters chosen or drawn, objectives by the table. */
import { describe, expect, it } from 'vitest';
import { withRandomOutcomes } from '../../../shared/engine/rulesets/copag-mafia/random-outcomes.ts';
import { deckFor, objectiveCounts } from '../../../shared/engine/rulesets/copag-mafia/setup.ts';
import { CHARACTERS_IN_ORDER, CM, expectRefused, newGame, playerNames, setupFor, step, run } from './helpers.ts';

describe('copag-mafia setup', () => {
  it('takes 3 to 8 players ("Jogadores 3 … 8")', () => {
    for (const n of [3, 8]) expect(CM.validateSetup(setupFor(n)).ok).toBe(true);
    for (const n of [2, 9]) {
      const result = CM.validateSetup({
        rulesetId: 'copag-mafia',
        players: playerNames(n),
        options: CM.defaultOptions(n),
      });
      expect(result.ok ? null : result.error).toEqual({
        code: 'copag-mafia.player-count',
        params: { min: 3, max: 8, players: n },
      });
    }
  });

  it('deals the objectives by the rulebook table: 3 → 2/1, 4 → 3/1, 5 → 3/2, 6 → 4/2, 7 → 4/3, 8 → 5/3', () => {
    const table = { 3: [2, 1], 4: [3, 1], 5: [3, 2], 6: [4, 2], 7: [4, 3], 8: [5, 3] };
    for (const [n, [mafioso, police]] of Object.entries(table)) {
      expect(objectiveCounts(Number(n))).toEqual({ mafioso, police });
      expect(deckFor(Number(n)).filter((r) => r === 'police')).toHaveLength(police!);
    }
  });

  it('refuses unknown options with a clear code, and keeps the simulator assumptions only when given', () => {
    const bad = (options: object, code: string) => {
      const result = CM.validateSetup({ ...setupFor(5), options: { ...CM.defaultOptions(5), ...options } as never });
      expect(result.ok ? null : result.error.code).toBe(`copag-mafia.${code}`);
    };
    bad({ dealing: 'x' }, 'dealing');
    bad({ characters: 'x' }, 'character-choice');
    bad({ abilities: 'yes' }, 'abilities');
    bad({ first: 6 }, 'first-seat');
    bad({ assumed: { maxCardValue: 1, missionValueBonus: 0 } }, 'assumptions');
    const valid = CM.validateSetup(setupFor(5));
    expect(valid.ok && 'assumed' in valid.value.options).toBe(false);
  });

  it('gives each player one character, all different ("Cada jogador escolhe um personagem")', () => {
    const game = newGame(4);
    expectRefused(
      game,
      { type: 'assign-characters', characters: ['enrico', 'enrico', 'tony', 'peppe'] },
      'character-twice',
    );
    expectRefused(game, { type: 'assign-characters', characters: ['enrico', 'tony'] }, 'characters', { players: 4 });
    expectRefused(
      game,
      { type: 'assign-characters', characters: ['enrico', 'tony', 'peppe', 'rocco' as never] },
      'characters',
    );
    const chosen = step(game, { type: 'assign-characters', characters: ['tony', 'peppe', 'enrico', 'vincenzo'] });
    expect(chosen.state.players.map((p) => p.character)).toEqual(['tony', 'peppe', 'enrico', 'vincenzo']);
  });

  it('draws the characters through the host when they are drawn, and passes chosen ones through', () => {
    const drawn = newGame(3, { characters: 'drawn' });
    const reversed = <T>(list: readonly T[]) => [...list].reverse();
    expect(withRandomOutcomes(drawn.state, { type: 'assign-characters', characters: [] }, reversed)).toEqual({
      type: 'assign-characters',
      characters: ['vincenzo', 'tony', 'salvatore'],
    });
    const chosen = newGame(3);
    const command = { type: 'assign-characters' as const, characters: CHARACTERS_IN_ORDER.slice(0, 3) };
    expect(withRandomOutcomes(chosen.state, command, reversed)).toBe(command);
  });

  it("deals the objectives only after the characters, and only the table's cards", () => {
    const game = newGame(5);
    expectRefused(game, { type: 'deal', roles: deckFor(5) }, 'characters-first');
    const named = step(game, { type: 'assign-characters', characters: CHARACTERS_IN_ORDER.slice(0, 5) });
    expectRefused(
      named,
      { type: 'deal', roles: ['police', 'police', 'police', 'mafioso', 'mafioso'] },
      'deal-must-match-table',
      { mafiosi: 3, police: 2 },
    );
    expectRefused(named, { type: 'cards-dealt' }, 'station-dealing');
    const dealt = step(named, { type: 'deal', roles: ['police', 'mafioso', 'mafioso', 'police', 'mafioso'] });
    expect(dealt.state.phase).toBe('play');
    expect(dealt.state.players.map((p) => p.role)).toEqual(['police', 'mafioso', 'mafioso', 'police', 'mafioso']);
  });

  it('records nothing of real objective cards (physical dealing)', () => {
    const game = run(newGame(6, { dealing: 'physical' }), {
      type: 'assign-characters',
      characters: CHARACTERS_IN_ORDER.slice(0, 6),
    });
    expectRefused(game, { type: 'deal', roles: deckFor(6) }, 'physical-dealing');
    const dealt = step(game, { type: 'cards-dealt' });
    expect(dealt.state.phase).toBe('play');
    expect(dealt.state.players.every((p) => p.role === null)).toBe(true);
    expect(CM.playerCard(dealt.state, 1)).toBeNull();
  });

  it("offers the host's deal as the table's objective cards", () => {
    const game = run(newGame(8), { type: 'assign-characters', characters: CHARACTERS_IN_ORDER });
    expect([...CM.deck(game.state)].sort()).toEqual([...Array(5).fill('mafioso'), ...Array(3).fill('police')]);
    const identity = <T>(list: readonly T[]) => [...list];
    expect(withRandomOutcomes(game.state, { type: 'deal', roles: [] }, identity)).toEqual({
      type: 'deal',
      roles: deckFor(8),
    });
  });
});
