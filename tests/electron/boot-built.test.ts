// Boots the BUILT main bundle (out/main/index.js, from `electron-vite build`) against the stand-in
// electron, with a real station on a real archive in the stand-in's userData folder; and loads the
// built preloads the way a sandboxed renderer would. This is what Electron would run, minus Electron.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  IPC,
  type ModeratorBridgeApi,
  type ProjectorBridgeApi,
  type StationResult,
} from '../../shared/contract/index.ts';
import { ARCHIVE_FILE } from '../../electron/station/index.ts';
import type * as StandInModule from './stand-in/electron.ts';
import { SECURE_PREFERENCES } from './secure-preferences.ts';

const MAIN_BUNDLE = resolve('out/main/index.js');
const PRELOADS = { moderator: resolve('out/preload/moderator.cjs'), projector: resolve('out/preload/projector.cjs') };
const RENDERER_PAGE = resolve('out/renderer/moderator/index.html');
const built = existsSync(MAIN_BUNDLE);
const builtPreloads = existsSync(PRELOADS.moderator) && existsSync(PRELOADS.projector);

if (!built) {
  console.warn(
    `boot-built.test.ts: ${MAIN_BUNDLE} is missing, so the built bundle is not tested. Run \`npx electron-vite build\` first.`,
  );
}

// If the mock below ever stopped applying to the built file, the real `electron` package would be
// loaded, and it tries to download Electron's binary: this makes it fail fast offline instead.
process.env['ELECTRON_OVERRIDE_DIST_PATH'] = '/nonexistent-electron-dist';

vi.mock('electron', () => import('./stand-in/electron.ts'));

const electron = (await import('electron')) as unknown as typeof StandInModule;

