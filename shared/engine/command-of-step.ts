/**
 * The command a recorded step stands for. The archive keeps each step's events, not the command that
 * caused them; importing a record and correcting a past step both need the command back, to decide it
 * again. Pure: the game before the step and the step's events are all it reads.
 */
import { history, type Game } from './game.ts';
import { commandOfStep as cityMafiaCommand } from './rulesets/city-mafia/command-of-step.ts';
import { commandOfStep as davidoff1987Command } from './rulesets/davidoff-1987/command-of-step.ts';
import { commandOfStep as frenchDeckCommand } from './rulesets/french-deck/command-of-step.ts';
import { commandOfStep as mensaHungariqaCommand } from './rulesets/mensa-hungariqa/command-of-step.ts';
import type { EngineCommand, GameCommand, GameState, LoggedEvent, RulesetId } from './types.ts';

/** Each ruleset's reading of a step's events as its command (rulesets/<id>/command-of-step.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const BY_RULESET: Record<RulesetId, (state: any, events: readonly any[]) => GameCommand | null> = {
  'davidoff-1987': davidoff1987Command,
  'french-deck': frenchDeckCommand,
  'mensa-hungariqa': mensaHungariqaCommand,
  'city-mafia': cityMafiaCommand,
};

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
  const read = BY_RULESET[game.state.rulesetId as RulesetId];
  if (!read) return null;
  try {
    return read(game.state as GameState, events);
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
  const toStep = history(game.log).effective.filter((s) => s < first).at(-1) ?? 0;
  return { type: 'rewind', toStep };
}
