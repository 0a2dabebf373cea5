// A stand-in for the `electron` module. Electron's binary cannot be downloaded on our machines, so the
// shell is tested against this: it records what the shell asks of Electron (windows and their options,
// handlers, protocol registrations, permission handlers, dialogs, what a preload exposes) and lets a
// test play Electron's part (emit an app or screen event, send an IPC message from a chosen window).
// Only what the shell uses is modelled. One instance per test file (vitest isolates module state).
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A rectangle in screen coordinates. */
export interface StandInRectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A display as `screen` reports it. */
export interface StandInDisplay {
  id: number;
  bounds: StandInRectangle;
  workArea: StandInRectangle;
  /** The system's name for the display (Electron's `Display.label`). */
  label: string;
}

/** The event Electron passes to `will-navigate` listeners. */
export interface StandInNavigationEvent {
  url: string;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/** A frame as an IPC event's `senderFrame` shows it. */
export interface StandInFrame {
  url: string;
  parent: StandInFrame | null;
}

/** A window's web contents: records its handlers and what main sends to the page. */
export class StandInWebContents extends EventEmitter {
  static nextId = 1;
  readonly id = StandInWebContents.nextId++;
  readonly sent: { channel: string; args: unknown[] }[] = [];
  readonly mainFrame: StandInFrame = { url: '', parent: null };
  windowOpenHandler: ((details: { url: string }) => { action: 'allow' | 'deny' }) | null = null;
  destroyed = false;

  getURL(): string {
    return this.mainFrame.url;
  }

  loadURL(url: string): Promise<void> {
    this.mainFrame.url = url;
    return Promise.resolve();
  }

  send(channel: string, ...args: unknown[]): void {
    if (this.destroyed) throw new Error('Object has been destroyed');
    this.sent.push({ channel, args });
  }

  /** What printToPDF was asked, in order. */
  readonly printedToPdf: Record<string, unknown>[] = [];

