import { fold, rememberFolds, type FoldMemo } from './evolve.ts';
import { winnerOf } from './queries.ts';
import type { GameEvent, GameState } from './types.ts';

// The shared "no events yet" lists, replaced on the first emit (never mutated).
const NONE: GameEvent[] = [];
const NO_STATES: GameState[] = [];

/** Collects a command's events while folding them, so that later decisions see earlier consequences. */
export class Emitter implements FoldMemo {
  readonly start: GameState;
  events: GameEvent[] = NONE;
  /** The state after each event (the game layer's `evolve` reuses them: see FoldMemo). */
  states: GameState[] = NO_STATES;
  state: GameState;
  constructor(state: GameState) {
    this.start = state;
    this.state = state;
    rememberFolds(this);
  }

  /** Records one event and folds it into the working state. */
  emit(event: GameEvent): void {
    this.state = fold(this.state, event);
    // Most commands make one event: start with exact one-element arrays (cheaper than growing empty ones).
    if (this.events === NONE) {
      this.events = [event];
      this.states = [this.state];
    } else {
      this.events.push(event);
      this.states.push(this.state);
    }
  }

  /** RULES.md §4 (and "Common words"): the win condition is checked after every death step. */
  endIfWon(): boolean {
    const winner = winnerOf(this.state);
    if (winner === null) return false;
    this.emit({ type: 'game-ended', outcome: { winner, scores: null } });
    return true;
  }
}
