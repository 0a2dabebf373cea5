// The stream overlays' feeds on the real LAN server of a real station (issue 17): the room feed carries
// exactly the mirror's pushes and the stream's state; the viewer feed has its own key, refuses a client
// asking for a later version than its delay allows, ends when its key is renewed, and goes blank on pause.
import { afterEach, describe, expect, it } from 'vitest';
import { createStation, type Station } from '../../../electron/station/index.ts';
import type { EngineCommand } from '../../../shared/engine/index.ts';
import { memoryArchive } from '../memory-archive.ts';

const PLAYERS = ['Ada', 'Bela', 'Cyril', 'Dora', 'Emil', 'Fanni', 'Gusztav'];

interface Opened {
  status: number;
  messages: { channel: string; [key: string]: unknown }[];
  /** Resolves once the stream holds `count` messages (or rejects after a second). */
  until(count: number): Promise<void>;
  ended: Promise<void>;
  close(): void;
}

async function open(url: string): Promise<Opened> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const messages: Opened['messages'] = [];
  const waiters = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    const body = response.body.pipeThrough(new TextDecoderStream());
    ended = (async () => {
      let text = '';
      try {
        for await (const chunk of body) {
          text += chunk;
          const blocks = text.split('\n\n');
          text = blocks.pop()!;
          for (const block of blocks)
            for (const line of block.split('\n'))
              if (line.startsWith('data: ')) messages.push(JSON.parse(line.slice(6)) as Opened['messages'][number]);
          for (const waiter of waiters) waiter();
        }
      } catch {
        // Aborted by the test.
      }
    })();
  }
  return {
    status: response.status,
    messages,
    until: (count) =>
      new Promise((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error(`only ${messages.length} of ${count} messages`)), 2000);
        const check = (): void => {
          if (messages.length < count) return;
          clearTimeout(timeout);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    ended,
    close: () => controller.abort(),
  };
}

let station: Station | null = null;
afterEach(() => station?.close());

async function started(): Promise<{
  station: Station;
  gameId: string;
  room: string;
  viewer: string;
  now: { t: number };
}> {
  const now = { t: Date.parse('2026-11-26T19:00:00Z') };
  let ids = 0;
  station = createStation({
    archive: memoryArchive(),
    random: { shuffle: (list) => [...list], id: () => `id-${++ids}` },
    clock: () => new Date(now.t),
    streamSettingsFile: null,
  });
  const lan = await station.request('lan.start', { host: '127.0.0.1' });
  if (!lan.ok) throw new Error(JSON.stringify(lan.error));
  const made = station.request('game.create', { rulesetId: 'davidoff-1987', players: PLAYERS });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const stream = station.request('stream.delay', { delay: { kind: 'seconds', seconds: 30 } });
  if (!stream.ok || !stream.value.overlayUrl || !stream.value.viewerUrl) throw new Error('no overlay links');
  return { station, gameId: made.value.gameId, room: stream.value.overlayUrl, viewer: stream.value.viewerUrl, now };
}

function command(s: Station, gameId: string, version: number, cmd: EngineCommand): void {
  const done = s.request('game.command', { gameId, commandId: `c${version}`, expectedVersion: version, command: cmd });
  if (!done.ok) throw new Error(JSON.stringify(done.error));
}

const events = (url: string, extra = ''): string => {
  const u = new URL(url);
  return `${u.origin}${u.pathname}/events${u.search}${extra}`;
};

describe('the stream overlays on the LAN', () => {
  it('the room feed is the mirror’s pushes, the stream’s state and the tournament board, nothing else', async () => {
    const { station: s, room } = await started();
    const stream = await open(events(room));
    expect(stream.status).toBe(200);
    await stream.until(5);
    expect(stream.messages.map((m) => m.channel)).toEqual([
      'public.view',
      'timer.state',
      'projector.hold',
      'stream.state',
      'stream.tournament',
    ]);
    expect(stream.messages[0]!['view']).toEqual(s.currentPublicView());
    // A club game has no tournament board.
    expect(stream.messages[4]).toEqual({ channel: 'stream.tournament', board: null });
    s.request('stream.pause', { on: true });
    await stream.until(6);
    expect(stream.messages[5]).toEqual({ channel: 'stream.state', paused: true, locale: 'en' });
    stream.close();
  });

  it('the viewer feed follows its delay by the station’s clock and refuses a later version', async () => {
    const { station: s, gameId, viewer, now } = await started();
    // Nothing is 30 s old yet: the viewers get nothing, and a client asking for step 1 is refused.
    expect((await open(events(viewer, '&version=1'))).status).toBe(409);
    const early = await open(events(viewer));
    expect(early.status).toBe(200);
    await early.until(3);
    expect(early.messages[0]).toEqual({ channel: 'viewer.view', view: null });
    early.close();
    now.t += 31_000;
    command(s, gameId, 1, { type: 'deal' } as EngineCommand);
    // The creation is old enough now, the deal is not: version 1, with no role known.
    const stream = await open(events(viewer, '&version=1'));
    expect(stream.status).toBe(200);
    await stream.until(3);
    const view = stream.messages[0]!['view'] as { version: number; secret: { seats: { role: unknown }[] } };
    expect(view.version).toBe(1);
    expect(view.secret.seats.every((seat) => seat.role === null)).toBe(true);
    expect((await open(events(viewer, '&version=2'))).status).toBe(409);
    expect((await open(events(viewer, '&version=x'))).status).toBe(409);
    // The pause blanks the viewers at once.
    s.request('stream.pause', { on: true });
    await stream.until(5);
    expect(stream.messages.slice(3)).toEqual(
      expect.arrayContaining([
        { channel: 'viewer.view', view: null },
        { channel: 'stream.state', paused: true, locale: 'en' },
      ]),
    );
    stream.close();
  });

  it('a renewed viewer key ends the old link’s streams and refuses it; the mirror key never opens the viewer feed', async () => {
    const { station: s, room, viewer } = await started();
    const stream = await open(events(viewer));
    await stream.until(2);
    const renewed = s.request('stream.new-viewer-key', {});
    if (!renewed.ok) throw new Error('refused');
    await stream.ended;
    expect((await open(events(viewer))).status).toBe(404);
    expect(renewed.value.viewerUrl).not.toBe(viewer);
    expect((await open(events(renewed.value.viewerUrl!))).status).toBe(200);
    const mirrorKey = new URL(room).searchParams.get('key')!;
    expect((await open(`${new URL(room).origin}/viewer/events?key=${mirrorKey}`)).status).toBe(404);
    const viewerKey = new URL(renewed.value.viewerUrl!).searchParams.get('key')!;
    expect((await open(`${new URL(room).origin}/overlay/events?key=${viewerKey}`)).status).toBe(404);
  });
});
