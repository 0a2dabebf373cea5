import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC, MODERATOR_REQUESTS, type StationResult } from '../../shared/contract/index.ts';
import type { ModeratorView, PublicView } from '../../shared/engine/index.ts';
import { fakeStation, sampleView, type FakeStation } from './fake-station.ts';
import { app, ipcEventFrom, ipcMain, StandInBrowserWindow, type StandInIpcEvent } from './stand-in/electron.ts';

vi.mock('electron', () => import('./stand-in/electron.ts'));

const { bindIpc } = await import('../../electron/main/ipc.ts');

await app.whenReady();

let station: FakeStation;
let moderator: StandInBrowserWindow;
let projector: StandInBrowserWindow;
let unbind: () => void;

beforeEach(async () => {
  unbind?.();
  station = fakeStation();
  moderator = new StandInBrowserWindow({});
  projector = new StandInBrowserWindow({});
  await moderator.loadURL('app://moderator/index.html');
  await projector.loadURL('app://projector/index.html');
  unbind = bindIpc({ station, moderator: moderator as never, projector: projector as never });
});

function request(event: StandInIpcEvent, message: unknown): Promise<StationResult<unknown>> {
  return ipcMain.invoke(IPC.moderatorRequest, event, message) as Promise<StationResult<unknown>>;
}

const statusRequest = { name: 'station.status', payload: {} };

