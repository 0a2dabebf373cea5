import { describe, expect, it, vi } from 'vitest';
import { app, session, standIn, type StandInBrowserWindow } from './stand-in/electron.ts';
import { SECURE_PREFERENCES } from './secure-preferences.ts';

vi.mock('electron', () => import('./stand-in/electron.ts'));

const { createModeratorWindow, createProjectorWindow, loadPage } = await import('../../electron/main/windows.ts');
const { denyAllPermissions } = await import('../../electron/main/permissions.ts');

await app.whenReady();

const windowed = { mode: 'windowed' as const, displayId: 1, bounds: { x: 320, y: 160, width: 1280, height: 720 } };

function created(): { moderator: StandInBrowserWindow; projector: StandInBrowserWindow } {
  const moderator = createModeratorWindow() as unknown as StandInBrowserWindow;
  const projector = createProjectorWindow(windowed) as unknown as StandInBrowserWindow;
  return { moderator, projector };
}

describe('windows', () => {
  it.each(['moderator', 'projector'] as const)(
    'the %s window runs sandboxed, isolated, without Node, with its own preload',
    (page) => {
      const window = created()[page];
      const prefs = window.options['webPreferences'] as Record<string, unknown>;
      expect(prefs).toMatchObject(SECURE_PREFERENCES);
      // One preload per window, the built CommonJS file next to the main bundle's folder.
      expect(String(prefs['preload'])).toMatch(new RegExp(`[/\\\\]preload[/\\\\]${page}\\.cjs$`));
    },
  );

  it('loads each page from app://', async () => {
    const { moderator, projector } = created();
    await loadPage(moderator as never, 'moderator');
    await loadPage(projector as never, 'projector');
    expect(moderator.webContents.getURL()).toBe('app://moderator/index.html');
    expect(projector.webContents.getURL()).toBe('app://projector/index.html');
  });

  it.each(['moderator', 'projector'] as const)('the %s page cannot navigate anywhere else', async (page) => {
    const window = created()[page];
    await loadPage(window as never, page);
    for (const url of [
      'https://example.com/',
      'file:///etc/passwd',
      `app://${page === 'moderator' ? 'projector' : 'moderator'}/index.html`,
      'app://moderator/other.html',
    ]) {
      expect(window.webContents.attemptNavigation(url), url).toBe(true);
    }
    // Navigating to the very page it shows (a same-URL reload) is harmless and allowed.
    expect(window.webContents.attemptNavigation(`app://${page}/index.html`)).toBe(false);
  });

  it.each(['moderator', 'projector'] as const)('the %s page cannot open new windows', (page) => {
    const window = created()[page];
    expect(window.webContents.windowOpenHandler).not.toBeNull();
    expect(window.webContents.windowOpenHandler!({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(window.webContents.windowOpenHandler!({ url: 'app://moderator/index.html' })).toEqual({ action: 'deny' });
  });

  it('puts the projector where the display logic says, fullscreen or not', () => {
    const projector = createProjectorWindow({
      mode: 'fullscreen',
      displayId: 2,
      bounds: { x: 1920, y: 0, width: 1280, height: 720 },
    }) as unknown as StandInBrowserWindow;
    expect(projector.options).toMatchObject({ x: 1920, y: 0, width: 1280, height: 720, fullscreen: true });
    const small = createProjectorWindow(windowed) as unknown as StandInBrowserWindow;
    expect(small.options).toMatchObject({ ...windowed.bounds, fullscreen: false });
  });

  it('shows the projector without taking focus from the console', () => {
    const { moderator, projector } = created();
    moderator.emit('ready-to-show');
    projector.emit('ready-to-show');
    expect(moderator.calls.map((c) => c.method)).toContain('show');
    expect(projector.calls.map((c) => c.method)).toEqual(['showInactive']);
  });
});

describe('permissions', () => {
  it('refuses every permission request and every permission check', () => {
    denyAllPermissions(session.defaultSession as never);
    const request = session.defaultSession.permissionRequestHandler!;
    const check = session.defaultSession.permissionCheckHandler!;
    for (const permission of [
      'media',
      'notifications',
      'geolocation',
      'fullscreen',
      'openExternal',
      'clipboard-read',
    ]) {
      const callback = vi.fn();
      request({}, permission, callback, {});
      expect(callback).toHaveBeenCalledExactlyOnceWith(false);
      expect(check({}, permission, 'app://moderator', {})).toBe(false);
    }
  });

  it('grants the clipboard write to the moderator page only (copy the mirror link)', () => {
    denyAllPermissions(session.defaultSession as never);
    const request = session.defaultSession.permissionRequestHandler!;
    const check = session.defaultSession.permissionCheckHandler!;
    for (const [url, granted] of [
      ['app://moderator/index.html', true],
      ['app://projector/index.html', false],
      ['app://print/index.html', false],
      ['https://example.com/', false],
    ] as const) {
      const callback = vi.fn();
      request({}, 'clipboard-sanitized-write', callback, { requestingUrl: url });
      expect(callback, url).toHaveBeenCalledExactlyOnceWith(granted);
      expect(
        check(
          {},
          'clipboard-sanitized-write',
          new URL(url).origin === 'null' ? url.slice(0, url.indexOf('/', 6)) : new URL(url).origin,
          {},
        ),
        url,
      ).toBe(granted);
    }
  });
});

describe('the shell’s sources', () => {
  // Issue 13 §2.8 changed this deliberately: "never open anything in an external program" became "only a
  // file inside prints/". One module may use the shell, and only to show or open a file; nothing opens a URL.
  it('open only a file inside prints/ in an external program, and only from print-files.ts', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    for (const folder of ['electron/main', 'electron/preload']) {
      for (const file of readdirSync(folder)) {
        const source = readFileSync(`${folder}/${file}`, 'utf8');
        expect(source, `${folder}/${file}`).not.toMatch(/openExternal/);
        if (`${folder}/${file}` === 'electron/main/print-files.ts') continue;
        expect(source, `${folder}/${file}`).not.toMatch(
          /openPath|showItemInFolder|import\s*\{[^}]*\bshell\b[^}]*\}\s*from\s*'electron'/,
        );
      }
    }
    // The one module that opens files asks the prints-folder check first (tests/electron/print-files.test.ts).
    const opener = readFileSync('electron/main/print-files.ts', 'utf8');
    expect(opener).toMatch(/insidePrints\(printsDir, file\)/);
    expect(standIn.openedExternally).toEqual([]);
  });
});
