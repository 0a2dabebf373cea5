import { createEmitter, type Emitter as SharedEmitter, type EmitterRules } from '../../emitter.ts';
import { evolve } from './evolve.ts';
import { score, winnerOf } from './scoring.ts';
import type { GameEvent, GameState, Outcome } from './types.ts';

/** A 1987 command's emitter: the engine's one (shared/engine/emitter.ts) with the 1987 fold and end. */
export type Emitter = SharedEmitter<GameState, GameEvent>;

/** RULES.md §1: the game ends when one side is extinct; checked after every death (and removal). */
function outcome(state: GameState): Outcome | null {
  // With real cards the roles are unknown until the sunrise's record: no side can be judged extinct yet.
  if (state.players.some((p) => p.role === null)) return null;
  const winner = winnerOf(state);
  return winner === null ? null : score(state, winner);
}

const RULES: EmitterRules<GameState, GameEvent> = { evolve, outcome };

/** A new emitter for one 1987 command. */
export function emitterFor(state: GameState): Emitter {
  return createEmitter(state, RULES);
}
