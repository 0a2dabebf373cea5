import { afterEach, describe, expect, it } from 'vitest';
import type { DisplayInfo, StationResult } from '../../shared/contract/index.ts';
import type { DisplayHost, Station } from '../../electron/station/index.ts';
import { freshStation } from './helpers.ts';

// The station answers the display requests: from the host the Electron shell attaches, or, in browser
// mode (no host), with an empty list and a clear refusal to choose.

let station: Station | null = null;
afterEach(() => {
  station?.close();
  station = null;
});

function open(): Station {
  station = freshStation().station;
  return station;
}

const beamer: DisplayInfo = {
  id: 2,
  label: 'Beamer',
  size: { width: 1280, height: 720 },
  primary: false,
  holdsProjector: true,
  chosen: false,
};

/** A display host that records the choices and lets the test announce a new list. */
function recordingHost(): DisplayHost & {
  chosen: (number | null)[];
  announce(list: DisplayInfo[]): void;
  listeners: number;
} {
  const listeners = new Set<(list: DisplayInfo[]) => void>();
  const chosen: (number | null)[] = [];
  return {
    chosen,
    list: () => [beamer],
    choose(displayId): StationResult<DisplayInfo[]> {
      chosen.push(displayId);
      return { ok: true, value: [{ ...beamer, chosen: displayId === 2 }] };
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce(list) {
      for (const listener of listeners) listener(list);
    },
    get listeners() {
      return listeners.size;
    },
  };
}

describe('display requests in browser mode (no displays)', () => {
  it('display.list answers an empty list', () => {
    expect(open().request('display.list', {})).toEqual({ ok: true, value: [] });
  });

  it('display.choose is refused with display.unavailable, automatic included', () => {
    const s = open();
    for (const displayId of [2, null]) {
      expect(s.request('display.choose', { displayId })).toEqual({
        ok: false,
        error: { kind: 'rule', code: 'display.unavailable', params: {} },
      });
    }
  });
});

describe('display requests with the shell’s displays attached', () => {
  it('lists and chooses through the host, and pushes its changes to the subscribers', () => {
    const s = open();
    const host = recordingHost();
    s.attachDisplays(host);
    const heard: DisplayInfo[][] = [];
    s.onDisplays((list) => heard.push(list));
    expect(s.request('display.list', {})).toEqual({ ok: true, value: [beamer] });
    expect(s.request('display.choose', { displayId: 2 })).toEqual({ ok: true, value: [{ ...beamer, chosen: true }] });
    expect(s.request('display.choose', { displayId: null })).toMatchObject({ ok: true });
    expect(host.chosen).toEqual([2, null]);
    host.announce([]);
    expect(heard).toEqual([[]]);
  });

  it('refuses a malformed choice before the host hears of it', () => {
    const s = open();
    const host = recordingHost();
    s.attachDisplays(host);
    for (const payload of [
      {},
      { displayId: -1 },
      { displayId: 1.5 },
      { displayId: '2' },
      { displayId: 2 ** 32 },
      { displayId: 2, extra: true },
      null,
    ]) {
      expect(s.request('display.choose', payload)).toMatchObject({ ok: false, error: { kind: 'invalid-payload' } });
    }
    expect(s.request('display.list', { all: true })).toMatchObject({ ok: false, error: { kind: 'invalid-payload' } });
    expect(host.chosen).toEqual([]);
  });

  it('detached (or closed), the station goes back to having no displays', () => {
    const s = open();
    const host = recordingHost();
    const detach = s.attachDisplays(host);
    detach();
    expect(host.listeners).toBe(0);
    expect(s.request('display.list', {})).toEqual({ ok: true, value: [] });
    const again = recordingHost();
    s.attachDisplays(again);
    s.close();
    station = null;
    expect(again.listeners).toBe(0);
  });

  it('a second host replaces the first, which is no longer heard', () => {
    const s = open();
    const first = recordingHost();
    const second = recordingHost();
    const detachFirst = s.attachDisplays(first);
    s.attachDisplays(second);
    expect(first.listeners).toBe(0);
    // The first's detach, called late, must not take the second away.
    detachFirst();
    expect(s.request('display.list', {})).toEqual({ ok: true, value: [beamer] });
    expect(second.listeners).toBe(1);
  });
});