  /** Plays Chromium's PDF printing: a small fixed PDF-looking buffer. */
  printToPDF(options: Record<string, unknown>): Promise<Buffer> {
    if (this.destroyed) return Promise.reject(new Error('Object has been destroyed'));
    this.printedToPdf.push(options);
    return Promise.resolve(Buffer.from('%PDF-1.4 stand-in'));
  }

  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }): void {
    this.windowOpenHandler = handler;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  /** Plays a navigation attempt; returns whether the shell prevented it. */
  attemptNavigation(url: string): boolean {
    const event: StandInNavigationEvent = {
      url,
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    this.emit('will-navigate', event, url);
    return event.defaultPrevented;
  }
}

/** A BrowserWindow: records the options it was built with and what the shell did to it. */
export class StandInBrowserWindow extends EventEmitter {
  readonly options: Record<string, unknown>;
  readonly webContents = new StandInWebContents();
  readonly calls: { method: string; args: unknown[] }[] = [];
  bounds: StandInRectangle;
  fullScreen: boolean;
  destroyed = false;
  minimized = false;

  constructor(options: Record<string, unknown> = {}) {
    super();
    // As in Electron: no window before the app is ready.
    if (!app.ready) throw new Error('Cannot create BrowserWindow before app is ready');
    this.options = options;
    this.bounds = {
      x: Number(options['x'] ?? 0),
      y: Number(options['y'] ?? 0),
      width: Number(options['width'] ?? 800),
      height: Number(options['height'] ?? 600),
    };
    this.fullScreen = options['fullscreen'] === true;
    standIn.windows.push(this);
    standIn.allClosedAnnounced = false;
  }

  loadURL(url: string): Promise<void> {
    this.calls.push({ method: 'loadURL', args: [url] });
    return this.webContents.loadURL(url);
  }

  setBounds(bounds: StandInRectangle): void {
    this.calls.push({ method: 'setBounds', args: [bounds] });
    this.bounds = { ...bounds };
  }

  getBounds(): StandInRectangle {
    return { ...this.bounds };
  }

  setFullScreen(flag: boolean): void {
    this.calls.push({ method: 'setFullScreen', args: [flag] });
    this.fullScreen = flag;
  }

  isFullScreen(): boolean {
    return this.fullScreen;
  }

  show(): void {
    this.calls.push({ method: 'show', args: [] });
  }

  showInactive(): void {
    this.calls.push({ method: 'showInactive', args: [] });
  }

  focus(): void {
    this.calls.push({ method: 'focus', args: [] });
  }

  isMinimized(): boolean {
    return this.minimized;
  }

  restore(): void {
    this.minimized = false;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  /** Closes the window as a user would: 'closed' fires, then the window and its contents are gone. */
  close(): void {
    if (this.destroyed) return;
    // As in Electron: 'close' first, while the window still has its bounds, then 'closed'.
    this.emit('close', { preventDefault: () => undefined });
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
    // Electron announces the last window's closing once, even when a 'closed' listener closed it.
    if (!standIn.allClosedAnnounced && standIn.windows.every((w) => w.destroyed)) {
      standIn.allClosedAnnounced = true;
      app.emit('window-all-closed');
    }
  }

  /** Destroys the window at once (no beforeunload): for the stand-in, the same as closing it. */
  destroy(): void {
    this.calls.push({ method: 'destroy', args: [] });
    this.close();
  }

  static getAllWindows(): StandInBrowserWindow[] {
    return standIn.windows.filter((w) => !w.destroyed);
  }
}

/** The IPC event main receives: who sent it and from which frame. */
export interface StandInIpcEvent {
  sender: StandInWebContents | object;
  senderFrame: StandInFrame | null;
  frameId: number;
  processId: number;
  returnValue?: unknown;
}

/** Builds the IPC event a window's main frame would produce. */
export function ipcEventFrom(window: StandInBrowserWindow): StandInIpcEvent {
  return {
    sender: window.webContents,
    senderFrame: window.webContents.mainFrame,
    frameId: 1,
    processId: window.webContents.id,
  };
}

class StandInIpcMain extends EventEmitter {
  readonly handlers = new Map<string, (event: StandInIpcEvent, ...args: unknown[]) => unknown>();

  handle(channel: string, handler: (event: StandInIpcEvent, ...args: unknown[]) => unknown): void {
    // Electron throws on a second handler for one channel; so does the stand-in.
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, handler);
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }

  /** Plays `ipcRenderer.invoke` from a sender: resolves with what the handler returned. */
  async invoke(channel: string, event: StandInIpcEvent, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler(event, ...args);
  }
}

class StandInApp extends EventEmitter {
  readonly isPackaged = false;
  singleInstanceLock = true;
  quitCalls = 0;
  /** Becomes true once `whenReady()` has resolved, as Electron's 'ready' would. */
  ready = false;
  private userData: string | null = null;

  whenReady(): Promise<void> {
    return Promise.resolve().then(() => {
      this.ready = true;
    });
  }

  isReady(): boolean {
    return this.ready;
  }

  getPath(name: string): string {
    if (name !== 'userData') throw new Error(`The stand-in knows only userData, not ${name}`);
    this.userData ??= mkdtempSync(join(tmpdir(), 'mafia-station-userdata-'));
    return this.userData;
  }

  /** Deletes the userData folder the stand-in made, if any (tests call this when done). */
  disposeUserData(): void {
    if (this.userData) rmSync(this.userData, { recursive: true, force: true });
    this.userData = null;
  }

  requestSingleInstanceLock(): boolean {
    return this.singleInstanceLock;
  }

  /** Records the quit and plays Electron's quit events (before-quit, will-quit, quit) once. */
  quit(): void {
    this.quitCalls += 1;
    if (this.quitCalls > 1) return;
    this.emit('before-quit');
    this.emit('will-quit');
    this.emit('quit');
  }
}

class StandInScreen extends EventEmitter {
  displays: StandInDisplay[] = [display(1, 0, 0, 1920, 1080)];
  primaryId = 1;

  getAllDisplays(): StandInDisplay[] {
    if (!app.ready) throw new Error('screen cannot be used before the app is ready');
    return this.displays.map((d) => structuredClone(d));
  }

  getPrimaryDisplay(): StandInDisplay {
    const primary = this.displays.find((d) => d.id === this.primaryId);
    if (!primary) throw new Error('the stand-in screen has no primary display');
    return structuredClone(primary);
  }

  /** Plugs in a display and emits display-added, as Electron does. */
  addDisplay(added: StandInDisplay): void {
    this.displays.push(added);
    this.emit('display-added', {}, added);
  }

  /** Unplugs a display and emits display-removed. */
  removeDisplay(id: number): void {
    const removed = this.displays.find((d) => d.id === id);
    this.displays = this.displays.filter((d) => d.id !== id);
    this.emit('display-removed', {}, removed);
  }

  /** Changes a display (its resolution, say) and emits display-metrics-changed with what changed. */
  changeDisplay(changed: StandInDisplay): void {
    const before = this.displays.find((d) => d.id === changed.id);
    if (!before) throw new Error(`the stand-in screen has no display ${changed.id}`);
    this.displays = this.displays.map((d) => (d.id === changed.id ? changed : d));
    const metrics = [
      ...(JSON.stringify(before.bounds) === JSON.stringify(changed.bounds) ? [] : ['bounds']),
      ...(JSON.stringify(before.workArea) === JSON.stringify(changed.workArea) ? [] : ['workArea']),
    ];
    this.emit('display-metrics-changed', {}, changed, metrics);
  }

  /** Makes another display the primary one, as the system settings would (Electron reports it as a metrics change). */
  setPrimary(id: number): void {
    const display = this.displays.find((d) => d.id === id);
    if (!display) throw new Error(`the stand-in screen has no display ${id}`);
    this.primaryId = id;
    this.emit('display-metrics-changed', {}, display, []);
  }
}

/** A display with its work area equal to its bounds less a 40px taskbar. */
export function display(
  id: number,
  x: number,
  y: number,
  width: number,
  height: number,
  label = `Display ${id}`,
): StandInDisplay {
  return { id, bounds: { x, y, width, height }, workArea: { x, y, width, height: height - 40 }, label };
}

class StandInSession {
  permissionRequestHandler: ((...args: unknown[]) => void) | null = null;
  permissionCheckHandler: ((...args: unknown[]) => boolean) | null = null;

  setPermissionRequestHandler(handler: ((...args: unknown[]) => void) | null): void {
    this.permissionRequestHandler = handler;
  }

  setPermissionCheckHandler(handler: ((...args: unknown[]) => boolean) | null): void {
    this.permissionCheckHandler = handler;
  }
}

class StandInIpcRenderer extends EventEmitter {
  readonly invoked: { channel: string; args: unknown[] }[] = [];
  readonly sentToMain: { channel: string; args: unknown[] }[] = [];
  /** What `invoke` resolves with; a test sets it to play main's answer. */
  invokeResult: unknown = { ok: true, value: null };

  invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    this.invoked.push({ channel, args });
    return Promise.resolve(this.invokeResult);
  }

  send(channel: string, ...args: unknown[]): void {
    this.sentToMain.push({ channel, args });
  }

  /** Plays main sending a message to this page: listeners get (event, ...args), as in Electron. */
  deliver(channel: string, ...args: unknown[]): void {
    this.emit(channel, { sender: this, senderId: 0 }, ...args);
  }
}

