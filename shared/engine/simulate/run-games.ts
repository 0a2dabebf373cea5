import type { Pick, Result } from '../core.ts';
import { stateAfter } from '../game.ts';
import type { AnyRuleset } from '../rulesets/index.ts';
import type { GameEvent, GameSetup, GameState } from '../types.ts';

/** The simulation policies every ruleset offers. */
export type Policy = 'random' | 'random-lynch';

/** One simulated game's outcome. */
export interface SimulatedGame {
  winner: string | null;
  commands: number;
  events: number;
  /** False when the game hit the command limit without ending. */
  ended: boolean;
}

/** The most commands a simulated game may take before it is counted as unfinished. */
export const MAX_SIMULATED_COMMANDS = 20_000;

/** Checks a setup once for a series of simulated games; throws with the rule it breaks. */
export function checkedSetup(ruleset: AnyRuleset, setup: GameSetup): GameSetup {
  const valid: Result<GameSetup> = ruleset.validateSetup(setup);
  if (!valid.ok) throw new Error(`setup refused: ${valid.error.code} ${JSON.stringify(valid.error.params)}`);
  return valid.value;
}

/**
 * Plays one game with decide/evolve directly (no log, no undo: the fastest path), choosing every command
 * with the ruleset's policy. The setup must be one `checkedSetup` returned. Throws if the policy proposes
 * a command the rules refuse: that is a bug.
 */
export function simulateGame(ruleset: AnyRuleset, setup: GameSetup, policy: Policy, pick: Pick): SimulatedGame {
  let state: GameState = ruleset.initialState(setup);
  const choose = policy === 'random' ? ruleset.simulator.random : ruleset.simulator.randomLynch;
  let commands = 0;
  let events = 1;
  while (commands < MAX_SIMULATED_COMMANDS) {
    const command = choose(state, pick);
    if (command === null) return { winner: state.outcome?.winner ?? null, commands, events, ended: true };
    // decide and stateAfter, not decideState: its result wraps the events and the state in two objects made at
    // every command only to be read here at once (issue 14: games per second).
    const decided: Result<GameEvent[]> = ruleset.decide(state, command);
    if (!decided.ok)
      throw new Error(`policy ${policy} proposed a refused command: ${decided.error.code} ${JSON.stringify(command)}`);
    state = stateAfter(ruleset, state, decided.value);
    commands++;
    events += decided.value.length;
  }
  return { winner: state.outcome?.winner ?? null, commands, events, ended: false };
}

/** Wilson's 95 % confidence interval for a proportion of `wins` in `n`. */
export function wilsonInterval(wins: number, n: number): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const z = 1.959963984540054;
  const p = wins / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
