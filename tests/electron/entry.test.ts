// The entry (electron/main/index.ts) from source, over a fake station: lifecycle, order of start-up,
// and what happens when the archive is refused. The built bundle is tested in boot-built.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC } from '../../shared/contract/index.ts';
import { fakeStation, type FakeStation } from './fake-station.ts';

type StandIn = typeof import('./stand-in/electron.ts');
type ArchiveOpenErrorClass = typeof import('../../electron/station/archive/archive-api.ts').ArchiveOpenError;

const control = vi.hoisted(() => ({
  open: (_dir: string, _ArchiveOpenError: unknown): unknown => {
    throw new Error('set control.open in the test');
  },
  openedIn: [] as string[],
}));

/** Loads a fresh stand-in and a fresh entry, as a fresh launch would. */
async function launch(prepare: (electron: StandIn) => void = () => {}): Promise<StandIn> {
  // vi.resetModules keeps mocked modules; doMock after it gives each launch a fresh stand-in and a
  // fresh station module (whose ArchiveOpenError is the very class the fresh shell imports).
  vi.resetModules();
  vi.doMock('electron', () => import('./stand-in/electron.ts'));
  vi.doMock('../../electron/station/index.ts', async () => {
    const { ArchiveOpenError } = await import('../../electron/station/archive/archive-api.ts');
    return {
      // The entry names the prints folder for "Show in folder" / "Open" (issue 13 §2.8).
      PRINTS_FOLDER: 'prints',
      openStation: (dir: string) => {
        control.openedIn.push(dir);
        return control.open(dir, ArchiveOpenError);
      },
    };
  });
  control.openedIn = [];
  const electron = (await import('electron')) as unknown as StandIn;
  prepare(electron);
  await import('../../electron/main/index.ts');
  launched = electron;
  return electron;
}

let station: FakeStation;
let launched: StandIn | null = null;
afterEach(() => {
  launched?.app.disposeUserData();
  launched = null;
});
beforeEach(() => {
  station = fakeStation();
  control.open = () => station;
});

describe('the entry', () => {
  it('opens the station in userData, serves app://, opens both windows and binds IPC', async () => {
    const { app, standIn, session, ipcMain } = await launch();
    await vi.waitFor(() => expect(standIn.windows).toHaveLength(2));
    expect(control.openedIn).toEqual([app.getPath('userData')]);
    // Registered before ready: the stand-in throws if it is not.
    expect(standIn.privilegedSchemes).toEqual([
      [{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } }],
    ]);
    expect([...standIn.protocolHandlers.keys()]).toEqual(['app']);
    expect(session.defaultSession.permissionRequestHandler).not.toBeNull();
    expect(session.defaultSession.permissionCheckHandler).not.toBeNull();
    expect([...ipcMain.handlers.keys()]).toEqual([IPC.moderatorRequest]);
    expect(ipcMain.listenerCount(IPC.projectorReady)).toBe(1);
    const [moderator, projector] = standIn.windows;
    expect(moderator!.webContents.getURL()).toBe('app://moderator/index.html');
    expect(projector!.webContents.getURL()).toBe('app://projector/index.html');
    expect(station.moderatorListenerCount()).toBe(1);
    expect(station.publicListenerCount()).toBe(1);
    // The projector's displays are handed to the station, for the moderator to choose from.
    expect(station.displayHost?.list().map((d) => d.holdsProjector)).toEqual([true]);
  });

  it('quits when the console is closed, closing the projector and then the station', async () => {
    const { app, standIn } = await launch();
    await vi.waitFor(() => expect(standIn.windows).toHaveLength(2));
    const [moderator, projector] = standIn.windows;
    moderator!.close();
    expect(projector!.isDestroyed()).toBe(true);
    expect(app.quitCalls).toBe(1);
    expect(station.closed).toBe(true);
  });

  it('keeps running when only the projector is closed', async () => {
    const { app, standIn } = await launch();
    await vi.waitFor(() => expect(standIn.windows).toHaveLength(2));
    standIn.windows[1]!.close();
    expect(app.quitCalls).toBe(0);
    expect(station.closed).toBe(false);
  });

  it('shows a refused archive’s reason in an error box and quits, opening nothing', async () => {
    control.open = (_dir, ArchiveOpenError) => {
      throw new (ArchiveOpenError as ArchiveOpenErrorClass)(
        'newer-version',
        'This archive was written by a newer Mafia Station (schema 9).',
      );
    };
    const { app, standIn, ipcMain } = await launch();
    await vi.waitFor(() => expect(app.quitCalls).toBe(1));
    expect(standIn.errorBoxes).toEqual([
      {
        title: 'Mafia Station cannot open its archive',
        content: 'This archive was written by a newer Mafia Station (schema 9).',
      },
    ]);
    expect(standIn.windows).toEqual([]);
    expect(standIn.protocolHandlers.size).toBe(0);
    expect(ipcMain.handlers.size).toBe(0);
  });

  it('shows any other failure to open the station and quits', async () => {
    control.open = () => {
      throw new Error('EACCES: permission denied');
    };
    const { app, standIn } = await launch();
    await vi.waitFor(() => expect(app.quitCalls).toBe(1));
    expect(standIn.errorBoxes).toEqual([
      { title: 'Mafia Station could not start', content: 'EACCES: permission denied' },
    ]);
    expect(standIn.windows).toEqual([]);
  });

  it('a second instance quits at once, before touching the archive', async () => {
    const { app, standIn } = await launch((electron) => {
      electron.app.singleInstanceLock = false;
    });
    await app.whenReady();
    await new Promise((r) => setTimeout(r, 20));
    expect(app.quitCalls).toBe(1);
    expect(control.openedIn).toEqual([]);
    expect(standIn.windows).toEqual([]);
    expect(standIn.privilegedSchemes).toEqual([]);
  });

  it('brings the console forward when a second instance starts', async () => {
    const { app, standIn } = await launch();
    await vi.waitFor(() => expect(standIn.windows).toHaveLength(2));
    const moderator = standIn.windows[0]!;
    moderator.minimized = true;
    app.emit('second-instance');
    expect(moderator.isMinimized()).toBe(false);
    expect(moderator.calls.map((c) => c.method)).toContain('focus');
  });
});
