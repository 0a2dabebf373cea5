/** What a request target asks for; anything but the fixed routes is `none`. */
export type Route =
  | { kind: 'card'; token: string }
  /** A police officer's reveal from his own card (issue 15): POST only, under the seat's reveal token. */
  | { kind: 'reveal-police'; token: string }
  /** An open card page asking whether its card still stands (the deal not redone, the game not over). */
  | { kind: 'card-watch'; token: string }
  | { kind: 'mirror-page'; key: string | null }
  | { kind: 'mirror-events'; key: string | null }
  | { kind: 'overlay-page'; key: string | null }
  | { kind: 'overlay-events'; key: string | null }
  | { kind: 'viewer-page'; key: string | null }
  | { kind: 'viewer-events'; key: string | null; version: string | null }
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
  if (path.startsWith('/reveal/')) return { kind: 'reveal-police', token: path.slice(8) };
  if (path.startsWith('/w/')) return { kind: 'card-watch', token: path.slice(3) };
  // The mirror page's scripts, styles and pictures: the renderer build's shared folder, nothing else.
  if (path.startsWith('/assets/')) return { kind: 'asset', path };
  if (path === '/projector' || path === '/projector/events') {
    const key = new URLSearchParams(query).get('key');
    return path === '/projector' ? { kind: 'mirror-page', key } : { kind: 'mirror-events', key };
  }
  // The stream overlays (issue 17): the room feed under the mirror's key, the viewer feed under its own.
  if (path === '/overlay' || path === '/overlay/events') {
    const key = new URLSearchParams(query).get('key');
    return path === '/overlay' ? { kind: 'overlay-page', key } : { kind: 'overlay-events', key };
  }
  if (path === '/viewer' || path === '/viewer/events') {
    const params = new URLSearchParams(query);
    const key = params.get('key');
    return path === '/viewer'
      ? { kind: 'viewer-page', key }
      : { kind: 'viewer-events', key, version: params.get('version') };
  }
  return { kind: 'none' };
}

/** Whether an address is a wildcard (0.0.0.0, ::), which would expose the server on every interface. */
export function isWildcard(host: string): boolean {
  return /^[0:.]+$/.test(host);
}
