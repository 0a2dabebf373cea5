/**
 * RULES.md §4: a speech, a last word, a defence and the mafia's agreement are timed. The prompt says so itself
 * (`timer`, with the seat speaking), so the console never reads it out of a message key: played games of every
 * ruleset put a timer on exactly the timed moments.
 */
import { describe, expect, it } from 'vitest';
import { RULESET_IDS, rulesetFor, type Prompt, type PromptTimer, type RulesetId } from '../../shared/engine/index.ts';
import { seededGame } from '../fixtures/ruleset-games.ts';
import { declarationOf } from '../fixtures/ruleset-declarations.ts';

/** The timer each timed moment calls for, as the ruleset's declaration has it; every other prompt has none. */
function expectedTimer(rulesetId: RulesetId, prompt: Prompt): PromptTimer | undefined {
  const step = prompt.key.slice(`prompt.${rulesetId}.`.length);
  const seat = typeof prompt.params.seat === 'number' ? prompt.params.seat : null;
  return declarationOf(rulesetId).timer(step, prompt, seat);
}

describe('RULES.md §4 the timed moments are marked on the prompt', () => {
  for (const rulesetId of RULESET_IDS) {
    it(`${rulesetId}: a timer on exactly the speeches, last words, defences and the mafia's agreement`, () => {
      const ruleset = rulesetFor(rulesetId)!;
      const kinds = new Set<string>();
      for (let seed = 1; seed <= 12; seed++) {
        const game = seededGame(rulesetId, seed, { undo: 0, redo: 0, rewind: 0 }, 400);
        // Replay the game step by step and look at the prompts of the state after every step.
        let state = ruleset.initialState((game.log[0]!.event as unknown as { setup: never }).setup);
        game.log.slice(1).forEach((entry, i, rest) => {
          state = ruleset.evolve(state, entry.event as never);
          if (rest[i + 1]?.step === entry.step) return;
          for (const prompt of ruleset.prompts(state) as Prompt[]) {
            expect(prompt.timer, `${prompt.key} ${JSON.stringify(prompt.params)}`).toEqual(
              expectedTimer(rulesetId, prompt),
            );
            if (prompt.timer) kinds.add(prompt.timer.kind);
          }
        });
      }
      expect([...kinds].sort()).toEqual(declarationOf(rulesetId).timerKinds);
    });
  }
});
