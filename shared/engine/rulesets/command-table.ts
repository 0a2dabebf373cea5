import type { Result } from '../core.ts';
import { fail } from '../result.ts';
import { countAgainstVoters } from './counted-hands.ts';

/**
 * A ruleset's commands as a table: one handler per command type, each given the command of its own type
 * (and whatever else the ruleset's decide passes along, such as City Mafia's emitter). The table is the
 * ruleset's whole list of commands; what is not in it is refused at the door, the same in every ruleset.
 */
export type CommandTable<S, C extends { type: string }, A extends unknown[], T> = {
  readonly [K in C['type']]: (state: S, command: Extract<C, { type: K }>, ...rest: A) => T;
};

/**
 * Runs a command through a ruleset's table. Refused before any handler looks at it: what is not an object,
 * any command once the game has ended, a type the table does not list (read as the table's own key, so a
 * type such as `constructor` or `__proto__` is unknown too), and a count of hands its voter list contradicts.
 * Never throws: each handler checks its own fields.
 */
export function runCommand<S extends { phase: string }, C extends { type: string }, A extends [] | [unknown], T>(
  rule: string,
  table: CommandTable<S, C, A, T>,
  state: S,
  command: C,
  ...rest: A
): T | Result<never>;
// What a handler is given besides the state and the command is one optional argument here, not a rest parameter:
// the rest list was a new array at every command decided, passed along or not (issue 14: bytes allocated per game),
// and the one ruleset that passes something (City Mafia, its emitter) passes one thing.
export function runCommand(
  rule: string,
  table: CommandTable<{ phase: string }, { type: string }, [unknown?], unknown>,
  state: { phase: string },
  command: { type: string },
  extra?: unknown,
): unknown {
  // The same decision again is answered first: it passed the checks below with these very objects, and
  // they cost more than the match (the type is read from commands of every shape, and looked up twice).
  if (extra === undefined && lastTable === table && lastState === state && lastCommand === command) return lastResult;
  if (typeof command !== 'object' || command === null)
    return fail(`${rule}.unknown-command`, { command: String(command) });
  if (state.phase === 'ended') return fail(`${rule}.game-over`);
  const type: unknown = command.type;
  if (typeof type !== 'string' || !Object.hasOwn(table, type))
    return fail(`${rule}.unknown-command`, { command: String(type) });
  // A count of hands that its own voter list contradicts is refused here, for every ruleset's vote commands.
  const contradicted = countAgainstVoters(command);
  if (contradicted) return fail(`${rule}.voters-must-match-count`, contradicted);
  const handler = table[type];
  if (extra !== undefined) return handler!(state, command, extra);
  const result = handler!(state, command);
  lastTable = table;
  lastState = state;
  lastCommand = command;
  lastResult = result;
  return result;
}

/*
 * The last decision made through a table. The random player asks whether a command is legal by deciding it,
 * then plays it: the very same state and command are decided again at once. States and commands are never
 * mutated and a handler is pure, so the same objects always decide the same: the first answer is reused.
 * Matched by identity, and only the last is kept, so nothing stale is ever used and nothing grows. A decide
 * that passes more than the command along (City Mafia's emitter) is not kept: its handler writes into it.
 */
// Four variables, not one object: decide runs at every step of every simulated game, and an object per
// decision was only garbage to collect.
let lastTable: object | null = null;
let lastState: unknown = null;
let lastCommand: unknown = null;
let lastResult: unknown = null;
