/** The log-level properties every ruleset shares: random walks with undo/redo, and their checks. */
import { expect } from 'vitest';
import { applyStep, createGame, decideStep, history, rulesetOfState, type Game, type GameSetup, type GameState, type Pick } from '../../shared/engine/index.ts';
import { pickOf, type Choices } from './choices.ts';

/** A command the walk may give: the ruleset's own, or undo/redo of the log. */
type AnyCommand = { type: string };

/** A new game from a setup the test knows is legal. */
export function createdGame<S extends GameState>(setup: GameSetup): Game<S> {
  const result = createGame(setup);
  if (!result.ok) throw new Error(`setup refused: ${result.error.code} ${JSON.stringify(result.error.params)}`);
  return result.value as Game<S>;
}

/** Decides and applies a command that must be accepted. */
export function applyCommand<S extends GameState>(game: Game<S>, command: AnyCommand): Game<S> {
  const decided = decideStep(game, command as never);
  if (!decided.ok) throw new Error(`refused: ${JSON.stringify(command)} → ${decided.error.code}`);
  return applyStep(game, decided.value);
}

/**
 * Plays a random game (its ruleset's `random` policy) to its end or `maxSteps`, calling `visit` on each
 * accepted command; a share `undoRate` of the steps are undo or redo instead (refused ones are skipped).
 */
export function walkRandomGame<S extends GameState>(
  setup: GameSetup,
  pick: Pick,
  maxSteps: number,
  visit: (before: Game<S>, command: AnyCommand, after: Game<S>) => Game<S> | void,
  undoRate = 0,
): Game<S> {
  let game = createdGame<S>(setup);
  for (let i = 0; i < maxSteps; i++) {
    let command: AnyCommand | null;
    if (undoRate > 0 && pick(100) < undoRate * 100) command = pick(2) === 0 ? { type: 'undo' } : { type: 'redo' };
    else command = rulesetOfState(game.state).simulator.random(game.state, pick) as AnyCommand | null;
    if (!command) return game;
    const decided = decideStep(game, command as never);
    if (!decided.ok) {
      if (command.type === 'undo' || command.type === 'redo') continue;
      throw new Error(`random command refused: ${decided.error.code} ${JSON.stringify(command)}`);
    }
    const after = applyStep(game, decided.value);
    game = visit(game, command, after) ?? after;
  }
  return game;
}

/** Property: after any accepted game command, undo gives the state before exactly, and redo the one after. */
export function undoRedoRestores(setup: GameSetup, choices: Choices, maxSteps: number): void {
  walkRandomGame(setup, pickOf(choices), maxSteps, (before, command, after) => {
    if (command.type === 'undo' || command.type === 'redo') return;
    const undone = applyCommand(after, { type: 'undo' });
    expect(undone.state).toEqual(before.state);
    const redone = applyCommand(undone, { type: 'redo' });
    expect(redone.state).toEqual(after.state);
    return redone;
  });
}

/** Property: undoing a whole game returns to its creation, and redoing it all returns to its end. */
export function undoAllRedoAllRestores(setup: GameSetup, choices: Choices, maxSteps: number): void {
  const start = createdGame(setup);
  const end = walkRandomGame(setup, pickOf(choices), maxSteps, () => undefined, 0.1);
  let game = end;
  const steps = history(game.log).effective.filter((s) => s > 0).length;
  for (let i = 0; i < steps; i++) game = applyCommand(game, { type: 'undo' });
  expect(game.state).toEqual(start.state);
  for (let i = 0; i < steps; i++) game = applyCommand(game, { type: 'redo' });
  expect(game.state).toEqual(end.state);
}
