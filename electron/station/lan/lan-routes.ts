/** What a request target asks for; anything but the fixed routes is `none`. */
export type Route =
  | { kind: 'card'; token: string }
  | { kind: 'mirror-page'; key: string | null }
  | { kind: 'mirror-events'; key: string | null }
  | { kind: 'asset'; path: string }
  | { kind: 'none' };

/**
 * Finds the route of a raw request target without decoding it: only the fixed paths match, so
 * `/r/../x`, `%2e%2e` and encoded slashes can never reach anything but a 404.
 */
export function routeOf(target: string): Route {
  const q = target.indexOf('?');
  const path = q < 0 ? target : target.slice(0, q);
  const query = q < 0 ? '' : target.slice(q + 1);
  if (path.startsWith('/r/')) return { kind: 'card', token: path.slice(3) };
  // The mirror page's scripts, styles and pictures: the renderer build's shared folder, nothing else.
  if (path.startsWith('/assets/')) return { kind: 'asset', path };
  if (path === '/projector' || path === '/projector/events') {
    const key = new URLSearchParams(query).get('key');
    return path === '/projector' ? { kind: 'mirror-page', key } : { kind: 'mirror-events', key };
  }
  return { kind: 'none' };
}

/** Whether an address is a wildcard (0.0.0.0, ::), which would expose the server on every interface. */
export function isWildcard(host: string): boolean {
  return /^[0:.]+$/.test(host);
}
