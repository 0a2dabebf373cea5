import { evolve } from './evolve.ts';
import { nextSeat, pendingOf, winnerOf } from './queries.ts';
import type { GameEvent, GameState } from './types.ts';

/**
 * Collects a command's events while folding them, so that each later decision (the end of the turn, the
 * game's end) sees the earlier consequences. Holds no game state of its own beyond the fold.
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

  /** Rulebook "Objetivo do jogo": the game ends the moment a side reaches 4 missions. */
  endIfWon(): boolean {
    const winner = winnerOf(this.state);
    if (winner === null) return false;
    this.emit({ type: 'game-ended', outcome: { winner, scores: null } });
    return true;
  }

  /**
   * Moves play on once nothing waits (no mission to turn, no Vincenzo, no empty place): the first turn
   * after the opening missions, or the next player's once the turn's action is done. The Omertà's
   * silence ends when play comes back to its player (rulebook: "1 rodada completa").
   */
  settle(): void {
    const state = this.state;
    if (state.phase !== 'play' || pendingOf(state) !== null) return;
    const turn = state.turn;
    if (turn !== null && turn.stage !== 'done') return;
    const seat = turn === null ? state.options.first : nextSeat(state, turn.seat);
    if (state.omerta?.by === seat) this.emit({ type: 'omerta-ended' });
    this.emit({ type: 'turn-began', seat });
  }
}
