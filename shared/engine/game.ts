import { foldedState } from './emitter.ts';
import { fail, ok } from './result.ts';
import { cleanGenders, type SeatGenders } from './gender.ts';
import { rulesetFor } from './rulesets/index.ts';
import type { AnyRuleset } from './rulesets/index.ts';
import type { EngineCommand, GameEvent, GameSetup, GameState, LoggedEvent, MetaEvent, Result, Role } from './types.ts';

/** One stored event and the step (the moderator command) it belongs to. */
export interface LogEntry {
  step: number;
  event: LoggedEvent;
}

/** A game as the host holds it: its whole log and the state folded from its effective steps. */
export interface Game<S extends GameState = GameState> {
  log: LogEntry[];
  state: S;
  /** The number of steps in the log; a command must expect this number to be applied. */
  version: number;
}

/** An undo or redo marker: a step that changes which earlier steps count. */
export function isMeta(event: LoggedEvent): event is Extract<MetaEvent, { type: 'steps-undone' | 'steps-redone' }> {
  return event.type === 'steps-undone' || event.type === 'steps-redone';
}

/** A log-level event the rules never fold: the undo and redo markers, and the dawn's announcement. */
export function isLogOnly(event: LoggedEvent): event is MetaEvent {
  return isMeta(event) || event.type === 'dawn-announced';
}

function rulesetOf(setup: GameSetup): AnyRuleset {
  const ruleset = rulesetFor(setup.rulesetId);
  if (!ruleset) throw new Error(`unknown ruleset ${setup.rulesetId}`);
  return ruleset;
}

/** The ruleset a game state belongs to. Throws only for a state no ruleset made (a bug, not bad input). */
export function rulesetOfState(state: GameState): AnyRuleset {
  const ruleset = rulesetFor(state.rulesetId);
  if (!ruleset) throw new Error(`unknown ruleset ${state.rulesetId}`);
  return ruleset;
}

/** Groups a log's entries by step, in order. */
function stepsOf(log: LogEntry[]): { step: number; events: LoggedEvent[] }[] {
  const steps: { step: number; events: LoggedEvent[] }[] = [];
  for (const entry of log) {
    const last = steps.at(-1);
    if (last && last.step === entry.step) last.events.push(entry.event);
    else steps.push({ step: entry.step, events: [entry.event] });
  }
  return steps;
}

/** The history as undo and redo left it: which game steps count, and which undone ones can be redone. */
export function history(log: LogEntry[]): { effective: number[]; undone: Set<number>; redoable: number[][] } {
  const undone = new Set<number>();
  const effective: number[] = [];
  let redoable: number[][] = [];
  for (const { step, events } of stepsOf(log)) {
    const first = events[0];
    if (!first) continue;
    if (first.type === 'steps-undone') {
      first.steps.forEach((s) => undone.add(s));
      redoable = [...redoable, first.steps];
    } else if (first.type === 'steps-redone') {
      first.steps.forEach((s) => undone.delete(s));
      redoable = redoable.slice(0, -1);
    } else {
      effective.push(step);
      // A new step after an undo makes the undone branch unreachable by redo (it stays in the log).
      redoable = [];
    }
  }
  return { effective: effective.filter((s) => !undone.has(s)), undone, redoable };
}

/** The game events that count, in order: every step not marked undone. Undo and redo markers are skipped. */
export function effectiveEvents(log: LogEntry[]): GameEvent[] {
  const { undone } = history(log);
  const events: GameEvent[] = [];
  for (const entry of log) {
    if (!isLogOnly(entry.event) && !undone.has(entry.step)) events.push(entry.event);
  }
  return events;
}

/** Folds a log into its state: the replay of its effective events. The log must start with game-created. */
export function replay(log: LogEntry[]): GameState {
  const events = effectiveEvents(log);
  const first = events[0];
  if (!first || first.type !== 'game-created') throw new Error('a game log starts with game-created');
  const ruleset = rulesetOf(first.setup);
  let state = ruleset.initialState(first.setup);
  for (const event of events.slice(1)) state = ruleset.evolve(state, event);
  return state;
}

/** Validates a setup and returns the first step of a new game, or the rule the setup breaks. */
export function createGame(setup: GameSetup): Result<Game> {
  const ruleset = rulesetFor(setup.rulesetId);
  if (!ruleset) return fail('setup.unknown-ruleset', { ruleset: String(setup.rulesetId) });
  const valid = ruleset.validateSetup(setup);
  if (!valid.ok) return valid;
  let created = valid.value as GameSetup;
  // The players' genders ride along with their names for the texts; a table with none set records none.
  if (setup.genders?.some((g) => g !== null)) {
    const genders = cleanGenders(setup.genders, created.players.length);
    if (!genders.ok) return genders;
    created = { ...created, genders: genders.value };
  }
  const log: LogEntry[] = [{ step: 0, event: { type: 'game-created', setup: created } as LoggedEvent }];
  return ok({ log, state: ruleset.initialState(created as never), version: 1 });
}

/** A ruleset command's decision: its events and the state they lead to. */
export interface Decision<S extends GameState = GameState> {
  events: GameEvent[];
  state: S;
}

/**
 * The state a ruleset's events lead to from `state`. The events of a decision were already folded by
 * decide's emitter (shared/engine/emitter.ts): that state is reused, so every event is folded once.
 */