/** A status request carried by this IPC event is refused as forbidden. */
async function expectForbidden(event: StandInIpcEvent): Promise<void> {
  expect(await request(event, statusRequest)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
}

describe('IPC binding', () => {
  it('registers the request handler and the projector-ready listener, and nothing else', () => {
    expect([...ipcMain.handlers.keys()]).toEqual([IPC.moderatorRequest]);
    expect(ipcMain.listenerCount(IPC.projectorReady)).toBe(1);
    // The projector has no request channel: main listens to it only for "ready".
    expect(ipcMain.eventNames()).toEqual([IPC.projectorReady]);
  });

  it('passes a valid request from the moderator window to the station', async () => {
    const answer = await request(ipcEventFrom(moderator), { name: 'game.open', payload: { gameId: 'g1' } });
    expect(answer).toEqual({ ok: true, value: { echoed: 'game.open' } });
    expect(station.requests).toEqual([{ name: 'game.open', payload: { gameId: 'g1' } }]);
  });

  it('accepts every request name of the contract (the station validates the payloads)', async () => {
    for (const name of Object.keys(MODERATOR_REQUESTS)) {
      expect(await request(ipcEventFrom(moderator), { name, payload: null })).toMatchObject({ ok: true });
    }
    expect(station.requests.map((r) => r.name)).toEqual(Object.keys(MODERATOR_REQUESTS));
  });

  it('refuses a request from the projector window as forbidden', async () => {
    await expectForbidden(ipcEventFrom(projector));
    expect(station.requests).toEqual([]);
  });

  it('refuses a request from an unknown sender as forbidden', async () => {
    const stranger = new StandInBrowserWindow({});
    await stranger.loadURL('app://moderator/index.html'); // even showing the right page
    await expectForbidden(ipcEventFrom(stranger));
    await expectForbidden({ sender: {}, senderFrame: null, frameId: 0, processId: 0 });
    expect(station.requests).toEqual([]);
  });

  it('refuses a request from the moderator window once it shows another page, or from a sub-frame', async () => {
    const event = ipcEventFrom(moderator);
    await expectForbidden({ ...event, senderFrame: { url: 'https://example.com/', parent: null } });
    await expectForbidden({ ...event, senderFrame: { url: 'app://projector/index.html', parent: null } });
    await expectForbidden({ ...event, senderFrame: { url: 'app://moderator.evil/index.html', parent: null } });
    await expectForbidden({
      ...event,
      senderFrame: { url: 'app://moderator/frame.html', parent: moderator.webContents.mainFrame },
    });
    await expectForbidden({ ...event, senderFrame: null });
    expect(station.requests).toEqual([]);
  });

  it('refuses a request once the moderator window is closed', async () => {
    const event = ipcEventFrom(moderator);
    moderator.close();
    await expectForbidden(event);
  });

  it.each([
    ['null', null],
    ['a string', 'station.status'],
    ['an array', ['station.status', {}]],
    ['no name', { payload: {} }],
    ['a name that is not a string', { name: 42, payload: {} }],
    ['an unknown name', { name: 'game.delete', payload: {} }],
    ['an inherited name', { name: 'constructor', payload: {} }],
    ['a prototype name', { name: '__proto__', payload: {} }],
    ['no payload', { name: 'station.status' }],
  ])('refuses a malformed message (%s) without reaching the station', async (_what, message) => {
    const answer = await request(ipcEventFrom(moderator), message);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid-payload' } });
    expect(station.requests).toEqual([]);
  });

  it('answers a station that throws with an internal error rather than a raw exception', async () => {
    station.request = () => {
      throw new Error('disk on fire');
    };
    expect(await request(ipcEventFrom(moderator), statusRequest)).toEqual({
      ok: false,
      error: { kind: 'internal', message: 'disk on fire' },
    });
  });

  it('pushes the moderator view to the moderator window only, and the public view to the projector only', () => {
    const mView = sampleView<ModeratorView>('moderator');
    const pView = sampleView<PublicView>('public');
    station.publishModerator(mView);
    station.publishPublic(pView);
    expect(moderator.webContents.sent).toEqual([
      { channel: IPC.moderatorView, args: [{ channel: 'moderator.view', view: mView }] },
    ]);
    expect(projector.webContents.sent).toEqual([
      { channel: IPC.publicView, args: [{ channel: 'public.view', view: pView }] },
    ]);
  });

  it('sends the projector the current public view when it says it is ready, and only then', () => {
    const pView = sampleView<PublicView>('public');
    station.publishPublic(pView);
    projector.webContents.sent.length = 0;
    ipcMain.emit(IPC.projectorReady, ipcEventFrom(projector));
    expect(projector.webContents.sent).toEqual([
      { channel: IPC.publicView, args: [{ channel: 'public.view', view: pView }] },
      { channel: IPC.projectorReveal, args: [{ channel: 'projector.reveal', reveal: null }] },
      { channel: IPC.timer, args: [{ channel: 'timer.state', timer: null, revision: 0 }] },
      { channel: IPC.projectorHold, args: [{ channel: 'projector.hold', on: false, locale: 'en' }] },
      { channel: IPC.tournamentScreen, args: [{ channel: 'tournament.screen', screen: null }] },
    ]);
  });

  it('pushes the shared timer and the hold screen to both windows, each on its own channel', () => {
    const timer = {
      kind: 'speech' as const,
      seat: 2,
      totalMs: 60_000,
      remainingMs: 60_000,
      running: true,
      revision: 1,
    };
    station.publishTimer(timer, 1);
    station.publishHold(true);
    const expected = [
      { channel: IPC.timer, args: [{ channel: 'timer.state', timer, revision: 1 }] },
      { channel: IPC.projectorHold, args: [{ channel: 'projector.hold', on: true, locale: 'en' }] },
    ];
    expect(projector.webContents.sent).toEqual(expected);
    expect(moderator.webContents.sent).toEqual(expected);
  });

  it('pushes the QR reveal to the projector only, on its own channel, and the LAN status to the moderator only', () => {
    const reveal = { seat: 3, svg: '<svg></svg>' };
    const status = {
      running: true,
      host: '127.0.0.1',
      port: 5601,
      mirrorUrl: 'http://127.0.0.1:5601/projector?key=k',
      seenSeats: [1],
      codeSeats: [3],
      lostCodeSeats: [],
      projectorSeat: 3,
    };
    station.publishReveal(reveal);
    station.publishLan(status);
    expect(projector.webContents.sent).toEqual([
      { channel: IPC.projectorReveal, args: [{ channel: 'projector.reveal', reveal }] },
    ]);
    expect(moderator.webContents.sent).toEqual([{ channel: IPC.lanStatus, args: [{ channel: 'lan.status', status }] }]);
  });

  it('pushes the display list to the moderator only: the projector never learns where it is shown', () => {
    const displays = [
      {
        id: 7,
        label: 'Beamer',
        size: { width: 1280, height: 720 },
        primary: false,
        holdsProjector: true,
        chosen: true,
      },
    ];
    station.publishDisplays(displays);
    expect(moderator.webContents.sent).toEqual([
      { channel: IPC.displays, args: [{ channel: 'display.list', displays }] },
    ]);
    expect(projector.webContents.sent).toEqual([]);
    unbind();
    unbind = () => {};
    station.publishDisplays(displays);
    expect(moderator.webContents.sent).toHaveLength(1);
  });

  it('answers an asynchronous (LAN) request once the station has', async () => {
    station.request = (() => Promise.resolve({ ok: true, value: { running: false } })) as never;
    expect(await request(ipcEventFrom(moderator), { name: 'lan.stop', payload: {} })).toEqual({
      ok: true,
      value: { running: false },
    });
  });

  it('ignores "ready" from any window but the projector (the moderator, a stranger)', async () => {
    const stranger = new StandInBrowserWindow({});
    await stranger.loadURL('app://projector/index.html');
    ipcMain.emit(IPC.projectorReady, ipcEventFrom(moderator));
    ipcMain.emit(IPC.projectorReady, ipcEventFrom(stranger));
    expect(projector.webContents.sent).toEqual([]);
    expect(moderator.webContents.sent).toEqual([]);
    expect(stranger.webContents.sent).toEqual([]);
  });

  it('sends the moderator the current view each time its page finishes loading', () => {
    const mView = sampleView<ModeratorView>('moderator');
    station.publishModerator(mView);
    moderator.webContents.sent.length = 0;
    moderator.webContents.emit('did-finish-load');
    expect(moderator.webContents.sent).toEqual([
      { channel: IPC.moderatorView, args: [{ channel: 'moderator.view', view: mView }] },
      { channel: IPC.lanStatus, args: [{ channel: 'lan.status', status: station.currentLanStatus() }] },
      { channel: IPC.timer, args: [{ channel: 'timer.state', timer: null, revision: 0 }] },
      { channel: IPC.projectorHold, args: [{ channel: 'projector.hold', on: false, locale: 'en' }] },
    ]);
  });

  it('keeps publishing to the window left open when the other one closes', () => {
    projector.close();
    const mView = sampleView<ModeratorView>('moderator');
    expect(() => station.publishPublic(sampleView<PublicView>('public'))).not.toThrow();
    station.publishModerator(mView);
    expect(moderator.webContents.sent).toHaveLength(1);
  });

  it('unbinds everything it bound', () => {
    unbind();
    expect(ipcMain.handlers.size).toBe(0);
    expect(ipcMain.listenerCount(IPC.projectorReady)).toBe(0);
    expect(station.moderatorListenerCount()).toBe(0);
    expect(station.publicListenerCount()).toBe(0);
    expect(station.lanListenerCount()).toBe(0);
    expect(station.sharedListenerCount()).toBe(0);
    unbind = () => {};
  });
});
