import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createModeratorBridge } from '../../../renderer/common/bridge/index.ts';
import { FakeWebSocket, installBrowserMode } from './fake-web-socket.ts';

// The browser-mode moderator link (issue 12 §5): no request is lost to a link that is not open yet or
// drops, and none is applied twice.

let restore: () => void;
beforeEach(() => {
  restore = installBrowserMode();
});
afterEach(() => restore());

const COMMAND = { gameId: 'g1', commandId: 'c1', expectedVersion: 3, command: { type: 'end-speech' } } as never;

/** Waits until the page has sent n requests on a socket. */
async function sentOn(socket: FakeWebSocket, n: number): Promise<void> {
  await vi.waitFor(() => expect(socket.sent).toHaveLength(n));
}

describe('the moderator link in browser mode', () => {
  it('a request made before the socket opened waits for it, instead of failing as "disconnected" (the red banner on every fresh load)', async () => {
    const bridge = createModeratorBridge({ minDelay: 1, maxDelay: 5 });
    const answer = bridge.request('display.list', {});
    const socket = FakeWebSocket.latest();
    socket.open();
    await sentOn(socket, 1);
    const [request] = socket.requests();
    expect(request!.name).toBe('display.list');
    socket.receive({ id: request!.id, result: { ok: true, value: [] } });
    await expect(answer).resolves.toMatchObject({ ok: true, value: [] });
  });

  it('a command whose answer a drop swallowed is sent again with the same id once the link is back, and answered once', async () => {
    const bridge = createModeratorBridge({ minDelay: 1, maxDelay: 5 });
    const first = FakeWebSocket.latest();
    first.open();
    const answer = bridge.request('game.command', COMMAND);
    await sentOn(first, 1);
    first.drop();
    await vi.waitFor(() => expect(FakeWebSocket.all).toHaveLength(2));
    const second = FakeWebSocket.latest();
    second.open();
    await sentOn(second, 1);
    const [resent] = second.requests();
    // The same command id: the station applies it at most once, and answers a repeat with the first answer.
    expect(resent!.payload).toEqual(first.requests()[0]!.payload);
    second.receive({ id: resent!.id, result: { ok: true, value: { version: 4, duplicate: true } } });
    await expect(answer).resolves.toEqual({ ok: true, value: { version: 4, duplicate: true }, waited: true });
  });

  it('a command made while the link is down goes out once when it comes back, and the answer says it waited', async () => {
    const bridge = createModeratorBridge({ minDelay: 1, maxDelay: 5 });
    const waiting: number[] = [];
    bridge.onWaiting((count) => waiting.push(count));
    const first = FakeWebSocket.latest();
    first.open();
    first.drop();
    const answer = bridge.request('game.command', COMMAND);
    expect(waiting.at(-1)).toBe(1);
    await vi.waitFor(() => expect(FakeWebSocket.all).toHaveLength(2));
    const second = FakeWebSocket.latest();
    second.open();
    await sentOn(second, 1);
    expect(waiting.at(-1)).toBe(0);
    second.receive({ id: second.requests()[0]!.id, result: { ok: true, value: { version: 4, duplicate: false } } });
    await expect(answer).resolves.toEqual({ ok: true, value: { version: 4, duplicate: false }, waited: true });
    expect(first.sent).toHaveLength(0);
  });

  it('a request that is not safe to repeat (a new game) caught in flight by a drop is reported as "disconnected", never sent twice', async () => {
    const bridge = createModeratorBridge({ minDelay: 1, maxDelay: 5 });
    const first = FakeWebSocket.latest();
    first.open();
    const answer = bridge.request('game.create', { rulesetId: 'city-mafia', players: [] } as never);
    await sentOn(first, 1);
    first.drop();
    await expect(answer).resolves.toEqual({ ok: false, error: { kind: 'disconnected' } });
    await vi.waitFor(() => expect(FakeWebSocket.all).toHaveLength(2));
    FakeWebSocket.latest().open();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(FakeWebSocket.latest().sent).toHaveLength(0);
  });

  it('a push that came before a listener subscribed is handed to it (every channel replays its latest value)', async () => {
    const bridge = createModeratorBridge({ minDelay: 1, maxDelay: 5 });
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive({
      channel: 'lan.status',
      status: { running: true, host: '10.0.0.2', port: 5700, mirrorUrl: null, seenSeats: [], projectorSeat: null },
    });
    socket.receive({ channel: 'moderator.view', view: null });
    const running: boolean[] = [];
    bridge.onLanStatus((status) => running.push(status.running));
    const views: unknown[] = [];
    bridge.onView((view) => views.push(view));
    expect(running).toEqual([true]);
    expect(views).toEqual([null]);
  });
});
