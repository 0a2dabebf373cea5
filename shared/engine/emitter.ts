/**
 * The emitter every ruleset's `decide` writes its events with: it folds each event as it is emitted, so a
 * later decision of the same command (a win check after a death, the next step of a chain) sees the earlier
 * consequences, and it keeps the state each event led to, so the game layer never folds them again.
 */

/** What a ruleset tells the emitter: its fold, and the end of the game a state has reached (or null). */
export interface EmitterRules<S, E> {
  evolve(state: S, event: E): S;
  /**
   * Optional: folds an event into a state this emitter made earlier in the same command (never the state the
   * command is decided against), which it may write into instead of copying it. Nothing else holds such a state
   * once the ruleset's decide keeps none it reads from its emitter past a later emit: a ruleset gives this fold
   * only then. Copag's turn begun after every action was a whole copy of the state made only to be dropped
   * (issue 14: bytes allocated per game).
   */
  evolveMade?(state: S, event: E): S;
  /** The outcome once the game is won (checked by `endIfWon`), or null while it goes on. */
  outcome(state: S): unknown;
}

/** The outcome of a ruleset that does not score: its winner once `winnerOf` names one, with no scores. */
export function unscoredOutcome<S, W>(
  winnerOf: (state: S) => W | null,
): (state: S) => { winner: W; scores: null } | null {
  return (state) => {
    const winner = winnerOf(state);
    return winner === null ? null : { winner, scores: null };
  };
}

/** A command's events, each folded into the working state as it is emitted. */
export interface Emitter<S, E> {
  /** The state the command was decided against. */
  readonly start: S;
  /** The events so far, in order. */
  readonly events: E[];
  /** The state after the events so far. */
  readonly state: S;
  /** Records one event and folds it into the working state. */
  emit(event: E): void;
  /** Ends the game with a `game-ended` event when the state is won (each ruleset's rule of the win); true if it did. */
  endIfWon(): boolean;
}

/*
 * The last emitter made. `decide` folds its own events to see their consequences; the game layer
 * (`stateAfter` in game.ts) then needs the very same events folded into the very same state. States and
 * events are never mutated, so the state the emitter reached is the one a fold would build: reusing it
 * halves the work of every step. Only the last emitter is kept (a WeakMap of every emitter's events cost
 * more in garbage collection than the folds it saved), and it is matched by identity, so a stale one is
 * never used: replay folds fresh event objects and simply folds them.
 */
let last: FoldingEmitter<unknown, { type: string }> | null = null;

/** The state the last emitter reached with exactly these events from `start`, or undefined if it did not. */
export function foldedState<S>(start: S, events: readonly unknown[]): S | undefined {
  return last !== null && last.events === events && last.start === start ? (last.state as S) : undefined;
}

/** A new emitter for one command, from the state it is decided against. */
export function createEmitter<S, E extends { type: string }>(start: S, rules: EmitterRules<S, E>): Emitter<S, E> {
  return new FoldingEmitter(start, rules);
}

// The shared "no events yet" list, replaced once there are events: most commands make one to three events (an
// action, its effect, the next turn), and an exact two- or three-element array is cheaper than growing an empty one
// (a push onto one element made room for seventeen, and one onto two for nineteen). Frozen: it is never mutated.
const NONE = Object.freeze([]) as unknown as never[];

class FoldingEmitter<S, E extends { type: string }> implements Emitter<S, E> {
  readonly start: S;
  state: S;
  private readonly rules: EmitterRules<S, E>;
  /**
   * The events so far: NONE, then the first event alone while it is the only one and nobody has asked for the list,
   * then the list. Most commands make two or three events (an action, then the next turn), and a one-element list
   * made at the first emit was dropped at the second, a tenth of a Copag command's bytes (issue 14: bytes allocated
   * per game). One field for both, not a second one: a field more on every emitter cost more than it saved in a
   * ruleset that asks for the list after each event (City Mafia's settle counts them).
   */
  private held: E | E[] = NONE;
  constructor(start: S, rules: EmitterRules<S, E>) {
    this.start = start;
    this.state = start;
    this.rules = rules;
    last = this as unknown as FoldingEmitter<unknown, { type: string }>;
  }

  get events(): E[] {
    const held = this.held;
    if (Array.isArray(held)) return held;
    const list = [held];
    this.held = list;
    return list;
  }

  emit(event: E): void {
    // The state the command started from is everybody's: only a state this emitter made is its own to write into.
    const made = this.rules.evolveMade;
    this.state =
      made !== undefined && this.state !== this.start ? made(this.state, event) : this.rules.evolve(this.state, event);
    const held = this.held;
    if (held === NONE) this.held = event;
    else if (!Array.isArray(held)) this.held = [held, event];
    else if (held.length === 1) this.held = [held[0]!, event];
    else if (held.length === 2) this.held = [held[0]!, held[1]!, event];
    else held.push(event);
  }

  endIfWon(): boolean {
    const outcome = this.rules.outcome(this.state);
    if (outcome === null) return false;
    this.emit({ type: 'game-ended', outcome } as unknown as E);
    return true;
  }
}