export function stateAfter<S extends GameState>(ruleset: AnyRuleset, state: S, events: readonly GameEvent[]): S {
  const folded = foldedState(state, events);
  if (folded !== undefined) return folded;
  let next = state;
  for (const event of events) next = ruleset.evolve(next, event) as S;
  return next;
}

/** Decides a ruleset command against a state: its events and the state they lead to, or the rule it breaks. */
export function decideState<S extends GameState>(ruleset: AnyRuleset, state: S, command: unknown): Result<Decision<S>> {
  const decided: Result<GameEvent[]> = ruleset.decide(state, command);
  if (!decided.ok) return decided;
  return ok({ events: decided.value, state: stateAfter(ruleset, state, decided.value) });
}

/** Decides a command against a game: the events of its step, or the rule it breaks. Never throws. */
export function decideStep<S extends GameState>(game: Game<S>, command: EngineCommand): Result<LoggedEvent[]> {
  if (command.type === 'undo') {
    // Step 0 creates the game and cannot be undone.
    const last = history(game.log)
      .effective.filter((s) => s > 0)
      .at(-1);
    if (last === undefined) return fail('undo.nothing-to-undo');
    return ok([{ type: 'steps-undone', steps: [last] }]);
  }
  if (command.type === 'rewind') {
    // "Rewind to here": every effective step after the chosen one is undone in one marker, so one redo
    // brings them all back; the chosen step must itself be in effect.
    const { effective } = history(game.log);
    if (!effective.includes(command.toStep)) return fail('rewind.not-a-step', { step: command.toStep });
    const later = effective.filter((s) => s > command.toStep);
    if (later.length === 0) return fail('rewind.nothing-after', { step: command.toStep });
    return ok([{ type: 'steps-undone', steps: later }]);
  }
  if (command.type === 'announce-dawn') {
    if (heldDawn(game) === null) return fail('dawn.nothing-to-announce');
    return ok([{ type: 'dawn-announced' }]);
  }
  if (command.type === 'redo') {
    const next = history(game.log).redoable.at(-1);
    if (!next) return fail('redo.nothing-to-redo');
    return ok([{ type: 'steps-redone', steps: next }]);
  }
  return rulesetOf(setupOf(game)).decide(game.state, command);
}

/** Appends one decided step to a game and folds it in. */
export function applyStep<S extends GameState>(game: Game<S>, events: LoggedEvent[]): Game<S> {
  const step = game.version;
  const log = [...game.log, ...events.map((event) => ({ step, event }))];
  const meta = events.some(isMeta);
  if (meta) return { log, state: replay(log) as S, version: step + 1 };
  const ruleset = rulesetOf(setupOf(game));
  const ruled = events.some(isLogOnly)
    ? (events.filter((event) => !isLogOnly(event)) as GameEvent[])
    : (events as GameEvent[]);
  return { log, state: stateAfter(ruleset, game.state, ruled), version: step + 1 };
}

/** Rebuilds a game from a stored log. */
export function gameFromLog(log: LogEntry[]): Game {
  const version = log.reduce((max, e) => Math.max(max, e.step + 1), 0);
  return { log, state: replay(log), version };
}

/** The setup a game was created with. */
export function setupOf(game: Game<GameState>): GameSetup {
  const first = game.log[0]?.event;
  if (!first || first.type !== 'game-created') throw new Error('a game log starts with game-created');
  return first.setup;
}

/** The roles to deal for a game in setup; the host shuffles them. */
export function deckOf(game: Game<GameState>): Role[] {
  return rulesetOf(setupOf(game)).deck(game.state) as Role[];
}

/**
 * A command as the window sends it, with the random outcomes the host draws filled in by `shuffle`: the
 * ruleset's own (copag-mafia's characters and recruits, RULES.md §5), else a deal's roles only.
 */
export function withHostOutcomes(
  game: Game<GameState>,
  command: EngineCommand,
  shuffle: <T>(list: readonly T[]) => T[],
): EngineCommand {
  const ruleset = rulesetOf(setupOf(game));
  if (ruleset.withRandomOutcomes) return ruleset.withRandomOutcomes(game.state, command, shuffle) as EngineCommand;
  return command.type === 'deal' ? ({ type: 'deal', roles: shuffle(deckOf(game)) } as EngineCommand) : command;
}

/**
 * The dawn the room has not been told yet: the game just before the last effective step, when that step
 * ended a night in a day (the victims, "nobody died", the day's start) and nothing has followed it. The
 * moderator reads the dawn's summary first; his announce-dawn step, or any later step, releases it
 * (issue 12 §3: the room sees the night's outcome only when the moderator announces it). A night that
 * ends the game is not held: the result is the announcement. Null when nothing is held.
 */
export function heldDawn(game: Game): GameState | null {
  const phase = game.state.phase;
  if (phase === 'night' || phase === 'ended') return null;
  const last = history(game.log).effective.at(-1);
  if (last === undefined || last === 0) return null;
  const events = game.log.filter((entry) => entry.step === last).map((entry) => entry.event);
  const first = events[0];
  if (!first || isLogOnly(first)) return null;
  // Every ruleset's dawn starts the day ('day-began'): a cheap test before the replay.
  if (!events.some((event) => event.type === 'day-began')) return null;
  const before = replay(game.log.filter((entry) => entry.step < last));
  return before.phase === 'night' ? before : null;
}

/** Each seat's gender as the game was set up (null where none is set): for the texts, never for a rule. */
export function gendersOf(game: Game<GameState>): SeatGenders {
  const setup = setupOf(game);
  return setup.players.map((_, i) => setup.genders?.[i] ?? null);
}
