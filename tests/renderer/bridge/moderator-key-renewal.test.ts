import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createModeratorBridge } from '../../../renderer/common/bridge/index.ts';
import { FakeWebSocket, installBrowserMode } from './fake-web-socket.ts';

// Issue 12 §4: the console issues a new moderator key; the station drops the old key's sockets, and the
// page that asked reconnects with the new key (the old one would be refused).

let restore: () => void;
beforeEach(() => {
  restore = installBrowserMode();
});
afterEach(() => restore());

describe('a new moderator key asked for by this page', () => {
  it('the bridge holds a key in browser mode, and after the answer reconnects with the new key only', async () => {
    const bridge = createModeratorBridge({ minDelay: 1, maxDelay: 5 });
    expect(bridge.holdsKey).toBe(true);
    const first = FakeWebSocket.latest();
    expect(first.url).toBe('ws://127.0.0.1:5600/ws/moderator?token=abc');
    first.open();
    const answer = bridge.request('station.new-moderator-key', {});
    await vi.waitFor(() => expect(first.sent).toHaveLength(1));
    const [request] = first.requests();
    expect(request!.name).toBe('station.new-moderator-key');
    first.receive({ id: request!.id, result: { ok: true, value: { token: 'f00d' } } });
    await expect(answer).resolves.toEqual({ ok: true, value: { token: 'f00d' } });
    // The station closes the old key's socket after answering: the page comes back with the new key.
    first.drop();
    await vi.waitFor(() => expect(FakeWebSocket.all).toHaveLength(2));
    expect(FakeWebSocket.latest().url).toBe('ws://127.0.0.1:5600/ws/moderator?token=f00d');
  });
});
