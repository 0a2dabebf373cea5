import { request, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectorLocale, TimerState } from '../../../shared/contract/index.ts';
import type { Davidoff1987PublicView as PublicView } from '../../../shared/engine/index.ts';
import { MAX_MIRRORS, mirrorFrame, type LanServer, type MirrorFrame } from '../../../electron/station/lan/index.ts';
import { dayView, get, HOSTILE_NAME, pathOf, startTestServer, type FakeFeed, type FakeProjector, type FakeTimer } from './lan-helpers.ts';

/** The frame a mirror should get for a view, with no timer and no hold. */
const frameOf = (view: PublicView | null, locale: ProjectorLocale = 'en'): MirrorFrame => mirrorFrame({ view, locale, held: false, timer: null });

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
        for (const w of [...waiters]) if (events.length >= w.count) {
          waiters.splice(waiters.indexOf(w), 1);
          w.done();
        }
      });
      resolve({
        res,
        raw: () => raw,
        events,
        next: (count) => (events.length >= count ? Promise.resolve() : new Promise((done) => waiters.push({ count, done }))),
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
    ({ server, feed } = await startTestServer());
    const key = new URL(server.mirrorUrl()).searchParams.get('key')!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const path of ['/projector', '/projector?key=', '/projector?key=wrong', `/projector?key=${key}x`, '/projector/events', `/projector/events?key=${key.slice(1)}`, `/projector/events?Key=${key}`]) {
      const reply = await get(server, path);
      expect(reply.status, path).toBe(404);
      expect(reply.body).toBe('Not found');
      expect(reply.body).not.toContain('Ann');
    }
    expect(feed.listeners()).toBe(0);
  });

  it('streams the current frame on connect, then each change, built from the public view alone', async () => {
    ({ server, feed } = await startTestServer());
    const stream = await openStream(server, `/projector/events?key=${new URL(server.mirrorUrl()).searchParams.get('key')}`);
    expect(stream.res.statusCode).toBe(200);
    expect(stream.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(stream.res.headers).some((h) => h.startsWith('access-control-'))).toBe(false);
    await stream.next(1);
    expect(stream.events[0]).toEqual(frameOf(dayView()));
    const first = stream.events[0] as MirrorFrame;
    expect(first.screen!.title).toBe('Day 1');
    expect(first.screen!.seats.map((s) => s.name)).toEqual([HOSTILE_NAME, 'Ann', '<b>Bo</b>', 'Dee']);

    // Something that is not a public view (a moderator view's extra fields) must not pass.
    const leaky = { ...dayView(2), prompts: ['secret'], nightNotes: [{ seat: 1, target: 2 }] } as unknown as PublicView;
    leaky.players[0] = { ...leaky.players[0]!, role: null, secretRole: 'mafia' } as never;
    leaky.announcements = [{ kind: 'day-began', round: 2, secretNote: 'secret' } as never];
    feed.publish(leaky);
    await stream.next(2);
    expect(stream.events[1]).toEqual(frameOf(dayView(2)));
    expect(stream.raw()).not.toContain('secret');
    expect(stream.raw()).not.toContain('nightNotes');

    feed.publish(null);
    await stream.next(3);
    expect(stream.events[2]).toEqual(frameOf(null));
    expect((stream.events[2] as MirrorFrame).screen).toBeNull();

    stream.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(feed.listeners()).toBe(0);
  });

  it('re-sends the frame when the timer, the hold screen or the projector’s language changes', async () => {
    let timer: FakeTimer, projector: FakeProjector;
    ({ server, feed, timer, projector } = await startTestServer());
    const stream = await openStream(server, pathOf(server.mirrorUrl()).replace('/projector', '/projector/events'));
    await stream.next(1);
    const running: TimerState = { kind: 'speech', seat: 2, totalMs: 60_000, remainingMs: 42_000, running: true, revision: 7 };
    timer.set(running);
    await stream.next(2);
    expect((stream.events[1] as MirrorFrame).timer).toEqual({ label: 'Speech', seat: 'Ann (2)', remainingMs: 42_000, running: true, revision: 7 });
    timer.set({ ...running, remainingMs: 30_000, running: false, revision: 8 });
    await stream.next(3);
    expect((stream.events[2] as MirrorFrame).timer).toMatchObject({ remainingMs: 30_000, running: false, revision: 8 });

    // On hold, the frame carries neither the game nor the timer: only the hold screen's words.
    projector.set({ held: true });
    await stream.next(4);
    const held = stream.events[3] as MirrorFrame;
    expect(held).toMatchObject({ held: true, screen: null, timer: null });
    for (const name of [HOSTILE_NAME, '<b>Bo</b>', 'Dee']) expect(JSON.stringify(held)).not.toContain(JSON.stringify(name).slice(1, -1));

    projector.set({ held: false, locale: 'ja' });
    await stream.next(5);
    const ja = stream.events[4] as MirrorFrame;
    expect(ja.lang).toBe('ja');
    expect(ja.screen!.title).toBe('1日目');
    expect(ja.timer!.label).toBe('発言');
    projector.set({ locale: 'ru' });
    await stream.next(6);
    expect((stream.events[5] as MirrorFrame).screen!.title).toBe('День 1');
    expect((stream.events[5] as MirrorFrame).text.offline).toBe('Связь потеряна — переподключаемся…');

    timer.set(null);
    await stream.next(7);
    expect((stream.events[6] as MirrorFrame).timer).toBeNull();
    stream.close();
  });

  it('serves the page in the projector’s language', async () => {
    ({ server } = await startTestServer({ language: () => 'ja' }));
    const page = await get(server, pathOf(server.mirrorUrl()));
    expect(page.body).toContain('<html lang="ja">');
    expect(page.body).toContain(`>${frameOf(null, 'ja').text.waiting}<`);
    expect(page.body).toContain(`>${frameOf(null, 'ja').text.offline}<`);
  });

  it('serves the mirror page and its script to the right key', async () => {
    ({ server } = await startTestServer());
    const page = await get(server, pathOf(server.mirrorUrl()));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const script = await get(server, '/mirror.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("new EventSource('/projector/events' + location.search)");
  });

  it('keeps a stream open past the request timeouts, with heartbeats', async () => {
    ({ server, feed } = await startTestServer({ timeouts: { headersMs: 100, requestMs: 150, keepAliveMs: 100, checkIntervalMs: 20, heartbeatMs: 50 } }));
    const stream = await openStream(server, pathOf(server.mirrorUrl()).replace('/projector', '/projector/events'));
    await stream.next(1);
    await new Promise((r) => setTimeout(r, 500));
    feed.publish(dayView(3));
    await stream.next(2);
    expect(stream.events[1]).toEqual(frameOf(dayView(3)));
    expect(stream.raw()).toContain(': keep-alive\n\n');
    stream.close();
  });

  it('caps the number of mirrors and ends every stream on close', async () => {
    ({ server, feed } = await startTestServer());
    const path = pathOf(server.mirrorUrl()).replace('/projector', '/projector/events');
    const streams = await Promise.all(Array.from({ length: MAX_MIRRORS }, () => openStream(server, path)));
    await Promise.all(streams.map((s) => s.next(1)));
    expect((await get(server, path)).status).toBe(503);
    const ended = streams.map((s) => new Promise<void>((r) => s.res.once('close', () => r())));
    await server.close();
    await Promise.all(ended);
    expect(feed.listeners()).toBe(0);
  });
});