/** Everything the stand-in recorded, for assertions. */
export const standIn = {
  windows: [] as StandInBrowserWindow[],
  privilegedSchemes: [] as unknown[][],
  protocolHandlers: new Map<string, (request: Request) => Response | Promise<Response>>(),
  errorBoxes: [] as { title: string; content: string }[],
  exposed: new Map<string, unknown>(),
  openedExternally: [] as string[],
  /** Files the shell opened in their default program (shell.openPath). */
  openedPaths: [] as string[],
  /** Files the shell showed in the system's file manager (shell.showItemInFolder). */
  shownInFolder: [] as string[],
  allClosedAnnounced: false,
  applicationMenu: null as { template: unknown[] } | null,
};

/** The stand-in's `app`. */
export const app = new StandInApp();
/** The stand-in's `ipcMain`. */
export const ipcMain = new StandInIpcMain();
/** The stand-in's `screen`, with displays a test can change. */
export const screen = new StandInScreen();
/** The stand-in's `ipcRenderer` (used by the preloads). */
export const ipcRenderer = new StandInIpcRenderer();
/** The stand-in's `BrowserWindow`. */
export const BrowserWindow = StandInBrowserWindow;

/** The stand-in's `session`: one default session. */
export const session = { defaultSession: new StandInSession() };

/** The stand-in's `protocol`. */
export const protocol = {
  registerSchemesAsPrivileged(schemes: unknown[]): void {
    // As in Electron: privileges can only be granted before the app is ready.
    if (app.ready) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
    standIn.privilegedSchemes.push(schemes);
  },
  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void {
    if (!app.ready) throw new Error('protocol.handle cannot be used before the app is ready');
    if (standIn.protocolHandlers.has(scheme)) throw new Error(`scheme ${scheme} is already handled`);
    standIn.protocolHandlers.set(scheme, handler);
  },
  unhandle(scheme: string): void {
    standIn.protocolHandlers.delete(scheme);
  },
};

/** The stand-in's `dialog`. */
export const dialog = {
  showErrorBox(title: string, content: string): void {
    standIn.errorBoxes.push({ title, content });
  },
};

/** The stand-in's `contextBridge`: records what a preload exposes, by world key. */
export const contextBridge = {
  exposeInMainWorld(key: string, api: unknown): void {
    if (standIn.exposed.has(key)) throw new Error(`${key} is already exposed`);
    standIn.exposed.set(key, api);
  },
};

/** The stand-in's `shell`: records what the app asked the system to open (only printed PDFs may be). */
export const shell = {
  openExternal(url: string): Promise<void> {
    standIn.openedExternally.push(url);
    return Promise.resolve();
  },
  openPath(path: string): Promise<string> {
    standIn.openedPaths.push(path);
    return Promise.resolve('');
  },
  showItemInFolder(fullPath: string): void {
    standIn.shownInFolder.push(fullPath);
  },
} satisfies Pick<Electron.Shell, 'openExternal' | 'openPath' | 'showItemInFolder'>;

/** The stand-in as a default import (`import electron from 'electron'`). */
export default {
  app,
  BrowserWindow,
  contextBridge,
  dialog,
  ipcMain,
  ipcRenderer,
  protocol,
  screen,
  session,
  shell,
};

/** The stand-in's `Menu`: keeps the template of the application menu the shell set. */
export const Menu = {
  buildFromTemplate(template: unknown[]): { template: unknown[] } {
    return { template };
  },
  setApplicationMenu(menu: { template: unknown[] } | null): void {
    standIn.applicationMenu = menu;
  },
};
