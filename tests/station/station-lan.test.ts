import { afterEach, describe, expect, it } from 'vitest';
import type { LanStatus, ProjectorReveal } from '../../shared/contract/index.ts';
import { LAN_STOPPED } from '../../shared/contract/index.ts';
import type { PublicView } from '../../shared/engine/index.ts';
import type { MirrorPush } from '../../shared/contract/index.ts';
import { lanInterfaces } from '../../electron/station/lan/index.ts';
import type { Station } from '../../electron/station/index.ts';
import { commandSender, freshStation, lanStart, page, reveal, SEVEN } from './helpers.ts';

// The station owns the LAN server: these tests run it on 127.0.0.1 over a real archive, and fetch the
// minted URLs as a phone would (node's fetch sends the Host header the server checks).

/** A run of base64url as long as a token: no such run may ever reach the room. */
const TOKEN_LIKE = /[A-Za-z0-9_-]{43}/;

let station: Station | null = null;
afterEach(() => {
  station?.close();
  station = null;
});

/** A 1987 game opened on the station, and its command sender. */
interface OpenGame {
  gameId: string;
  step(command: unknown): void;
}

/** A fresh station (closed after the test) that creates 1987 games of SEVEN, or of other players; `dealt` deals them too. */
function open(): { station: Station; create(players?: string[]): OpenGame; dealt(players?: string[]): OpenGame } {
  const made = freshStation();
  station = made.station;
  const s = made.station;
  const create = (players = SEVEN): OpenGame => {
    const created = s.request('game.create', { rulesetId: 'davidoff-1987', players });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const { gameId } = created.value;
    return { gameId, step: commandSender(s, gameId) };
  };
  const dealt = (players = SEVEN): OpenGame => {
    const game = create(players);
    game.step({ type: 'deal' });
    return game;
  };
  return { station: s, create, dealt };
}

const start = lanStart;

