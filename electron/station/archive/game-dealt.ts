import { gameFromLog, type GameState, type LogEntry } from '../../../shared/engine/index.ts';

/**
 * Whether a game has been played, for a player's "games played" and "last played": once its roles (or cards) are
 * dealt. Every ruleset begins in its 'setup' phase and leaves it with the deal, so a game opened and never dealt
 * (G at a result, then the club went home: tryout 12) is no game anyone played; an undo of the deal takes it back.
 * A finished game counts whatever its phase.
 */
export function isDealt(state: Pick<GameState, 'phase' | 'outcome'>): boolean {
  return state.phase !== 'setup' || state.outcome !== null;
}

/** Whether a stored log's game has been dealt (isDealt of the state it replays to). */
export function dealtOfLog(log: LogEntry[]): boolean {
  return log.length > 0 && isDealt(gameFromLog(log).state);
}

/** A game's summary as the archive keeps it after a step: its result, if any, and whether it has been dealt. */
export function stepSummary(
  state: Pick<GameState, 'phase' | 'outcome'>,
  at: string,
): { finishedAt: string | null; winner: string | null; scores: number[] | null; dealt: boolean } {
  const outcome = state.outcome;
  return {
    finishedAt: outcome ? at : null,
    winner: outcome?.winner ?? null,
    scores: outcome ? outcome.scores : null,
    dealt: isDealt(state),
  };
}
