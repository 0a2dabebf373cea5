/**
 * The command a recorded step stands for. The archive keeps each step's events, not the command that
 * caused them; importing a record and correcting a past step both need the command back, to decide it
 * again. Pure: the game before the step and the step's events are all it reads.
 */
import { history, type Game } from './game.ts';
import { rulesetFor } from './rulesets/index.ts';
import type { EngineCommand, GameCommand, LoggedEvent } from './types.ts';

/**
 * The command that, decided against `game` (the game just before the step), yields exactly `events`:
 * an undo, redo or rewind for a marker step, else the ruleset's command. Null when no command starts
 * with the step's first event — a log no station wrote. Never throws, whatever the events hold.
 */
export function commandOfStep(game: Game, events: readonly LoggedEvent[]): EngineCommand | null {
  const first = events[0];
  if (!first || typeof first !== 'object') return null;
  if (first.type === 'steps-undone') return undoOf(game, first.steps);
  if (first.type === 'steps-redone') return { type: 'redo' };
  if (first.type === 'dawn-announced') return { type: 'announce-dawn' };
  // Each ruleset reads its own steps (rulesets/<id>/command-of-step.ts).
  const ruleset = rulesetFor(game.state.rulesetId);
  if (!ruleset) return null;
  try {
    return ruleset.commandOfStep(game.state, events) as GameCommand | null;
  } catch {
    // Events of a foreign file may lack the fields their type promises: no command makes them.
    return null;
  }
}

/**
 * A marker undoing one step is an undo (a rewind over one step writes the same marker); one undoing
 * several is a rewind to the effective step just before the first of them.
 */
function undoOf(game: Game, steps: unknown): EngineCommand | null {
  if (!Array.isArray(steps) || steps.length === 0 || !steps.every((s) => typeof s === 'number')) return null;
  if (steps.length === 1) return { type: 'undo' };
  const first = Math.min(...(steps as number[]));
  const toStep =
    history(game.log)
      .effective.filter((s) => s < first)
      .at(-1) ?? 0;
  return { type: 'rewind', toStep };
}
