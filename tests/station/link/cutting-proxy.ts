import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay between a page and the browser-mode server that cuts the connection at seeded random
 * moments: before a chunk is passed on, in either direction. A cut on the way in loses a request before
 * the station saw it; a cut on the way out loses the answer to a command the station has applied.
 */
export interface CuttingProxy {
  port: number;
  /** How many connections were cut so far. */
  readonly cuts: number;
  /** Sets the chance that a chunk's connection is cut (0: never). */
  setRate(rate: number): void;
  close(): Promise<void>;
}

/** mulberry32: a small seeded generator, so a failing run can be played again. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Starts a relay to 127.0.0.1:`target` that cuts nothing until given a rate. */
export async function startCuttingProxy(target: number, seed: number): Promise<CuttingProxy> {
  const random = seededRandom(seed);
  const open = new Set<Socket>();
  let cuts = 0;
  let rate = 0;
  const server: Server = createServer((page) => {
    const station = connect(target, '127.0.0.1');
    open.add(page);
    open.add(station);
    const cut = () => {
      cuts++;
      page.destroy();
      station.destroy();
    };
    const relay = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        if (rate > 0 && random() < rate) cut();
        else to.write(chunk);
      });
    relay(page, station);
    relay(station, page);
    for (const socket of [page, station]) {
      socket.on('error', () => {});
      socket.on('close', () => {
        open.delete(socket);
        page.destroy();
        station.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the proxy has no port');
  return {
    port: address.port,
    get cuts() {
      return cuts;
    },
    setRate(next) {
      rate = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
