import { winnerOf } from './queries.ts';
import type { GameEvent, GameState } from './types.ts';

/** A side a judge's technical defeat can be given: the red or the black (never at a table with the maniac). */
export type DefeatedSide = 'red' | 'black';

/** The other side of a red-and-black table: the winner of a technical defeat, or the side that lost one. */
export function otherSide(side: DefeatedSide): DefeatedSide {
  return side === 'red' ? 'black' : 'red';
}

/**
 * The side a judge's technical defeat ended the game against, read from the state it ended on; null for a game the
 * rules ended (or one still going). The rules end a game only once a side has won (endIfWon after every step checks
 * winnerOf); the judge's end comes on a table no side has won yet (decideTechnicalDefeat), so it tells itself apart
 * in every log, those written before it was named too. The tournament's verdict and the room's news read it.
 */
export function technicalDefeatOf(state: GameState): DefeatedSide | null {
  const winner = state.outcome?.winner;
  if ((winner !== 'red' && winner !== 'black') || winnerOf(state) !== null) return null;
  return otherSide(winner);
}

/**
 * The side a step's events gave a technical defeat, or null: the rules end a game only after the step that
 * decides it, so a step that is its end alone is the judge's (commandOfStep reads the command back by it, the
 * timeline tells it by it).
 */
export function technicalDefeatInStep(events: readonly GameEvent[]): DefeatedSide | null {
  const first = events[0];
  if (first?.type !== 'game-ended') return null;
  const winner = first.outcome.winner;
  return winner === 'red' || winner === 'black' ? otherSide(winner) : null;
}