describe('station: the LAN server for the phones', () => {
  it('lists this machine’s interfaces and refuses to listen on any other address', async () => {
    const { station: s } = open();
    expect(s.request('lan.interfaces', {})).toEqual({ ok: true, value: lanInterfaces() });
    for (const host of ['0.0.0.0', '::', '8.8.8.8', 'localhost']) {
      const refused = await s.request('lan.start', { host });
      expect(refused).toEqual({ ok: false, error: { kind: 'rule', code: 'lan.unknown-address', params: { host } } });
    }
    expect(await s.request('lan.start', { host: 1 })).toMatchObject({ ok: false, error: { kind: 'invalid-payload' } });
    expect(s.request('lan.status', {})).toEqual({
      ok: true,
      value: LAN_STOPPED,
    });
  });

  it('starts on 127.0.0.1, reports its status, and stops', async () => {
    const { station: s } = open();
    const pushed: LanStatus[] = [];
    s.onLanStatus((status) => pushed.push(status));
    const status = await start(s);
    expect(status).toMatchObject({ running: true, host: '127.0.0.1', seenSeats: [], projectorSeat: null });
    expect(status.mirrorUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${status.port}/projector\\?key=`));
    expect(pushed.at(-1)).toEqual(status);
    // Starting again on the same address keeps the same server (and its mirror key).
    expect(await start(s)).toEqual(status);
    const stopped = await s.request('lan.stop', {});
    expect(stopped).toMatchObject({ ok: true, value: { running: false, mirrorUrl: null } });
    await expect(fetch(status.mirrorUrl!)).rejects.toThrow();
    expect(await s.request('lan.reveal', { seat: 1 })).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'lan.not-running', params: {} },
    });
  });

  it('refuses a code with no game open, before the deal, and for a seat that does not exist', async () => {
    const { station: s, create } = open();
    await start(s);
    expect(await s.request('lan.reveal', { seat: 1 })).toEqual({
      ok: false,
      error: { kind: 'not-found', what: 'game' },
    });
    const game = create();
    expect(await s.request('lan.reveal', { seat: 1 })).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'lan.not-dealt', params: {} },
    });
    expect(await s.request('lan.show-on-projector', { seat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'lan.not-dealt' },
    });
    game.step({ type: 'deal' });
    expect(await s.request('lan.reveal', { seat: 8 })).toEqual({
      ok: false,
      error: { kind: 'not-found', what: 'seat' },
    });
    expect(await s.request('lan.reveal', { seat: 0 })).toMatchObject({ ok: false, error: { kind: 'invalid-payload' } });
  });

  it('opens a seat’s card once on the phone, then shows the generic page, and tells the moderator', async () => {
    const { station: s, dealt } = open();
    await start(s);
    const pushed: LanStatus[] = [];
    s.onLanStatus((status) => pushed.push(status));
    dealt(); // fixedRandom: the mafia are seats 6 and 7
    const revealed = await s.request('lan.reveal', { seat: 6 });
    if (!revealed.ok) throw new Error('no code');
    expect(revealed.value.svg).toMatch(/^<svg[\s>]/);
    const first = await page(revealed.value.url);
    expect(first.status).toBe(200);
    expect(first.body).toContain('Seat 6 · Fedor');
    expect(first.body).toContain('Mafia');
    expect(first.body).toContain('Gita (seat 7)');
    const second = await page(revealed.value.url);
    expect(second.status).toBe(404);
    expect(second.body).toContain('This code is not valid any more');
    expect(second.body).not.toContain('Fedor');
    expect(pushed.at(-1)?.seenSeats).toEqual([6]);
    expect(s.currentLanStatus().seenSeats).toEqual([6]);

    const honest = await page(await reveal(s, 2));
    expect(honest.body).toContain('Seat 2 · Boris');
    expect(honest.body).toContain('Honest');
    expect(s.currentLanStatus().seenSeats).toEqual([2, 6]);
  });

  it('revokes every code when the deal is undone, and forgets who has looked', async () => {
    const { station: s, dealt } = open();
    await start(s);
    const game = dealt();
    const seen = await reveal(s, 1);
    expect((await page(seen)).status).toBe(200);
    const pending = await reveal(s, 2);
    game.step({ type: 'undo' });
    expect((await page(pending)).status).toBe(404);
    expect(s.currentLanStatus().seenSeats).toEqual([]);
    game.step({ type: 'deal' });
    expect((await page(await reveal(s, 2))).status).toBe(200);
  });

  it('revokes every code on game.close and when another game is opened', async () => {
    const { station: s, dealt } = open();
    await start(s);
    const first = dealt();
    const closed = await reveal(s, 3);
    expect(s.request('game.close', {})).toEqual({ ok: true, value: null });
    expect((await page(closed)).status).toBe(404);

    expect(s.request('game.open', { gameId: first.gameId }).ok).toBe(true);
    const replaced = await reveal(s, 3);
    dealt(SEVEN.slice(0, 6));
    expect(s.request('game.open', { gameId: first.gameId }).ok).toBe(true);
    expect((await page(replaced)).status).toBe(404);
  });

  it('puts only a QR picture on the projector, on its own channel, and takes it down with the deal', async () => {
    const { station: s, dealt } = open();
    await start(s);
    const reveals: (ProjectorReveal | null)[] = [];
    const views: (PublicView | null)[] = [];
    s.onProjectorReveal((reveal) => reveals.push(reveal));
    const game = dealt();
    s.onPublicView((view) => views.push(view));

    expect(await s.request('lan.show-on-projector', { seat: 4 })).toEqual({ ok: true, value: { seat: 4 } });
    expect(reveals).toHaveLength(1);
    const shown = reveals[0]!;
    expect(Object.keys(shown).sort()).toEqual(['seat', 'svg']);
    expect(shown.seat).toBe(4);
    expect(shown.svg).toMatch(/^<svg[\s>]/);
    const text = JSON.stringify(shown);
    expect(text).not.toContain('/r/');
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toMatch(TOKEN_LIKE);
    expect(s.currentProjectorReveal()).toEqual(shown);
    expect(s.currentLanStatus().projectorSeat).toBe(4);
    // The public view does not change for a reveal: the mirror, which follows it, learns nothing.
    expect(views).toEqual([]);

    expect(await s.request('lan.show-on-projector', { seat: null })).toEqual({ ok: true, value: { seat: null } });
    expect(reveals.at(-1)).toBeNull();
    await s.request('lan.show-on-projector', { seat: 5 });
    game.step({ type: 'undo' });
    expect(reveals.at(-1)).toBeNull();
    expect(s.currentLanStatus().projectorSeat).toBeNull();
  });

  it('never lets a code reach the public view or the mirror during a whole game, and revokes codes at its end', async () => {
    const { station: s, dealt } = open();
    const status = await start(s);
    const publicPushes: string[] = [];
    s.onPublicView((view) => publicPushes.push(JSON.stringify(view)));
    const mirror = new AbortController();
    const stream = await fetch(status.mirrorUrl!.replace('/projector?', '/projector/events?'), {
      signal: mirror.signal,
    });
    expect(stream.status).toBe(200);
    let mirrored = '';
    const reading = (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of stream.body!) mirrored += decoder.decode(chunk as Uint8Array, { stream: true });
      } catch {
        // Aborted at the end of the test.
      }
    })();

    const urls: string[] = [];
    const game = dealt();
    for (const seat of [1, 2, 3, 4, 5, 6, 7]) {
      await s.request('lan.show-on-projector', { seat });
      // A new code for a seat revokes its previous one: the projector's code here.
      urls.push(await reveal(s, seat));
    }
    expect((await page(urls[0]!)).status).toBe(200);
    game.step({ type: 'end-sunrise' });
    game.step({ type: 'propose-night', proposer: 1 });
    game.step({ type: 'resolve-vote', yes: 7 });
    game.step({ type: 'night-note', seat: 6, target: 1 });
    game.step({ type: 'night-note', seat: 7, target: 1 });
    game.step({ type: 'resolve-night' });
    urls.push(await reveal(s, 2));
    game.step({ type: 'accuse', accuser: 2, accused: 6 });
    game.step({ type: 'resolve-vote', yes: 5 });
    const late = await reveal(s, 3);
    urls.push(late);
    game.step({ type: 'accuse', accuser: 2, accused: 7 });
    game.step({ type: 'resolve-vote', yes: 4 });
    expect(s.currentPublicView()?.phase).toBe('ended');
    // The game is over: its codes are dead, and no new one is minted.
    expect((await page(late)).status).toBe(404);
    expect(await s.request('lan.reveal', { seat: 3 })).toMatchObject({ ok: false, error: { code: 'lan.game-over' } });

    await new Promise((resolve) => setTimeout(resolve, 100));
    mirror.abort();
    await reading;
    expect(publicPushes.length).toBeGreaterThan(5);
    expect(mirrored).toContain('"phase":"ended"');
    const tokens = urls.map((url) => new URL(url).pathname.slice(3));
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const text of [...publicPushes, mirrored]) {
      expect(text).not.toContain('/r/');
      expect(text).not.toMatch(TOKEN_LIKE);
      for (const token of tokens) expect(text).not.toContain(token);
    }
  });

  it('feeds the mirror the projector’s pushes of any ruleset, with the timer, the hold screen and the language, never the QR', async () => {
    const { station: s } = open();
    const status = await start(s);
    expect(s.request('projector.locale', { locale: 'ru' }).ok).toBe(true);
    const mirror = new AbortController();
    const stream = await fetch(status.mirrorUrl!.replace('/projector?', '/projector/events?'), {
      signal: mirror.signal,
    });
    const pushes: MirrorPush[] = [];
    const waiters: (() => void)[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      let text = '';
      try {
        for await (const chunk of stream.body!) {
          text += decoder.decode(chunk as Uint8Array, { stream: true });
          const blocks = text.split('\n\n');
          text = blocks.pop()!;
          for (const block of blocks)
            for (const line of block.split('\n'))
              if (line.startsWith('data: ')) pushes.push(JSON.parse(line.slice(6)) as MirrorPush);
          waiters.splice(0).forEach((wake) => wake());
        }
      } catch {
        // Aborted at the end of the test.
      }
    })();
    /** The first push since `from` that satisfies a test, waiting for it if it has not come yet. */
    async function pushWhere(test: (push: MirrorPush) => boolean, from = 0): Promise<MirrorPush> {
      for (;;) {
        const found = pushes.slice(from).find(test);
        if (found) return found;
        await new Promise<void>((wake) => waiters.push(wake));
      }
    }
    const view = (push: MirrorPush) => (push.channel === 'public.view' ? push.view : undefined);

    expect(await pushWhere(() => true)).toEqual({ channel: 'public.view', view: null });
    expect(await pushWhere((p) => p.channel === 'projector.hold')).toEqual({
      channel: 'projector.hold',
      on: false,
      locale: 'ru',
    });
    const created = s.request('game.create', {
      rulesetId: 'city-mafia',
      players: [...SEVEN, 'Hugo', 'Ilona', 'Jonas'],
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const { gameId } = created.value;
    const dealt = s.request('game.command', {
      gameId,
      commandId: 'deal',
      expectedVersion: created.value.version,
      command: { type: 'deal' },
    });
    expect(dealt.ok).toBe(true);
    // The very public view the projector window gets.
    const intro = await pushWhere((p) => view(p)?.phase === 'introduction');
    expect(view(intro)).toEqual(s.currentPublicView());
    expect(view(intro)!.players.map((p) => p.role)).toEqual(Array(10).fill(null));

    expect(s.request('timer.start', { kind: 'speech', seat: 3, seconds: 60 }).ok).toBe(true);
    const timed = await pushWhere((p) => p.channel === 'timer.state' && p.timer !== null);
    expect(timed).toMatchObject({ channel: 'timer.state', timer: { kind: 'speech', seat: 3, running: true } });

    // A seat's QR on the projector: the mirror hears nothing of it.
    const before = pushes.length;
    expect((await s.request('lan.show-on-projector', { seat: 2 })).ok).toBe(true);
    expect(s.currentProjectorReveal()).not.toBeNull();

    expect(s.request('projector.hold', { on: true }).ok).toBe(true);
    const heldAt = pushes.length;
    expect(await pushWhere((p) => p.channel === 'projector.hold' && p.on, before)).toEqual({
      channel: 'projector.hold',
      on: true,
      locale: 'ru',
    });
    expect(await pushWhere((p) => p.channel === 'public.view', heldAt)).toEqual({ channel: 'public.view', view: null });
    expect(s.request('projector.hold', { on: false }).ok).toBe(true);
    expect(s.request('projector.locale', { locale: 'ja' }).ok).toBe(true);
    expect(await pushWhere((p) => p.channel === 'projector.hold' && p.locale === 'ja')).toEqual({
      channel: 'projector.hold',
      on: false,
      locale: 'ja',
    });
    expect(s.request('timer.clear', {}).ok).toBe(true);
    await pushWhere((p) => p.channel === 'timer.state' && p.timer === null, before);

    mirror.abort();
    await reading;
    expect(
      pushes.map((p) => p.channel).every((c) => c === 'public.view' || c === 'timer.state' || c === 'projector.hold'),
    ).toBe(true);
    expect(JSON.stringify(pushes)).not.toContain('svg');
  });

  it('closes the LAN server with the station', async () => {
    const { station: s } = open();
    const status = await start(s);
    // No renderer build here: the page is not found, but the server answers.
    expect((await fetch(status.mirrorUrl!)).status).toBe(404);
    s.close();
    station = null;
    await expect(fetch(status.mirrorUrl!)).rejects.toThrow();
  });
});
