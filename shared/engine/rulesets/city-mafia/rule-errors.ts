import { fail } from '../../result.ts';
import type { Result } from '../../core.ts';
import type { GameState } from './types.ts';

/** The rule-error prefix of city-mafia: every refusal's code is `city-mafia.<rule>`. */
export const R = 'city-mafia';

/** A handler's answer: a refusal, or null when it emitted its events. */
export type Handled = Result<never> | null;

/** A refusal for a command that does not belong to the current phase. */
export function wrongPhase(command: string, state: GameState): Result<never> {
  return fail(`${R}.wrong-phase`, { command, phase: state.phase });
}
