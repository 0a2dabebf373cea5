import { applyStep, createGame, decideStep, rulesetOfState, type Game } from '../game.ts';
import type { EngineCommand, GameSetup } from '../types.ts';
import type { Pick } from '../core.ts';

export type { Pick };
export { seededPick, shuffled } from '../pick.ts';

/** A legal command for the game's state under its ruleset's `random` policy, or null at the end. */
export function randomGameCommand(game: Game, pick: Pick): EngineCommand | null {
  return rulesetOfState(game.state).simulator.random(game.state, pick) as EngineCommand | null;
}

/** Options of the random player. */
export interface RandomPlayOptions {
  /** Chance (0..1) of an undo or redo instead of a game command. */
  undoRate?: number;
  maxSteps?: number;
}

/** Plays a random game from a setup to its end (or maxSteps), returning the game. */
export function playRandomGame(setup: GameSetup, pick: Pick, options: RandomPlayOptions = {}): Game {
  const created = createGame(setup);
  if (!created.ok) throw new Error(`invalid setup: ${created.error.code}`);
  let game = created.value;
  const maxSteps = options.maxSteps ?? 10_000;
  const undoRate = options.undoRate ?? 0;
  for (let i = 0; i < maxSteps; i++) {
    let command: EngineCommand | null;
    if (undoRate > 0 && pick(1000) < undoRate * 1000) command = pick(2) === 0 ? { type: 'undo' } : { type: 'redo' };
    else command = randomGameCommand(game, pick);
    if (!command) break;
    const decided = decideStep(game, command);
    if (!decided.ok) {
      if (command.type === 'undo' || command.type === 'redo') continue;
      throw new Error(`random command refused: ${decided.error.code} ${JSON.stringify(command)}`);
    }
    game = applyStep(game, decided.value);
  }
  return game;
}
