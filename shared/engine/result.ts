import type { Result, RuleError } from './core.ts';

/** Wraps a value as a successful result. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** Builds a failed result naming the rule that refused. */
export function fail<T = never>(code: string, params: RuleError['params'] = {}): Result<T> {
  return { ok: false, error: { code, params } };
}
