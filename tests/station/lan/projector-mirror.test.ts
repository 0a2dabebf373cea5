import { request, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { MirrorPush, TimerState } from '../../../shared/contract/index.ts';
import { MAX_MIRRORS, type LanServer } from '../../../electron/station/lan/index.ts';
import {
  dayView,
  fakePagesDir as fakeBuild,
  get,
  HOSTILE_NAME,
  pathOf,
  startTestServer,
  type FakeFeed,
  type FakeProjector,
  type FakeTimer,
} from './lan-helpers.ts';

/** The pushes a mirror gets on connect, in PUSHES' order: the view, the timer, the hold screen. */
const connectPushes = (
  view: unknown,
  timer: { timer: TimerState | null; revision: number } = { timer: null, revision: 0 },
  held = false,
  locale = 'en',
): MirrorPush[] =>
  [
    { channel: 'public.view', view: held ? null : view },
    { channel: 'timer.state', ...timer },
    { channel: 'projector.hold', on: held, locale },
  ] as MirrorPush[];

/** An open event stream: its response, and the `data:` payloads received so far, parsed. */
interface Stream {
  res: IncomingMessage;
  raw: () => string;
  events: unknown[];
  next(count: number): Promise<void>;
  close(): void;
}

function openStream(server: LanServer, path: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request({ host: server.host, port: server.port, path, agent: false }, (res) => {
      let raw = '';
      const events: unknown[] = [];
      const waiters: { count: number; done: () => void }[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        const blocks = raw.split('\n\n');
        events.length = 0;
        for (const block of blocks.slice(0, -1)) {
          for (const line of block.split('\n')) if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
        }
        for (const w of [...waiters])
          if (events.length >= w.count) {
            waiters.splice(waiters.indexOf(w), 1);
            w.done();
          }
      });
      resolve({
        res,
        raw: () => raw,
        events,
        next: (count) =>
          events.length >= count ? Promise.resolve() : new Promise((done) => waiters.push({ count, done })),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('projector mirror', () => {
  let server: LanServer;
  let feed: FakeFeed;
  afterEach(() => server.close());

  it('refuses a missing or wrong key, on the page and on the stream', async () => {
    const pagesDir = fakeBuild();
    ({ server, feed } = await startTestServer({ pagesDir }));
    const key = new URL(server.mirrorUrl()).searchParams.get('key')!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const path of [
      '/projector',
      '/projector?key=',
      '/projector?key=wrong',
      `/projector?key=${key}x`,
      '/projector/events',
      `/projector/events?key=${key.slice(1)}`,
      `/projector/events?Key=${key}`,
    ]) {
      const reply = await get(server, path);
      expect(reply.status, path).toBe(404);
      expect(reply.body).toBe('Not found');
      expect(reply.body).not.toContain('Ann');
    }
    expect(feed.listeners()).toBe(0);
  });

  it('streams the projector’s pushes on connect, then each change of the public view', async () => {
    ({ server, feed } = await startTestServer());
    const stream = await openStream(
      server,
      `/projector/events?key=${new URL(server.mirrorUrl()).searchParams.get('key')}`,
    );
    expect(stream.res.statusCode).toBe(200);
    expect(stream.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(stream.res.headers).some((h) => h.startsWith('access-control-'))).toBe(false);
    await stream.next(3);
    expect(stream.events).toEqual(connectPushes(dayView()));
    // Names travel as data, never as markup: the page draws them as text (Vue's interpolation).
    expect(stream.raw()).toContain(JSON.stringify(HOSTILE_NAME).slice(1, -1));

    feed.publish(dayView(2));
    await stream.next(4);
    expect(stream.events[3]).toEqual({ channel: 'public.view', view: dayView(2) });
    feed.publish(null);
    await stream.next(5);
    expect(stream.events[4]).toEqual({ channel: 'public.view', view: null });

    stream.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(feed.listeners()).toBe(0);
  });

  it('pushes the timer, the hold screen and the projector’s language; on hold the game is not sent at all', async () => {
    let timer: FakeTimer, projector: FakeProjector;
    ({ server, feed, timer, projector } = await startTestServer());
    const stream = await openStream(server, pathOf(server.mirrorUrl()).replace('/projector', '/projector/events'));
    await stream.next(3);
    const running: TimerState = {
      kind: 'speech',
      seat: 2,
      totalMs: 60_000,
      remainingMs: 42_000,
      running: true,
      revision: 7,
    };
    timer.set(running);
    await stream.next(4);
    expect(stream.events[3]).toEqual({ channel: 'timer.state', timer: running, revision: 1 });

    // On hold: the hold screen first, then the game goes (the view is null while held, whatever changes).
    projector.set({ held: true });
    await stream.next(6);
    expect(stream.events.slice(4, 6)).toEqual([
      { channel: 'projector.hold', on: true, locale: 'en' },
      { channel: 'public.view', view: null },
    ]);
    feed.publish(dayView(3));
    await stream.next(7);
    expect(stream.events[6]).toEqual({ channel: 'public.view', view: null });
    for (const name of [HOSTILE_NAME, '<b>Bo</b>', 'Dee'])
      expect(JSON.stringify(stream.events.slice(4))).not.toContain(JSON.stringify(name).slice(1, -1));

    // Released: the game comes back behind the hold screen, then the screen lifts; the language rides along.
    projector.set({ held: false, locale: 'ja' });
    await stream.next(9);
    expect(stream.events.slice(7, 9)).toEqual([
      { channel: 'public.view', view: dayView(3) },
      { channel: 'projector.hold', on: false, locale: 'ja' },
    ]);
    projector.set({ locale: 'ru' });
    await stream.next(10);
    expect(stream.events[9]).toEqual({ channel: 'projector.hold', on: false, locale: 'ru' });
    stream.close();
  });

  it('a mirror connecting while the room is held gets no game', async () => {
    let projector: FakeProjector;
    ({ server, feed, projector } = await startTestServer());
    projector.set({ held: true });
    const stream = await openStream(server, pathOf(server.mirrorUrl()).replace('/projector', '/projector/events'));
    await stream.next(3);
    expect(stream.events).toEqual(connectPushes(dayView(), undefined, true));
    expect(stream.raw()).not.toContain('Dee');
    stream.close();
  });

  it('serves the built mirror page to the right key, and the build’s assets, under the strict CSP', async () => {
    const pagesDir = fakeBuild();
    ({ server } = await startTestServer({ pagesDir }));
    const page = await get(server, pathOf(server.mirrorUrl()));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('../assets/mirror-1.js');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    // No inline script or style, no eval, no framing.
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|sha256-/);
    expect(csp).toContain("frame-ancestors 'none'");
    const script = await get(server, '/assets/mirror-1.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toBe('export const screen = 1;');
    expect((await get(server, '/assets/mirror-1.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    // Only the build's assets: no source map, hidden file, link out of the build, traversal or other page.
    for (const path of [
      '/assets/mirror-1.js.map',
      '/assets/.hidden.js',
      '/assets/link.js',
      '/assets/../moderator/index.html',
      '/assets/%2e%2e/moderator/index.html',
      '/assets/',
      '/moderator/index.html',
      '/mirror/index.html',
    ]) {
      const reply = await get(server, path);
      expect(reply.status, path).toBeGreaterThanOrEqual(400);
      expect(reply.body, path).not.toMatch(/the console|secret|outside/);
    }
  });

  it('without a renderer build the mirror page is not found, and its stream still runs', async () => {
    ({ server } = await startTestServer({ pagesDir: null }));
    expect((await get(server, pathOf(server.mirrorUrl()))).status).toBe(404);
    expect((await get(server, '/assets/mirror-1.js')).status).toBe(404);
  });

  it('keeps a stream open past the request timeouts, with heartbeats', async () => {
    ({ server, feed } = await startTestServer({
      timeouts: { headersMs: 100, requestMs: 150, keepAliveMs: 100, checkIntervalMs: 20, heartbeatMs: 50 },
    }));
    const stream = await openStream(server, pathOf(server.mirrorUrl()).replace('/projector', '/projector/events'));
    await stream.next(3);
    await new Promise((r) => setTimeout(r, 500));
    feed.publish(dayView(3));
    await stream.next(4);
    expect(stream.events[3]).toEqual({ channel: 'public.view', view: dayView(3) });
    expect(stream.raw()).toContain(': keep-alive\n\n');
    stream.close();
  });

  it('caps the number of mirrors and ends every stream on close', async () => {
    ({ server, feed } = await startTestServer());
    const path = pathOf(server.mirrorUrl()).replace('/projector', '/projector/events');
    const streams = await Promise.all(Array.from({ length: MAX_MIRRORS }, () => openStream(server, path)));
    await Promise.all(streams.map((s) => s.next(3)));
    expect((await get(server, path)).status).toBe(503);
    const ended = streams.map((s) => new Promise<void>((r) => s.res.once('close', () => r())));
    await server.close();
    await Promise.all(ended);
    expect(feed.listeners()).toBe(0);
  });
});
