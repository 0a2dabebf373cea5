/**
 * Correcting a past step (issue 6 item 1): "the correction is appended to the log and everything after
 * it is recomputed". Nothing is deleted: a rewind to just before the step marks it and every later step
 * undone, the corrected command follows, then the commands of the later steps (read back from their
 * events) are decided again in order while the rules accept them. Pure over the game; the station
 * writes the steps and publishes.
 */
import type { StepForm } from '../../shared/contract/index.ts';
import {
  applyStep,
  commandOfStep,
  createGame,
  decideStep,
  gameFromLog,
  history,
  moderatorView,
  setupOf,
  type EngineCommand,
  type Game,
  type LoggedEvent,
  type Result,
  type RuleError,
} from '../../shared/engine/index.ts';

function refuse<T>(code: string, params: Record<string, string | number> = {}): Result<T> {
  return { ok: false, error: { code, params } };
}

/** The events of each step of a log, by step number. */
function eventsByStep(game: Game): LoggedEvent[][] {
  const steps: LoggedEvent[][] = [];
  for (const { step, event } of game.log) (steps[step] ??= []).push(event);
  return steps;
}

/** A step the moderator may correct: a game step still in effect, not the setup (step 0) nor an undo or redo marker. */
function correctable(game: Game, step: number): RuleError | null {
  if (step >= game.version) return { code: 'correct.no-such-step', params: { step } };
  if (step === 0) return { code: 'correct.step-zero', params: { step } };
  const first = game.log.find((e) => e.step === step)?.event;
  if (!first || first.type === 'steps-undone' || first.type === 'steps-redone' || first.type === 'dawn-announced')
    return { code: 'correct.meta-step', params: { step } };
  if (!history(game.log).effective.includes(step)) return { code: 'correct.undone-step', params: { step } };
  return null;
}

/** Whether the moderator may correct a step (the archive's replay offers the correction only there). */
export function isCorrectable(game: Game, step: number): boolean {
  return correctable(game, step) === null;
}

/** The game just before a step: its log up to the step, folded. */
function gameBefore(game: Game, step: number): Game {
  return gameFromLog(game.log.filter((e) => e.step < step));
}

/** The form to correct a step: the prompts and view before it, and the command it stood for; or why it cannot be corrected. */
export function stepForm(game: Game, gameId: string, step: number): Result<StepForm> {
  const refused = correctable(game, step);
  if (refused) return { ok: false, error: refused };
  const before = gameBefore(game, step);
  const recorded = commandOfStep(before, eventsByStep(game)[step] ?? []);
  // Every step the station wrote reads back as its command (tests/engine/command-of-step.test.ts).
  if (!recorded) return refuse('correct.meta-step', { step });
  const view = moderatorView(before, gameId);
  return {
    ok: true,
    value: { step, rulesetId: before.state.rulesetId as StepForm['rulesetId'], prompts: view.prompts, view, recorded },
  };
}

/** The command a step stood for (with what the host drew for it: the roles dealt, a mission's recruits), or null. */
export function recordedCommand(game: Game, step: number): EngineCommand | null {
  if (correctable(game, step)) return null;
  return commandOfStep(gameBefore(game, step), eventsByStep(game)[step] ?? []);
}

/**
 * The host's shuffle for a step corrected into a command of the same kind: what the step drew at the table comes
 * out first, in its order (the roles dealt, the characters drawn, a mission's recruits), then the rest as given.
 * A correction mends what the moderator entered; it does not deal again (tryout 12: correcting the deal drew new
 * roles nobody held, and the preview and the correction each drew their own).
 */
export function keptDraws(recorded: EngineCommand): <T>(list: readonly T[]) => T[] {
  const drawn: unknown[] = Object.values(recorded).filter(Array.isArray).flat();
  return <T>(list: readonly T[]): T[] => {
    const rest = [...list];
    const first: T[] = [];
    for (const item of drawn) {
      const at = rest.indexOf(item as T);
      if (at >= 0) first.push(...rest.splice(at, 1));
    }
    return [...first, ...rest];
  };
}

/** A correction ready to write: the events of each new step in order, the game after them, and the counts. */
export interface PlannedCorrection {
  steps: LoggedEvent[][];
  game: Game;
  replayed: number;
  dropped: number;
  /** The corrected step records what the step records now (the form sent as it stood). */
  unchanged: boolean;
}

/**
 * Plans the correction of `step` by `command` (a game command; `complete` adds the host's random outcome
 * to a deal). Refused, with nothing planned, when the step cannot be corrected or the rules refuse the
 * corrected command. The later steps are the ones in effect after `step`, in order; the first the rules
 * refuse stops the replay, and it and every step after it are dropped.
 */
export function planCorrection(
  game: Game,
  step: number,
  command: EngineCommand,
  complete: (game: Game, command: EngineCommand) => EngineCommand,
): Result<PlannedCorrection> {
  const refused = correctable(game, step);
  if (refused) return { ok: false, error: refused };
  if (
    command.type === 'undo' ||
    command.type === 'redo' ||
    command.type === 'rewind' ||
    command.type === 'announce-dawn'
  )
    return refuse('correct.meta-command', { command: command.type });
  const { effective } = history(game.log);
  const toStep = effective.filter((s) => s < step).at(-1) ?? 0;
  const steps: LoggedEvent[][] = [];
  const rewind = decideStep(game, { type: 'rewind', toStep });
  if (!rewind.ok) return rewind;
  let next = applyStep(game, rewind.value);
  steps.push(rewind.value);
  const corrected = decideStep(next, complete(next, command));
  if (!corrected.ok) return corrected;
  next = applyStep(next, corrected.value);
  steps.push(corrected.value);
  const unchanged = JSON.stringify(corrected.value) === JSON.stringify(eventsByStep(game)[step] ?? []);
  const later = laterCommands(game, step, effective);
  let replayed = 0;
  for (const again of later) {
    const decided = again ? decideStep(next, again) : null;
    if (!decided?.ok) break;
    next = applyStep(next, decided.value);
    steps.push(decided.value);
    replayed++;
  }
  return { ok: true, value: { steps, game: next, replayed, dropped: later.length - replayed, unchanged } };
}

/** The commands of the steps in effect after `step`, each read against the game as it stood before it. */
function laterCommands(game: Game, step: number, effective: number[]): (EngineCommand | null)[] {
  const events = eventsByStep(game);
  const start = createGame(setupOf(game));
  if (!start.ok) return [];
  // The effective history folded step by step: what the moderator saw before each later step.
  let before = start.value;
  const commands: (EngineCommand | null)[] = [];
  for (const s of effective) {
    if (s === 0) continue;
    const stepEvents = events[s] ?? [];
    if (s > step) commands.push(commandOfStep(before, stepEvents));
    before = applyStep(before, stepEvents);
  }
  return commands;
}
