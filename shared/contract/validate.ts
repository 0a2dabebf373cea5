import * as v from 'valibot';
import type { StationResult } from './errors.ts';

/** Validates a payload against its schema: the parsed value, or an invalid-payload error in plain words. */
export function validatePayload<S extends v.GenericSchema>(
  schema: S,
  payload: unknown,
): StationResult<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, payload);
  if (parsed.success) return { ok: true, value: parsed.output };
  const issues = parsed.issues.map((issue) => {
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  return {
    ok: false,
    error: { kind: 'invalid-payload', message: `Invalid request: ${issues[0] ?? 'unknown problem'}`, issues },
  };
}
