/**
 * The projector, mirror and overlay pages draw a game with its ruleset's model found by file
 * (renderer/projector/model/index.ts), not through the engine's registry: every registered ruleset has its
 * file, and it draws what the ruleset's own `projector` draws, at the start of a game and at its end.
 */
import { describe, expect, it } from 'vitest';
import { projectorModel } from '../../renderer/projector/model/index.ts';
import { publicView, RULESETS, type GameSetup } from '../../shared/engine/index.ts';
import { playRandomGame, seededPick } from '../../shared/engine/simulate/random-game.ts';
import { englishTranslator } from '../fixtures/english-translator.ts';

const translator = englishTranslator();

describe.each(Object.values(RULESETS).map((r) => [r.id, r] as const))(
  '%s: the projector pages’ model',
  (id, ruleset) => {
    const count = Math.min(10, ruleset.maxPlayers);
    const setup = {
      rulesetId: id,
      players: Array.from({ length: count }, (_, i) => `Player ${i + 1}`),
      options: ruleset.defaultOptions(count),
    } as GameSetup;

    it('is the ruleset’s own, before the deal and at the end of a game', () => {
      const game = playRandomGame(setup, seededPick(11), { maxSteps: 20_000 });
      const start = publicView(ruleset.initialState(setup), 'g');
      const end = publicView(game.state, 'g');
      for (const view of [start, end])
        expect(projectorModel(view, translator)).toEqual(ruleset.projector(view, translator));
    });
  },
);

it('refuses a view of a ruleset it has no model for', () => {
  const view = {
    ...publicView(
      RULESETS['davidoff-1987'].initialState({
        rulesetId: 'davidoff-1987',
        players: ['a'],
        options: RULESETS['davidoff-1987'].defaultOptions(6),
      } as never),
      'g',
    ),
    rulesetId: 'chess',
  };
  expect(() => projectorModel(view as never, translator)).toThrow('unknown ruleset chess');
});
