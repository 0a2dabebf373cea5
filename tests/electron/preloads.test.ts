import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  IPC,
  PUSHES,
  type ModeratorBridgeApi,
  type ProjectorBridgeApi,
  LAN_STOPPED,
} from '../../shared/contract/index.ts';
import { ipcRenderer, standIn } from './stand-in/electron.ts';

vi.mock('electron', () => import('./stand-in/electron.ts'));

await import('../../electron/preload/moderator.ts');
await import('../../electron/preload/projector.ts');

const moderator = standIn.exposed.get('mafiaModerator') as ModeratorBridgeApi;
const projector = standIn.exposed.get('mafiaProjector') as ProjectorBridgeApi;

beforeEach(() => {
  ipcRenderer.invoked.length = 0;
  ipcRenderer.sentToMain.length = 0;
  ipcRenderer.removeAllListeners();
});

describe('the preloads', () => {
  it('expose one API each, under its own name, and nothing else', () => {
    expect([...standIn.exposed.keys()].sort()).toEqual(['mafiaModerator', 'mafiaProjector']);
  });

  it('the moderator gets exactly request and onPush', () => {
    expect(Object.keys(moderator).sort()).toEqual(['onPush', 'request']);
    expect(Object.values(moderator).every((f) => typeof f === 'function')).toBe(true);
  });

  it('the projector gets exactly onPush: no way to send a request', () => {
    expect(Object.keys(projector)).toEqual(['onPush']);
  });

  it('request invokes the moderator request channel with { name, payload } and returns the answer', async () => {
    ipcRenderer.invokeResult = { ok: true, value: { activeGameId: null, unfinished: [] } };
    const answer = await moderator.request('station.status', {});
    expect(ipcRenderer.invoked).toEqual([
      { channel: IPC.moderatorRequest, args: [{ name: 'station.status', payload: {} }] },
    ]);
    expect(answer).toEqual({ ok: true, value: { activeGameId: null, unfinished: [] } });
  });

  /** One push of every channel, as main sends it on its IPC channel. */
  const EVERY_PUSH = [
    { channel: 'moderator.view', view: null },
    {
      channel: 'lan.status',
      status: LAN_STOPPED,
    },
    { channel: 'display.list', displays: [] },
    { channel: 'public.view', view: null },
    { channel: 'projector.reveal', reveal: { seat: 2, svg: '<svg></svg>' } },
    { channel: 'timer.state', timer: null, revision: 3 },
    { channel: 'projector.hold', on: true, locale: 'en' },
  ] as const;
  const deliverEvery = (): void => {
    for (const push of EVERY_PUSH) ipcRenderer.deliver(PUSHES[push.channel].ipc, push);
  };
  /**
   * Every push delivered: the listener heard exactly these channels' pushes, the push only (never the IPC event,
   * which carries `sender`); then, once unsubscribed, nothing more, and no IPC listener is left.
   */
  const expectHearsOnly = (listener: Mock, stop: () => void, channels: readonly string[]): void => {
    deliverEvery();
    expect(listener.mock.calls).toEqual(EVERY_PUSH.filter((p) => channels.includes(p.channel)).map((p) => [p]));
    stop();
    deliverEvery();
    expect(listener).toHaveBeenCalledTimes(channels.length);
    for (const { ipc } of Object.values(PUSHES)) expect(ipcRenderer.listenerCount(ipc)).toBe(0);
  };

  it('the moderator’s onPush hears exactly its channels (never the public view or the QR reveal), the push only, until unsubscribed', () => {
    const listener = vi.fn();
    const stop = moderator.onPush(listener);
    expectHearsOnly(listener, stop, ['moderator.view', 'lan.status', 'display.list', 'timer.state', 'projector.hold']);
  });

  it('the projector’s onPush (the page’s first subscription) asks main for the current state a turn later, and hears exactly its channels', async () => {
    const listener = vi.fn();
    const stop = projector.onPush(listener);
    // A turn later, when the page has subscribed to everything it will.
    expect(ipcRenderer.sentToMain).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ipcRenderer.sentToMain).toEqual([{ channel: IPC.projectorReady, args: [] }]);
    // Never the moderator view, the LAN status (the mirror link) or where the displays are.
    expectHearsOnly(listener, stop, ['public.view', 'projector.reveal', 'timer.state', 'projector.hold']);
  });

  it('a later projector subscription does not ask main again (once per page load)', async () => {
    projector.onPush(vi.fn());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ipcRenderer.sentToMain).toEqual([]);
  });
});