describe.skipIf(!built)('the built main bundle', () => {
  // The same stand-in instance the bundle receives for its `import ... from 'electron'`.
  const { app, ipcMain, standIn, session, ipcEventFrom } = electron;
  let moderator: StandInModule.StandInBrowserWindow | undefined;
  let projector: StandInModule.StandInBrowserWindow | undefined;

  beforeAll(async () => {
    await import(/* @vite-ignore */ MAIN_BUNDLE);
    await vi.waitFor(() => expect(standIn.windows.length + standIn.errorBoxes.length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    [moderator, projector] = standIn.windows;
  });

  afterAll(() => {
    // Closing the windows quits the app, and quitting closes the station (and its SQLite file).
    for (const window of standIn.windows) window.close();
    expect(app.quitCalls).toBe(1);
    app.disposeUserData();
  });

  it('really runs against the stand-in (the mock applies to the built file’s `electron` import)', () => {
    expect(standIn.errorBoxes).toEqual([]);
    expect(standIn.windows).toHaveLength(2);
  });

  it('creates both windows with the secure options and their built preloads', () => {
    for (const [window, page] of [
      [moderator!, 'moderator'],
      [projector!, 'projector'],
    ] as const) {
      expect(window.options['webPreferences']).toEqual({ preload: PRELOADS[page], ...SECURE_PREFERENCES });
      expect(existsSync(PRELOADS[page]), PRELOADS[page]).toBe(true);
      expect(window.webContents.getURL()).toBe(`app://${page}/index.html`);
      expect(window.webContents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
      expect(window.webContents.attemptNavigation('https://example.com/')).toBe(true);
    }
  });

  it('registers the app protocol (privileged before ready) and denies permissions', () => {
    expect(standIn.privilegedSchemes).toEqual([
      [{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } }],
    ]);
    expect([...standIn.protocolHandlers.keys()]).toEqual(['app']);
    const callback = vi.fn();
    session.defaultSession.permissionRequestHandler!({}, 'media', callback, {});
    expect(callback).toHaveBeenCalledWith(false);
    expect(session.defaultSession.permissionCheckHandler!({}, 'media', 'app://moderator', {})).toBe(false);
  });

  it('registers every IPC handler of the contract', () => {
    expect([...ipcMain.handlers.keys()]).toEqual([IPC.moderatorRequest]);
    expect(ipcMain.listenerCount(IPC.projectorReady)).toBe(1);
  });

  it('serves app:// from out/renderer, refusing what lies outside it', async () => {
    const handler = standIn.protocolHandlers.get('app')!;
    const refused = await handler(new Request('app://moderator/..%2f..%2fmain%2findex.js'));
    expect(refused.status).toBe(404);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    if (!existsSync(RENDERER_PAGE)) {
      console.warn('boot-built.test.ts: out/renderer is not built yet; the served page is not checked.');
      return;
    }
    const page = await handler(new Request('app://moderator/index.html'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    // Every script and stylesheet the built page names must be servable through app:// as well.
    const html = await page.text();
    for (const [, ref] of html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)) {
      const asset = await handler(new Request(new URL(ref!, 'app://moderator/index.html').href));
      expect(asset.status, ref).toBe(200);
    }
  });

  it('opened a real archive in userData and answers the moderator through it', async () => {
    expect(existsSync(join(app.getPath('userData'), ARCHIVE_FILE))).toBe(true);
    const status = (await ipcMain.invoke(IPC.moderatorRequest, ipcEventFrom(moderator!), {
      name: 'station.status',
      payload: {},
    })) as StationResult<unknown>;
    expect(status).toEqual({ ok: true, value: { activeGameId: null, unfinished: [] } });
    const bad = (await ipcMain.invoke(IPC.moderatorRequest, ipcEventFrom(moderator!), {
      name: 'game.open',
      payload: { gameId: '../x' },
    })) as StationResult<unknown>;
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid-payload' } });
    const forbidden = (await ipcMain.invoke(IPC.moderatorRequest, ipcEventFrom(projector!), {
      name: 'station.status',
      payload: {},
    })) as StationResult<unknown>;
    expect(forbidden).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('a game created from the console reaches the console as the moderator view and the projector as the public view only', async () => {
    moderator!.webContents.sent.length = 0;
    projector!.webContents.sent.length = 0;
    const players = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'];
    const created = (await ipcMain.invoke(IPC.moderatorRequest, ipcEventFrom(moderator!), {
      name: 'game.create',
      payload: { rulesetId: 'davidoff-1987', players },
    })) as StationResult<unknown>;
    expect(created).toMatchObject({ ok: true });
    expect(moderator!.webContents.sent.map((m) => m.channel)).toEqual([IPC.moderatorView]);
    expect(projector!.webContents.sent.map((m) => m.channel)).toEqual([IPC.publicView]);
    expect(projector!.webContents.sent[0]!.args[0]).toMatchObject({ channel: 'public.view', view: expect.anything() });
  });
});

describe.skipIf(!built)('the built main bundle’s imports', () => {
  it('are Electron, Node built-ins, or runtime dependencies: nothing a packaged app would lack', () => {
    const code = readFileSync(MAIN_BUNDLE, 'utf8');
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    const specifiers = [
      ...code.matchAll(/^import\s[^'"]*?from\s*["']([^"']+)["']/gm),
      ...code.matchAll(/^import\s*["']([^"']+)["']/gm),
    ].map((m) => m[1]!);
    expect(specifiers).toContain('electron');
    for (const specifier of specifiers) {
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
      const allowed =
        name === 'electron' ||
        builtinModules.includes(specifier.replace(/^node:/, '')) ||
        Object.hasOwn(pkg.dependencies, name);
      expect(allowed, specifier).toBe(true);
    }
  });
});

describe.skipIf(!builtPreloads)('the built preloads in a sandboxed renderer', () => {
  /** Runs a built preload as a sandboxed renderer does: CommonJS, and `require` knows only 'electron'. */
  function runSandboxed(file: string): {
    exposed: Map<string, unknown>;
    sentToMain: unknown[][];
    invoked: unknown[][];
    deliver: (channel: string, message: unknown) => void;
  } {
    const exposed = new Map<string, unknown>();
    const sentToMain: unknown[][] = [];
    const invoked: unknown[][] = [];
    const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
      ipcRenderer: {
        invoke: (...args: unknown[]) => (invoked.push(args), Promise.resolve({ ok: true, value: null })),
        send: (...args: unknown[]) => sentToMain.push(args),
        on: (channel: string, listener: (...args: unknown[]) => void) =>
          listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener)),
        removeListener: (channel: string, listener: (...args: unknown[]) => void) =>
          listeners.get(channel)?.delete(listener),
      },
    };
    const module = { exports: {} };
    const sandboxRequire = (id: string): unknown => {
      if (id === 'electron') return electron;
      throw new Error(`a sandboxed preload cannot require '${id}'`);
    };
    runInNewContext(`(function (require, module, exports) {${readFileSync(file, 'utf8')}\n})`, {}, { filename: file })(
      sandboxRequire,
      module,
      module.exports,
    );
    const deliver = (channel: string, message: unknown): void => {
      for (const listener of listeners.get(channel) ?? []) listener({ sender: 'event' }, message);
    };
    return { exposed, sentToMain, invoked, deliver };
  }

  it('the moderator preload needs nothing but electron and exposes only request and onPush', async () => {
    const { exposed, invoked, deliver } = runSandboxed(PRELOADS.moderator);
    expect([...exposed.keys()]).toEqual(['mafiaModerator']);
    const api = exposed.get('mafiaModerator') as ModeratorBridgeApi;
    expect(Object.keys(api).sort()).toEqual(['onPush', 'request']);
    await api.request('station.status', {});
    expect(invoked).toEqual([[IPC.moderatorRequest, { name: 'station.status', payload: {} }]]);
    const listener = vi.fn();
    api.onPush(listener);
    deliver(IPC.publicView, { channel: 'public.view', view: null });
    deliver(IPC.moderatorView, { channel: 'moderator.view', view: null });
    expect(listener).toHaveBeenCalledExactlyOnceWith({ channel: 'moderator.view', view: null });
  });

  it('the projector preload needs nothing but electron and exposes only onPush', async () => {
    const { exposed, sentToMain, invoked, deliver } = runSandboxed(PRELOADS.projector);
    expect([...exposed.keys()]).toEqual(['mafiaProjector']);
    const api = exposed.get('mafiaProjector') as ProjectorBridgeApi;
    expect(Object.keys(api)).toEqual(['onPush']);
    const listener = vi.fn();
    api.onPush(listener);
    // Asked once per page load, when the page's subscriptions of this turn are in place.
    await Promise.resolve();
    expect(sentToMain).toEqual([[IPC.projectorReady]]);
    deliver(IPC.moderatorView, { channel: 'moderator.view', view: null });
    deliver(IPC.publicView, { channel: 'public.view', view: null });
    expect(listener).toHaveBeenCalledExactlyOnceWith({ channel: 'public.view', view: null });
    expect(invoked).toEqual([]);
  });
});
