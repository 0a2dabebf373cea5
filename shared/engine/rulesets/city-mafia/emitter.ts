import { createEmitter, unscoredOutcome, type Emitter as SharedEmitter, type EmitterRules } from '../../emitter.ts';
import { evolve } from './evolve.ts';
import { winnerOf } from './queries.ts';
import type { GameEvent, GameState } from './types.ts';

/** A city-mafia command's emitter: the engine's one (shared/engine/emitter.ts) with this ruleset's fold and end. */
export type Emitter = SharedEmitter<GameState, GameEvent>;

// RULES.md §4 (and "Common words"): the win condition is checked after every death step.
const RULES: EmitterRules<GameState, GameEvent> = { evolve, outcome: unscoredOutcome(winnerOf) };

/** A new emitter for one city-mafia command. */
export function emitterFor(state: GameState): Emitter {
  return createEmitter(state, RULES);
}
