import { createServer } from 'node:net';

/**
 * A port free right now, so a station started again on the same data listens where the open tab points (a page's
 * storage belongs to its origin, and the moderator's link names the port).
 */
export function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}
