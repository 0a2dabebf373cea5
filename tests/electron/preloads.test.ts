import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC, type ModeratorBridgeApi, type ProjectorBridgeApi } from '../../shared/contract/index.ts';
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

  it('the moderator gets exactly request, onView, onLanStatus, onDisplays, onTimer and onHold', () => {
    expect(Object.keys(moderator).sort()).toEqual(['onDisplays', 'onHold', 'onLanStatus', 'onTimer', 'onView', 'request']);
    expect(Object.values(moderator).every((f) => typeof f === 'function')).toBe(true);
  });

  it('the projector gets exactly onPublicView, onReveal, onTimer and onHold: no way to send a request', () => {
    expect(Object.keys(projector)).toEqual(['onPublicView', 'onReveal', 'onTimer', 'onHold']);
  });

  it('request invokes the moderator request channel with { name, payload } and returns the answer', async () => {
    ipcRenderer.invokeResult = { ok: true, value: { activeGameId: null, unfinished: [] } };
    const answer = await moderator.request('station.status', {});
    expect(ipcRenderer.invoked).toEqual([{ channel: IPC.moderatorRequest, args: [{ name: 'station.status', payload: {} }] }]);
    expect(answer).toEqual({ ok: true, value: { activeGameId: null, unfinished: [] } });
  });

  it('onView hands the listener the push only (never the IPC event), until unsubscribed', () => {
    const listener = vi.fn();
    const stop = moderator.onView(listener);
    const push = { channel: 'moderator.view', view: null };
    ipcRenderer.deliver(IPC.moderatorView, push);
    expect(listener).toHaveBeenCalledExactlyOnceWith(push);
    stop();
    ipcRenderer.deliver(IPC.moderatorView, push);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(ipcRenderer.listenerCount(IPC.moderatorView)).toBe(0);
  });

  it('onView does not hear the projector’s channel', () => {
    const listener = vi.fn();
    moderator.onView(listener);
    ipcRenderer.deliver(IPC.publicView, { channel: 'public.view', view: null });
    expect(listener).not.toHaveBeenCalled();
  });

  it('onPublicView (the page’s first subscription) asks main for the current state a turn later, and hands the listener the push only, until unsubscribed', async () => {
    const listener = vi.fn();
    const stop = projector.onPublicView(listener);
    // A turn later, when the page has subscribed to everything it will.
    expect(ipcRenderer.sentToMain).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ipcRenderer.sentToMain).toEqual([{ channel: IPC.projectorReady, args: [] }]);
    const push = { channel: 'public.view', view: null };
    ipcRenderer.deliver(IPC.publicView, push);
    expect(listener).toHaveBeenCalledExactlyOnceWith(push);
    stop();
    ipcRenderer.deliver(IPC.publicView, push);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('onPublicView does not hear the moderator’s channel', () => {
    const listener = vi.fn();
    projector.onPublicView(listener);
    ipcRenderer.deliver(IPC.moderatorView, { channel: 'moderator.view', view: null });
    expect(listener).not.toHaveBeenCalled();
  });

  it('onLanStatus hands the listener the LAN push only, and hears no other channel', () => {
    const listener = vi.fn();
    const stop = moderator.onLanStatus(listener);
    ipcRenderer.deliver(IPC.moderatorView, { channel: 'moderator.view', view: null });
    const push = { channel: 'lan.status', status: { running: false, host: null, port: null, mirrorUrl: null, seenSeats: [], projectorSeat: null } };
    ipcRenderer.deliver(IPC.lanStatus, push);
    expect(listener).toHaveBeenCalledExactlyOnceWith(push);
    stop();
    expect(ipcRenderer.listenerCount(IPC.lanStatus)).toBe(0);
  });

  it('onDisplays hands the listener the display push only, and hears no other channel', () => {
    const listener = vi.fn();
    const stop = moderator.onDisplays(listener);
    ipcRenderer.deliver(IPC.lanStatus, { channel: 'lan.status', status: null });
    const push = { channel: 'display.list', displays: [] };
    ipcRenderer.deliver(IPC.displays, push);
    expect(listener).toHaveBeenCalledExactlyOnceWith(push);
    stop();
    expect(ipcRenderer.listenerCount(IPC.displays)).toBe(0);
  });

  it('onReveal hands the listener the reveal push only; a later subscription does not ask main again (once per page load)', async () => {
    const listener = vi.fn();
    const stop = projector.onReveal(listener);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ipcRenderer.sentToMain).toEqual([]);
    ipcRenderer.deliver(IPC.publicView, { channel: 'public.view', view: null });
    const push = { channel: 'projector.reveal', reveal: { seat: 2, svg: '<svg></svg>' } };
    ipcRenderer.deliver(IPC.projectorReveal, push);
    expect(listener).toHaveBeenCalledExactlyOnceWith(push);
    stop();
    expect(ipcRenderer.listenerCount(IPC.projectorReveal)).toBe(0);
  });

  it('onTimer and onHold (both windows) hand the listener their push only; neither asks main again', async () => {
    const timerPush = { channel: 'timer.state', timer: null, revision: 3 };
    const holdPush = { channel: 'projector.hold', on: true };
    for (const api of [moderator, projector]) {
      ipcRenderer.sentToMain.length = 0;
      const onTimer = vi.fn();
      const onHold = vi.fn();
      const stopTimer = api.onTimer(onTimer);
      const stopHold = api.onHold(onHold);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(ipcRenderer.sentToMain).toEqual([]);
      ipcRenderer.deliver(IPC.publicView, { channel: 'public.view', view: null });
      ipcRenderer.deliver(IPC.timer, timerPush);
      ipcRenderer.deliver(IPC.projectorHold, holdPush);
      expect(onTimer).toHaveBeenCalledExactlyOnceWith(timerPush);
      expect(onHold).toHaveBeenCalledExactlyOnceWith(holdPush);
      stopTimer();
      stopHold();
      expect(ipcRenderer.listenerCount(IPC.timer)).toBe(0);
      expect(ipcRenderer.listenerCount(IPC.projectorHold)).toBe(0);
    }
  });
});
