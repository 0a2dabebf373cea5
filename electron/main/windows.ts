import { BrowserWindow, type BrowserWindowConstructorOptions, type WebContents, type WebPreferences } from 'electron';
import type { AppPage } from './app-url.ts';
import { preloadPath, WINDOW_ICON } from './build-paths.ts';
import type { Bounds, ProjectorPlacement } from './displays.ts';

/**
 * What Electron's security checklist asks of every window, whatever its page: the page runs sandboxed, in its
 * own JavaScript world, without Node, with web security on and no webview.
 */
export const SECURE_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  spellcheck: false,
} as const satisfies WebPreferences;

/**
 * The web preferences of a page's window: the checklist's, and its preload, through whose named functions
 * alone the page reaches the station.
 */
export function secureWebPreferences(page: AppPage): WebPreferences {
  return { preload: preloadPath(page), ...SECURE_WEB_PREFERENCES };
}

/** The root of a page's URLs: everything the page loads, and every frame it may speak from, starts with it. */
export function pageRoot(page: AppPage): string {
  return `app://${page}/`;
}

/** The URL a page is loaded from. */
export function pageUrl(page: AppPage): string {
  return `${pageRoot(page)}index.html`;
}

/**
 * A window for one of the station's pages: hidden until its first paint, then revealed as the caller
 * says, with the app's icon, the secure web preferences and its navigation locked down.
 */
function pageWindow(
  page: AppPage,
  options: BrowserWindowConstructorOptions,
  reveal: (window: BrowserWindow) => void,
): BrowserWindow {
  const window = new BrowserWindow({
    ...options,
    show: false,
    icon: WINDOW_ICON,
    webPreferences: secureWebPreferences(page),
  });
  lockDown(window.webContents);
  window.once('ready-to-show', () => reveal(window));
  return window;
}

/** The moderator's console: a normal window on the primary display, or where it was last closed on these displays. */
export function createModeratorWindow(remembered: Bounds | null = null): BrowserWindow {
  return pageWindow(
    'moderator',
    {
      title: 'Mafia Station',
      width: 1280,
      height: 800,
      ...remembered,
      minWidth: 800,
      minHeight: 600,
      backgroundColor: '#111318',
    },
    (window) => window.show(),
  );
}

/** The public screen, placed by the display logic (fullscreen on an external display when there is one). */
export function createProjectorWindow(placement: ProjectorPlacement): BrowserWindow {
  return pageWindow(
    'projector',
    {
      title: 'Mafia Station — Projector',
      ...placement.bounds,
      fullscreen: placement.mode === 'fullscreen',
      autoHideMenuBar: true,
      backgroundColor: '#000000',
    },
    // Shown without focus: opening the projector must not take the keyboard from the moderator's console.
    (window) => window.showInactive(),
  );
}

/** Loads a page into its window from app://. */
export function loadPage(window: BrowserWindow, page: AppPage): Promise<void> {
  return window.loadURL(pageUrl(page));
}

/** Forbids a page to go anywhere else: no navigation away, no new windows. */
export function lockDown(contents: WebContents): void {
  contents.on('will-navigate', (event) => {
    if (event.url !== contents.getURL()) event.preventDefault();
  });
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}
