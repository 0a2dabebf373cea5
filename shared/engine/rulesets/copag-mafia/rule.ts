import type { Result } from '../../core.ts';
import { fail } from '../../result.ts';
import type { GameState } from './types.ts';

/** The prefix of every rule error of this ruleset (`error.copag-mafia.<rule>`). */
export const R = 'copag-mafia';

/** The rule error for a command given in the wrong phase. */
export function wrongPhase(command: string, state: GameState): Result<never> {
  return fail(`${R}.wrong-phase`, { command, phase: state.phase });
}
