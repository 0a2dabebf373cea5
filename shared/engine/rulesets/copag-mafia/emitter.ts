import { createEmitter, unscoredOutcome, type Emitter as SharedEmitter, type EmitterRules } from '../../emitter.ts';
import { evolve, evolveMade } from './evolve.ts';
import { isWaiting, nextSeat, winnerOf } from './queries.ts';
import { MAX_PLAYERS } from './setup.ts';
import type { GameEvent, GameState, Seat } from './types.ts';

/** A copag-mafia command's emitter: the engine's one (shared/engine/emitter.ts) with this ruleset's fold and end. */
export type Emitter = SharedEmitter<GameState, GameEvent>;

// Rulebook "Objetivo do jogo": the game ends the moment a side reaches 4 missions. The decide code that reads an
// emitter's state (settle, endMission in decide-turn.ts) keeps it past no emit, as evolveMade asks.
const RULES: EmitterRules<GameState, GameEvent> = { evolve, evolveMade, outcome: unscoredOutcome(winnerOf) };

/** A new emitter for one copag-mafia command. */
export function emitterFor(state: GameState): Emitter {
  return createEmitter(state, RULES);
}

/**
 * Moves play on once nothing waits (no mission to turn, no Vincenzo, no empty place): the first turn
 * after the opening missions, or the next player's once the turn's action is done. The Omertà's
 * silence ends when play comes back to its player (rulebook: "1 rodada completa").
 */
export function settle(out: Emitter): void {
  const state = out.state;
  if (state.phase !== 'play' || isWaiting(state)) return;
  const turn = state.turn;
  if (turn !== null && turn.stage !== 'done') return;
  const seat = turn === null ? state.options.first : nextSeat(state, turn.seat);
  if (state.omerta?.by === seat) out.emit({ type: 'omerta-ended' });
  out.emit(turnBegan(seat));
}

/*
 * The turn begun of each seat, made once: one begins at nearly every command, and an event is never changed once
 * decided, so every game may hold the same one, as every state may hold the same turn (turn-of.ts; issue 14: bytes
 * allocated per game). Frozen, so a slip that writes into one fails at once instead of changing other games' logs.
 */
const TURNS_BEGUN: readonly GameEvent[] = Array.from({ length: MAX_PLAYERS }, (_, i) =>
  Object.freeze({ type: 'turn-began', seat: i + 1 }),
);

/** The event of `seat`'s turn begun: the shared one, or a new one for a seat past the table. */
function turnBegan(seat: Seat): GameEvent {
  return TURNS_BEGUN[seat - 1] ?? { type: 'turn-began', seat };
}
