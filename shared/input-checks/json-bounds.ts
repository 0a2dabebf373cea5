/**
 * A cheap walk over an untrusted parsed value before any schema reads it: plain JSON only, bounded depth
 * and size, and no key that could reach an object's prototype. Iterative, so a hostile nesting cannot
 * overflow the stack; a cycle is caught by the depth bound.
 */

/** Keys refused anywhere in a record: none of its fields is named so, and these reach prototypes. */
export const FORBIDDEN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** Why a value is not plain bounded JSON: too deep or too big (`too-large`), or not JSON (`invalid`). */
export type JsonProblem = { kind: 'too-large' | 'invalid'; message: string };

/** The first problem of `value` as bounded plain JSON (depth at most `maxDepth`, at most `maxNodes` values), or null. */
export function jsonProblem(value: unknown, maxDepth: number, maxNodes: number): JsonProblem | null {
  const stack: { node: unknown; depth: number; path: string }[] = [{ node: value, depth: 0, path: '' }];
  let nodes = 0;
  while (stack.length > 0) {
    const { node, depth, path } = stack.pop()!;
    if (++nodes > maxNodes) return { kind: 'too-large', message: `A game record may hold at most ${maxNodes} values.` };
    if (node === null || typeof node === 'string' || typeof node === 'boolean') continue;
    if (typeof node === 'number') {
      if (!Number.isFinite(node)) return { kind: 'invalid', message: `${where(path)}: numbers must be finite` };
      continue;
    }
    if (typeof node !== 'object')
      return { kind: 'invalid', message: `${where(path)}: not a JSON value (${typeof node})` };
    if (depth >= maxDepth) return { kind: 'invalid', message: `${where(path)}: nested deeper than ${maxDepth} levels` };
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], depth: depth + 1, path: `${path}.${i}` });
      continue;
    }
    const proto = Object.getPrototypeOf(node) as unknown;
    if (proto !== Object.prototype && proto !== null)
      return { kind: 'invalid', message: `${where(path)}: not a plain JSON object` };
    for (const key of Object.keys(node)) {
      if (FORBIDDEN_KEYS.includes(key))
        return { kind: 'invalid', message: `${where(path)}: the key "${key}" is not allowed` };
      stack.push({ node: (node as Record<string, unknown>)[key], depth: depth + 1, path: `${path}.${key}` });
    }
  }
  return null;
}

function where(path: string): string {
  return path === '' ? 'the record' : path.slice(1, 200);
}

/** Whether two plain JSON values are equal, object keys in any order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => jsonEqual(item, other[i]));
  }
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) && jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
