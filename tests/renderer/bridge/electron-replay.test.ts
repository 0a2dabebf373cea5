import { afterEach, describe, expect, it } from 'vitest';
import type { LanStatus, ModeratorBridgeApi, ProjectorBridgeApi } from '../../../shared/contract/index.ts';
import { createModeratorBridge, createProjectorBridge } from '../../../renderer/common/bridge/index.ts';

// Issue 13 defect 2: the Electron bridge must replay the latest value of every push to a late
// subscriber, as the WebSocket bridge does (after a console reload the LAN panel showed "stopped").

type Listener = (push: unknown) => void;

/** A preload stand-in: the main process pushes on a channel whenever the test says. */
function fakePreload<T extends object>(names: string[]): { api: T; push(name: string, push: unknown): void } {
  const listeners = new Map<string, Set<Listener>>();
  const api: Record<string, unknown> = { request: async () => ({ ok: true, value: null }) };
  for (const name of names) {
    listeners.set(name, new Set());
    api[name] = (listener: Listener) => {
      listeners.get(name)!.add(listener);
      return () => listeners.get(name)!.delete(listener);
    };
  }
  return { api: api as T, push: (name, push) => listeners.get(name)!.forEach((l) => l(push)) };
}

/** A bridge made over a fake preload, put on `window` under the name Electron's preload exposes it by. */
function bridgeOver<Bridge>(exposed: 'mafiaModerator' | 'mafiaProjector', create: () => Bridge) {
  const preload = fakePreload<ModeratorBridgeApi | ProjectorBridgeApi>(['onPush']);
  (globalThis as { window?: unknown }).window = { [exposed]: preload.api };
  return { preload, bridge: create() };
}

const RUNNING: LanStatus = {
  running: true,
  host: '10.0.0.2',
  port: 5700,
  mirrorUrl: null,
  seenSeats: [2],
  codeSeats: [],
  lostCodeSeats: [],
  projectorSeat: null,
};

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('the Electron bridges replay the latest push to a late subscriber', () => {
  it('moderator: the LAN status, the view and the displays pushed before a page subscribed', () => {
    const { preload, bridge } = bridgeOver('mafiaModerator', createModeratorBridge);
    preload.push('onPush', { channel: 'lan.status', status: RUNNING });
    preload.push('onPush', { channel: 'moderator.view', view: null });
    preload.push('onPush', { channel: 'display.list', displays: [] });
    const lan: LanStatus[] = [];
    const views: unknown[] = [];
    const displays: unknown[] = [];
    bridge.onLanStatus((status) => lan.push(status));
    bridge.onView((view) => views.push(view));
    bridge.onDisplays((list) => displays.push(list));
    expect(lan).toEqual([RUNNING]);
    expect(views).toEqual([null]);
    expect(displays).toEqual([[]]);
    // And then every change, once.
    preload.push('onPush', { channel: 'lan.status', status: { ...RUNNING, running: false } });
    expect(lan.map((s) => s.running)).toEqual([true, false]);
  });

  it('projector: the public view, the QR reveal and the hold screen pushed before the page subscribed', () => {
    const { preload, bridge } = bridgeOver('mafiaProjector', createProjectorBridge);
    preload.push('onPush', { channel: 'public.view', view: null });
    preload.push('onPush', { channel: 'projector.reveal', reveal: null });
    preload.push('onPush', { channel: 'projector.hold', on: true, locale: 'hu' });
    const seen: unknown[] = [];
    bridge.onView((view) => seen.push(['view', view]));
    bridge.onReveal((reveal) => seen.push(['reveal', reveal]));
    bridge.onHold((on) => seen.push(['hold', on]));
    bridge.onLocale((locale) => seen.push(['locale', locale]));
    expect(seen).toEqual([
      ['view', null],
      ['reveal', null],
      ['hold', true],
      ['locale', 'hu'],
    ]);
  });
});
