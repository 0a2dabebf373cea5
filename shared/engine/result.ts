import type { Result, RuleError } from './types.ts';

/** Wraps a value as a successful result. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** Builds a failed result naming the rule that refused. */
export function fail<T = never>(code: string, params: RuleError['params'] = {}): Result<T> {
  return { ok: false, error: { code, params } };
}

/**
 * The refusal of a command the ruleset does not know: a type it has no rule for, or no command at all
 * (a decide is never trusted with its input's shape). The error names the type, or the value itself.
 */
export function unknownCommand<T = never>(rulesetId: string, command: unknown): Result<T> {
  const type = typeof command === 'object' && command !== null ? (command as { type?: unknown }).type : command;
  return fail(`${rulesetId}.unknown-command`, { command: String(type) });
}
