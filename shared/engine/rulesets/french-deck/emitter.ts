import { evolve } from './evolve.ts';
import { winnerOf } from './queries.ts';
import type { GameEvent, GameState } from './types.ts';

/**
 * Collects a command's events while folding them, so that each later decision (a win check after a
 * death) sees the earlier consequences. Holds no game state of its own beyond the fold.
 */
export class Emitter {
  readonly events: GameEvent[] = [];
  state: GameState;

  constructor(state: GameState) {
    this.state = state;
  }

  /** Appends one event and folds it in. */
  emit(event: GameEvent): void {
    this.events.push(event);
    this.state = evolve(this.state, event);
  }

  /** RULES.md §2: the game ends when one camp is entirely eliminated; checked after every death. */
  endIfWon(): boolean {
    const winner = winnerOf(this.state);
    if (winner === null) return false;
    this.emit({ type: 'game-ended', outcome: { winner, scores: null } });
    return true;
  }
}
