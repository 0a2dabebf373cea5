/**
 * RULES.md §4: a speech, a last word, a defence and the mafia's agreement are timed. The prompt says so itself
 * (`timer`, with the seat speaking), so the console never reads it out of a message key: played games of every
 * ruleset put a timer on exactly the timed moments.
 */
import { describe, expect, it } from 'vitest';
import { RULESET_IDS, rulesetFor, type Prompt, type PromptTimer, type RulesetId } from '../../shared/engine/index.ts';
import { seededGame } from '../fixtures/ruleset-games.ts';

/** The timer each timed moment calls for; every other prompt has none. */
function expectedTimer(rulesetId: RulesetId, prompt: Prompt): PromptTimer | undefined {
  const step = prompt.key.slice(`prompt.${rulesetId}.`.length);
  const seat = typeof prompt.params.seat === 'number' ? prompt.params.seat : null;
  switch (`${rulesetId} ${step}`) {
    case 'city-mafia speech':
      // A silenced player (three remarks) has no speech to time.
      return prompt.params.silenced === 1 ? undefined : { kind: 'speech', seat };
    case 'city-mafia last-word':
      return { kind: 'last-word', seat };
    case 'city-mafia defence':
      return { kind: 'defence', seat };
    case 'city-mafia night.mafia':
    case 'french-deck night.mafia':
      // A dead team's step waits untimed.
      return prompt.params.wait === 1 ? undefined : { kind: 'agreement', seat: null };
    case 'french-deck defence':
      return { kind: 'defence', seat: null };
    case 'mensa-hungariqa debate':
      return { kind: 'speech', seat: null };
    case 'mensa-hungariqa last-word':
      return { kind: 'last-word', seat: null };
    default:
      return undefined;
  }
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
      const timed: Record<string, string[]> = {
        'davidoff-1987': [],
        'french-deck': ['agreement', 'defence'],
        'mensa-hungariqa': ['last-word', 'speech'],
        'city-mafia': ['agreement', 'defence', 'last-word', 'speech'],
      };
      expect([...kinds].sort()).toEqual(timed[rulesetId] ?? []);
    });
  }
});
