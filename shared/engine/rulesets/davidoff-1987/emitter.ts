import { evolve } from './evolve.ts';
import { score, winnerOf } from './scoring.ts';
import type { GameEvent, GameState } from './types.ts';

/** Collects events while folding them, so that later decisions see earlier consequences. */
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
  /** RULES.md §1: the game ends when one side is extinct; checked after every death (and removal). */
  endIfWon(): boolean {
    // With real cards the roles are unknown until the sunrise's record: no side can be judged extinct yet.
    if (this.state.players.some((p) => p.role === null)) return false;
    const winner = winnerOf(this.state);
    if (winner === null) return false;
    this.emit({ type: 'game-ended', outcome: score(this.state, winner) });
    return true;
  }
}
