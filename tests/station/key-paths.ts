/** The key paths of a JSON value, which the secrecy properties hold against an allowlist of what may be sent. */

/** Every object key path in a JSON value, dotted, with an array's items as `[]` (`players[].seat`). */
export function keyPaths(value: unknown, path = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keyPaths(item, `${path}[]`, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const next = path ? `${path}.${key}` : key;
      into.add(next);
      keyPaths(inner, next, into);
    }
  }
  return into;
}
