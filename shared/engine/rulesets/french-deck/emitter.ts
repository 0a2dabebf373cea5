import { createEmitter, unscoredOutcome, type Emitter as SharedEmitter, type EmitterRules } from '../../emitter.ts';
import { evolve } from './evolve.ts';
import { winnerOf } from './queries.ts';
import type { GameEvent, GameState } from './types.ts';

/** A french-deck command's emitter: the engine's one (shared/engine/emitter.ts) with this ruleset's fold and end. */
export type Emitter = SharedEmitter<GameState, GameEvent>;

// RULES.md §2: the game ends when one camp is entirely eliminated; checked after every death.
const RULES: EmitterRules<GameState, GameEvent> = { evolve, outcome: unscoredOutcome(winnerOf) };

/** A new emitter for one french-deck command. */
export function emitterFor(state: GameState): Emitter {
  return createEmitter(state, RULES);
}
