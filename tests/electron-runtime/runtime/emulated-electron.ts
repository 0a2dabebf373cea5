// The emulated Electron runtime: the `electron` module the BUILT main bundle gets in tests (see
// main-bundle-hooks.ts), where every BrowserWindow is a page of one shared Playwright Chromium. It plays
// Electron's part faithfully where the shell depends on it — app:// served by the real protocol.handle
// handler, the built preloads run before the page with a contextBridge and an ipcRenderer bound to
// ipcMain (sender frame set, so main's sender checks run), webContents.send into the page, printToPDF,
// displays a test plugs in and out — and records the rest (menus, dialogs, shell calls) for assertions.
// Every object is checked against Electron's own declarations (`implements Pick<Electron.X, …>`), so
// an API change in Electron breaks the typecheck here instead of hiding.
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Frame, Page, Route } from '@playwright/test';
import type {} from 'electron';

/** The host suffix app:// pages get in the browser: `app://moderator/x` is `http://moderator.app.localhost/x`. */
export const APP_HOST_SUFFIX = '.app.localhost';

/** Maps a URL the shell uses (app://page/x) to the one the browser loads (http://page.app.localhost/x). */
export function toBrowserUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'app:') return url;
  return `http://${parsed.hostname}${APP_HOST_SUFFIX}${parsed.pathname === '' ? '/' : parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Maps a browser URL back to the app:// URL Electron would report (other URLs are left as they are). */
export function toAppUrl(url: string): string {
  if (url === '' || url === 'about:blank') return url;
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' || !parsed.hostname.endsWith(APP_HOST_SUFFIX)) return url;
  return `app://${parsed.hostname.slice(0, -APP_HOST_SUFFIX.length)}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** A display as a test describes it: the rest of Electron's Display fields get ordinary values. */
export interface DisplaySpec {
  id: number;
  x: number;
  y: number;
  width: number;
  height: number;
  label?: string;
  /** Height of the taskbar or dock taken from the work area (40 unless given). */
  taskbar?: number;
}

/** A complete Electron.Display from a spec. */
export function makeDisplay(spec: DisplaySpec): Electron.Display {
  const bounds = { x: spec.x, y: spec.y, width: spec.width, height: spec.height };
  const taskbar = spec.taskbar ?? 40;
  const workArea = { ...bounds, height: spec.height - taskbar };
  return {
    accelerometerSupport: 'unknown',
    bounds,
    colorDepth: 24,
    colorSpace: 'srgb',
    depthPerComponent: 8,
    detected: true,
    displayFrequency: 60,
    id: spec.id,
    internal: false,
    label: spec.label ?? `Display ${spec.id}`,
    maximumCursorSize: { width: 64, height: 64 },
    monochrome: false,
    nativeOrigin: { x: spec.x, y: spec.y },
    rotation: 0,
    scaleFactor: 1,
    size: { width: spec.width, height: spec.height },
    touchSupport: 'unknown',
    workArea,
    workAreaSize: { width: workArea.width, height: workArea.height },
  };
}

/** What a test chooses about the machine the emulated app starts on. */
export interface EmulatedMachine {
  /** The shared Chromium every window is a page of. */
  browser: Browser;
  /** app.getPath('userData'). */
  userData: string;
  /** The displays connected at start (the first is the primary one). */
  displays?: DisplaySpec[];
  /** process.platform as the app should see it (only what the runtime itself models changes). */
  platform?: NodeJS.Platform;
  /** app.isPackaged. */
  packaged?: boolean;
}

/** The page-side half (page-electron.js), read once. */
const PAGE_SCRIPT = readFileSync(new URL('./page-electron.js', import.meta.url), 'utf8');

/** A message from a page's ipcRenderer (see page-electron.js). */
type PageMessage =
  | { kind: 'invoke'; channel: string; args: unknown[] }
  | { kind: 'send'; channel: string; args: unknown[] }
  | { kind: 'permission'; permission: string };

/** Holders of a single-instance lock, by userData folder: a second start of the same app is refused. */
const instanceLocks = new Map<string, EmulatedRuntime>();

/** One start of the app: its own app, windows, IPC, protocol handlers and browser context (Electron's default session). */
export class EmulatedRuntime {
  readonly machine: EmulatedMachine;
  readonly platform: NodeJS.Platform;
  readonly app: EmulatedApp;
  readonly ipcMain = new EmulatedIpcMain();
  readonly screen: EmulatedScreen;
  readonly protocol: EmulatedProtocol;
  readonly session: { defaultSession: EmulatedSession; fromPartition(): EmulatedSession };
  readonly dialog: EmulatedDialog;
  readonly shell = new EmulatedShell();
  readonly Menu: typeof EmulatedMenu;
  readonly nativeImage = { createFromPath: (path: string) => ({ path, isEmpty: () => false }) };
  readonly BrowserWindow: ReturnType<typeof windowClass>;
  /** Every window ever opened in this run, in order (closed ones stay, destroyed). */
  readonly windows: EmulatedBrowserWindow[] = [];
  /** What the main process wrote with console.error while it ran is the test's to read from the test's own output. */
  readonly log: string[] = [];
  /** The application menu, once set. */
  applicationMenu: EmulatedMenu | null = null;
  /** Command-line switches appended with app.commandLine.appendSwitch. */
  readonly switches = new Map<string, string>();
  private contextPromise: Promise<BrowserContext> | null = null;
  private markExited: () => void = () => {};
  /** Resolves when the app has quit (every window closed, 'quit' emitted). */
  readonly exited = new Promise<void>((resolve) => (this.markExited = resolve));
  hasExited = false;

  constructor(machine: EmulatedMachine) {
    this.machine = machine;
    this.platform = machine.platform ?? 'linux';
    this.app = new EmulatedApp(this);
    this.screen = new EmulatedScreen(
      this,
      (machine.displays ?? [{ id: 1, x: 0, y: 0, width: 1920, height: 1080 }]).map(makeDisplay),
    );
    this.protocol = new EmulatedProtocol(this);
    const defaultSession = new EmulatedSession();
    this.session = { defaultSession, fromPartition: () => defaultSession };
    this.dialog = new EmulatedDialog();
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the Menu subclass's static method needs this runtime, not its class
    const runtime = this;
    this.BrowserWindow = windowClass(this);
    this.Menu = class extends EmulatedMenu {
      static override setApplicationMenu(menu: EmulatedMenu | null): void {
        runtime.applicationMenu = menu;
      }
      static override getApplicationMenu(): EmulatedMenu | null {
        return runtime.applicationMenu;
      }
    };
  }

  /** The browser context all windows share (Electron's default session), made on first use. */
  context(): Promise<BrowserContext> {
    this.contextPromise ??= this.machine.browser.newContext({ viewport: null }).then(async (context) => {
      await context.route(
        (url) => url.hostname.endsWith(APP_HOST_SUFFIX),
        (route) => this.protocol.serve(route),
      );
      return context;
    });
    return this.contextPromise;
  }

  /** The windows still open. */
  openWindows(): EmulatedBrowserWindow[] {
    return this.windows.filter((w) => !w.isDestroyed());
  }

  /** Marks the run over: the lock is released and the browser context closed. */
  async finish(): Promise<void> {
    if (this.hasExited) return;
    this.hasExited = true;
    if (instanceLocks.get(this.machine.userData) === this) instanceLocks.delete(this.machine.userData);
    if (this.contextPromise) await (await this.contextPromise).close().catch(() => undefined);
    this.markExited();
  }

  /** @internal the single-instance lock, per userData folder. */
  lock(): boolean {
    const holder = instanceLocks.get(this.machine.userData);
    if (holder && holder !== this && !holder.hasExited) {
      holder.app.emit('second-instance', { preventDefault() {} }, [], process.cwd(), {});
      return false;
    }
    instanceLocks.set(this.machine.userData, this);
    return true;
  }
}

/** The BrowserWindow class of one runtime: `new BrowserWindow(options)` as main writes it. */
function windowClass(runtime: EmulatedRuntime) {
  return class BrowserWindow extends EmulatedBrowserWindow {
    constructor(options: Electron.BrowserWindowConstructorOptions = {}) {
      super(runtime, options);
    }
    static override getAllWindows(): EmulatedBrowserWindow[] {
      return runtime.openWindows();
    }
    static override fromWebContents(contents: unknown): EmulatedBrowserWindow | null {
      return runtime.windows.find((w) => w.webContents === contents) ?? null;
    }
  };
}

/** Electron's `app`. */
export class EmulatedApp
  extends EventEmitter
  implements
    Pick<
      Electron.App,
      | 'whenReady'
      | 'isReady'
      | 'getPath'
      | 'getName'
      | 'getVersion'
      | 'getLocale'
      | 'quit'
      | 'exit'
      | 'requestSingleInstanceLock'
      | 'releaseSingleInstanceLock'
      | 'isPackaged'
      | 'setAppUserModelId'
      | 'focus'
    >
{
  readonly isPackaged: boolean;
  readonly commandLine: Pick<Electron.CommandLine, 'appendSwitch' | 'hasSwitch' | 'getSwitchValue'>;
  private ready = false;
  private quitting = false;
  private readonly runtime: EmulatedRuntime;
  private readonly readyPromise: Promise<void>;
  appUserModelId: string | null = null;

  constructor(runtime: EmulatedRuntime) {
    super();
    this.runtime = runtime;
    this.isPackaged = runtime.machine.packaged ?? false;
    this.commandLine = {
      appendSwitch: (name: string, value?: string) => void runtime.switches.set(name, value ?? ''),
      hasSwitch: (name: string) => runtime.switches.has(name),
      getSwitchValue: (name: string) => runtime.switches.get(name) ?? '',
    };
    // As in Electron: 'ready' comes after the main script's first turn (its top-level code) has run.
    this.readyPromise = new Promise<void>((resolve) => {
      setTimeout(() => {
        this.ready = true;
        this.emit('ready', { preventDefault() {} }, {});
        resolve();
      }, 0);
    });
  }

  whenReady(): Promise<void> {
    return this.readyPromise;
  }

  isReady(): boolean {
    return this.ready;
  }

  getPath(name: Parameters<Electron.App['getPath']>[0]): string {
    if (name === 'userData') return this.runtime.machine.userData;
    throw new Error(`The emulated runtime knows only userData, not ${name}`);
  }

  getName(): string {
    return 'Mafia Station';
  }

  getVersion(): string {
    return '0.0.0-emulated';
  }

  getLocale(): string {
    return 'en-US';
  }

  setAppUserModelId(id: string): void {
    this.appUserModelId = id;
  }

  focus(): void {}

  requestSingleInstanceLock(): boolean {
    return this.runtime.lock();
  }

  releaseSingleInstanceLock(): void {}

  /** Electron's quit: before-quit, every window closed, will-quit, quit (each but the last preventable). */
  quit(): void {
    if (this.quitting || this.runtime.hasExited) return;
    this.quitting = true;
    if (emitPreventable(this, 'before-quit')) {
      this.quitting = false;
      return;
    }
    for (const window of this.runtime.openWindows()) window.close();
    if (this.runtime.openWindows().length > 0) {
      this.quitting = false;
      return;
    }
    this.finishQuit();
  }

  exit(): void {
    for (const window of this.runtime.openWindows()) window.destroy();
    void this.runtime.finish();
  }

  /** @internal the last window closed outside a quit: Electron quits unless someone listens for it. */
  lastWindowClosed(): void {
    if (this.quitting) return;
    if (this.listenerCount('window-all-closed') > 0) this.emit('window-all-closed');
    else this.quit();
  }

  private finishQuit(): void {
    if (emitPreventable(this, 'will-quit')) {
      this.quitting = false;
      return;
    }
    this.emit('quit', { preventDefault() {} }, 0);
    void this.runtime.finish();
  }
}

/** Emits an event with a preventDefault; returns whether a listener prevented it. */
function emitPreventable(emitter: EventEmitter, name: string, ...args: unknown[]): boolean {
  let prevented = false;
  emitter.emit(name, { preventDefault: () => (prevented = true), defaultPrevented: false }, ...args);
  return prevented;
}

/** An IPC event as main receives it, from the frame Playwright names as the sender. */
function ipcEvent(contents: EmulatedWebContents, frame: Frame): Electron.IpcMainInvokeEvent & Electron.IpcMainEvent {
  const describe = (
    f: Frame,
  ): { url: string; parent: unknown; top: unknown; name: string; routingId: number; processId: number } => ({
    url: toAppUrl(f.url()),
    parent: f.parentFrame() ? describe(f.parentFrame()!) : null,
    top: null,
    name: f.name(),
    routingId: 1,
    processId: contents.id,
  });
  const senderFrame = describe(frame);
  const event = {
    type: 'frame',
    sender: contents,
    senderFrame,
    frameId: 1,
    processId: contents.id,
    ports: [],
    returnValue: undefined,
    reply: (channel: string, ...args: unknown[]) => contents.send(channel, ...args),
    preventDefault() {},
    defaultPrevented: false,
  };
  // The shell reads sender, senderFrame.url and senderFrame.parent; the native rest has no stand-in.
  return event as unknown as Electron.IpcMainInvokeEvent & Electron.IpcMainEvent;
}

/** Electron's `ipcMain`. */
export class EmulatedIpcMain
  extends EventEmitter
  implements Pick<Electron.IpcMain, 'handle' | 'handleOnce' | 'removeHandler'>
{
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Electron's own signature (implements Electron's type)
  private readonly handlers = new Map<string, (event: Electron.IpcMainInvokeEvent, ...args: any[]) => unknown>();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Electron's own signature (implements Electron's type)
  handle(channel: string, listener: (event: Electron.IpcMainInvokeEvent, ...args: any[]) => unknown): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, listener);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Electron's own signature (implements Electron's type)
  handleOnce(channel: string, listener: (event: Electron.IpcMainInvokeEvent, ...args: any[]) => unknown): void {
    this.handle(channel, (event, ...args) => {
      this.removeHandler(channel);
      return listener(event, ...args);
    });
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }

  /** @internal a page's ipcRenderer.invoke. */
  async invoke(
    contents: EmulatedWebContents,
    frame: Frame,
    channel: string,
    args: unknown[],
  ): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
    const handler = this.handlers.get(channel);
    if (!handler) return { ok: false, message: `Error: No handler registered for '${channel}'` };
    try {
      // Electron structured-clones the answer: a value that cannot cross fails here, as it would there.
      return { ok: true, value: structuredClone(await handler(ipcEvent(contents, frame), ...args)) };
    } catch (error) {
      return { ok: false, message: String(error) };
    }
  }

  /** Every ipcRenderer.send main received, in order: the channel and the sending frame's URL. */
  readonly received: { channel: string; url: string }[] = [];

  /** @internal a page's ipcRenderer.send. */
  deliver(contents: EmulatedWebContents, frame: Frame, channel: string, args: unknown[]): void {
    this.received.push({ channel, url: toAppUrl(frame.url()) });
    this.emit(channel, ipcEvent(contents, frame), ...args);
  }
}

/** Electron's `protocol`: app:// requests the pages make are answered by the handler main registered. */
export class EmulatedProtocol implements Pick<
  Electron.Protocol,
  'registerSchemesAsPrivileged' | 'handle' | 'unhandle' | 'isProtocolHandled'
> {
  readonly privileged: Electron.CustomScheme[] = [];
  private readonly handlers = new Map<string, (request: GlobalRequest) => GlobalResponse | Promise<GlobalResponse>>();
  private readonly runtime: EmulatedRuntime;
  /** Every app:// request served: URL, the page's Range header, and the answer's status. */
  readonly served: { url: string; range: string | null; status: number; resourceType: string }[] = [];

  constructor(runtime: EmulatedRuntime) {
    this.runtime = runtime;
  }

  registerSchemesAsPrivileged(customSchemes: Electron.CustomScheme[]): void {
    if (this.runtime.app.isReady())
      throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
    this.privileged.push(...customSchemes);
  }

  handle(scheme: string, handler: (request: GlobalRequest) => GlobalResponse | Promise<GlobalResponse>): void {
    if (!this.runtime.app.isReady()) throw new Error('protocol.handle cannot be used before the app is ready');
    if (this.handlers.has(scheme)) throw new Error(`The scheme has been registered: ${scheme}`);
    this.handlers.set(scheme, handler);
  }

  unhandle(scheme: string): void {
    this.handlers.delete(scheme);
  }

  isProtocolHandled(scheme: string): boolean {
    return this.handlers.has(scheme);
  }

  /** The privileges app:// was registered with (undefined when it was not). */
  privileges(scheme: string): Electron.Privileges | undefined {
    return this.privileged.find((s) => s.scheme === scheme)?.privileges;
  }

  /** @internal answers one routed request through the real handler. */
  async serve(route: Route): Promise<void> {
    const request = route.request();
    const url = toAppUrl(request.url());
    const scheme = new URL(url).protocol.slice(0, -1);
    const handler = this.handlers.get(scheme);
    // The headers Chromium gave the request (allHeaders would wait for a response that is ours to make).
    const headers = request.headers();
    const range = headers['range'] ?? null;
    const resourceType = request.resourceType();
    if (!handler) {
      this.served.push({ url, range, status: 0, resourceType });
      await route.abort('failed');
      return;
    }
    // Electron's known limit (its docs on protocol `stream`): audio and video from a custom scheme
    // registered without `stream: true` do not load; Chromium's media loader needs a streamable source.
    if (resourceType === 'media' && this.privileges(scheme)?.stream !== true) {
      this.served.push({ url, range, status: 0, resourceType });
      await route.abort('failed');
      return;
    }
    const forwarded = Object.fromEntries(
      Object.entries(headers).filter(([name]) => !name.startsWith(':') && name !== 'host'),
    );
    const response = await handler(new Request(url, { method: request.method(), headers: forwarded }));
    this.served.push({ url, range, status: response.status, resourceType });
    const body = response.body === null ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer());
    await route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body });
  }
}

type GlobalRequest = Request;
type GlobalResponse = Response;

/** Electron's `session.defaultSession`: the permission handlers the pages' permission requests go through. */
export class EmulatedSession implements Pick<
  Electron.Session,
  'setPermissionRequestHandler' | 'setPermissionCheckHandler'
> {
  requestHandler: Parameters<Electron.Session['setPermissionRequestHandler']>[0] = null;
  checkHandler: Parameters<Electron.Session['setPermissionCheckHandler']>[0] = null;
  /** Every permission a page asked for, and the answer. */
  readonly asked: { page: string; permission: string; granted: boolean }[] = [];

  setPermissionRequestHandler(handler: Parameters<Electron.Session['setPermissionRequestHandler']>[0]): void {
    this.requestHandler = handler;
  }

  setPermissionCheckHandler(handler: Parameters<Electron.Session['setPermissionCheckHandler']>[0]): void {
    this.checkHandler = handler;
  }

  /** @internal a page asks for a permission: the request handler decides (Electron grants when none is set). */
  request(contents: EmulatedWebContents, frame: Frame, permission: string): Promise<boolean> {
    const url = toAppUrl(frame.url());
    return new Promise<boolean>((resolve) => {
      const answer = (granted: boolean): void => {
        this.asked.push({ page: url, permission, granted });
        resolve(granted);
      };
      if (!this.requestHandler) return answer(true);
      const details = {
        requestingUrl: url,
        isMainFrame: frame.parentFrame() === null,
      } as unknown as Electron.PermissionRequest;
      this.requestHandler(
        contents as unknown as Electron.WebContents,
        permission as Parameters<NonNullable<typeof this.requestHandler>>[1],
        answer,
        details,
      );
    });
  }
}

/** Electron's `dialog`: records what the app showed. */
export class EmulatedDialog implements Pick<Electron.Dialog, 'showErrorBox'> {
  readonly errorBoxes: { title: string; content: string }[] = [];
  readonly messageBoxes: Electron.MessageBoxOptions[] = [];

  showErrorBox(title: string, content: string): void {
    this.errorBoxes.push({ title, content });
  }

  showMessageBox(
    ...args: [Electron.MessageBoxOptions] | [unknown, Electron.MessageBoxOptions]
  ): Promise<Electron.MessageBoxReturnValue> {
    const options = (args.length === 2 ? args[1] : args[0]) as Electron.MessageBoxOptions;
    this.messageBoxes.push(options);
    return Promise.resolve({ response: 0, checkboxChecked: false });
  }
}

/** Electron's `shell`: records what the app asked the system to open. */
export class EmulatedShell implements Pick<Electron.Shell, 'openPath' | 'showItemInFolder' | 'openExternal'> {
  readonly opened: string[] = [];
  readonly shownInFolder: string[] = [];
  readonly external: string[] = [];

  openPath(path: string): Promise<string> {
    this.opened.push(path);
    return Promise.resolve('');
  }

  showItemInFolder(fullPath: string): void {
    this.shownInFolder.push(fullPath);
  }

  openExternal(url: string): Promise<void> {
    this.external.push(url);
    return Promise.resolve();
  }
}

/** A menu item as built from a template: its label, role, accelerator, submenu, and click. */
export interface EmulatedMenuItem {
  label: string;
  role: string | undefined;
  accelerator: string | undefined;
  registerAccelerator: boolean;
  enabled: boolean;
  visible: boolean;
  type: string;
  submenu: EmulatedMenu | null;
  click: ((item: unknown, window: unknown, event: unknown) => void) | undefined;
}

/** Electron's `Menu`: built from a template, set as the application menu, clicked by a test. */
export class EmulatedMenu implements Pick<Electron.Menu, 'popup' | 'closePopup'> {
  readonly items: EmulatedMenuItem[];

  constructor(items: EmulatedMenuItem[] = []) {
    this.items = items;
  }

  static buildFromTemplate(template: Array<Electron.MenuItemConstructorOptions | Electron.MenuItem>): EmulatedMenu {
    return new EmulatedMenu(
      template.map((entry) => {
        const options = entry as Electron.MenuItemConstructorOptions;
        const submenu = options.submenu;
        return {
          label: options.label ?? (options.role ? String(options.role) : ''),
          role: options.role,
          accelerator: options.accelerator === undefined ? undefined : String(options.accelerator),
          registerAccelerator: options.registerAccelerator ?? true,
          enabled: options.enabled ?? true,
          visible: options.visible ?? true,
          type: options.type ?? (submenu ? 'submenu' : 'normal'),
          submenu:
            submenu === undefined
              ? null
              : submenu instanceof EmulatedMenu
                ? submenu
                : EmulatedMenu.buildFromTemplate(submenu as Electron.MenuItemConstructorOptions[]),
          click: options.click as EmulatedMenuItem['click'],
        };
      }),
    );
  }

  static setApplicationMenu(_menu: EmulatedMenu | null): void {
    throw new Error('replaced per runtime');
  }

  static getApplicationMenu(): EmulatedMenu | null {
    throw new Error('replaced per runtime');
  }

  popup(): void {}

  closePopup(): void {}

  /** Every item, submenus flattened, with its path of labels. */
  flatten(path: string[] = []): { path: string[]; item: EmulatedMenuItem }[] {
    return this.items.flatMap((item) => [
      { path: [...path, item.label], item },
      ...(item.submenu ? item.submenu.flatten([...path, item.label]) : []),
    ]);
  }
}

/** Electron's `screen`, with displays a test plugs in and out. */
export class EmulatedScreen
  extends EventEmitter
  implements
    Pick<
      Electron.Screen,
      'getAllDisplays' | 'getPrimaryDisplay' | 'getDisplayMatching' | 'getDisplayNearestPoint' | 'getCursorScreenPoint'
    >
{
  private displays: Electron.Display[];
  private readonly runtime: EmulatedRuntime;

  constructor(runtime: EmulatedRuntime, displays: Electron.Display[]) {
    super();
    this.runtime = runtime;
    this.displays = displays;
  }

  private assertReady(): void {
    if (!this.runtime.app.isReady()) throw new Error("The 'screen' module can't be used before the app 'ready' event");
  }

  getAllDisplays(): Electron.Display[] {
    this.assertReady();
    return structuredClone(this.displays);
  }

  getPrimaryDisplay(): Electron.Display {
    this.assertReady();
    return structuredClone(this.displays[0]!);
  }

  getDisplayMatching(rect: Electron.Rectangle): Electron.Display {
    const overlap = (d: Electron.Display): number =>
      Math.max(0, Math.min(rect.x + rect.width, d.bounds.x + d.bounds.width) - Math.max(rect.x, d.bounds.x)) *
      Math.max(0, Math.min(rect.y + rect.height, d.bounds.y + d.bounds.height) - Math.max(rect.y, d.bounds.y));
    const best = [...this.displays].sort((a, b) => overlap(b) - overlap(a))[0]!;
    return structuredClone(overlap(best) > 0 ? best : this.displays[0]!);
  }

  getDisplayNearestPoint(point: Electron.Point): Electron.Display {
    return this.getDisplayMatching({ x: point.x, y: point.y, width: 1, height: 1 });
  }

  getCursorScreenPoint(): Electron.Point {
    return { x: 0, y: 0 };
  }

  /** Plugs a display in (display-added). */
  plug(spec: DisplaySpec): void {
    const display = makeDisplay(spec);
    this.displays.push(display);
    this.emit('display-added', { preventDefault() {} }, structuredClone(display));
  }

  /** Unplugs a display (display-removed); windows on it are moved to the primary display, as systems do. */
  unplug(id: number): void {
    const display = this.displays.find((d) => d.id === id);
    if (!display) throw new Error(`no display ${id}`);
    this.displays = this.displays.filter((d) => d.id !== id);
    this.emit('display-removed', { preventDefault() {} }, structuredClone(display));
  }
}

let nextContentsId = 1;

/** A window's webContents: one Playwright page (replaced by a fresh one when its renderer crashed). */
export class EmulatedWebContents
  extends EventEmitter
  implements
    Pick<
      Electron.WebContents,
      | 'id'
      | 'send'
      | 'getURL'
      | 'getTitle'
      | 'reload'
      | 'isDestroyed'
      | 'isCrashed'
      | 'isLoading'
      | 'setWindowOpenHandler'
      | 'openDevTools'
      | 'closeDevTools'
      | 'isDevToolsOpened'
      | 'focus'
      | 'forcefullyCrashRenderer'
    >
{
  readonly id = nextContentsId++;
  /** The live page, once made (a crashed renderer's page is closed and replaced on reload). */
  page: Page | null = null;
  private pageReady: Promise<Page>;
  private crashed = false;
  private destroyed = false;
  private loading = false;
  private currentUrl = '';
  private queue: Promise<unknown> = Promise.resolve();
  private windowOpenHandler: Parameters<Electron.WebContents['setWindowOpenHandler']>[0] | null = null;
  private devTools = false;
  /** Every webContents.send, in order (delivered or not). */
  readonly sent: { channel: string; args: unknown[] }[] = [];
  private readonly runtime: EmulatedRuntime;
  private readonly preload: string | null;
  private readonly viewport: { width: number; height: number };
  private readonly names = {
    binding: `__electronIpc${Math.random().toString(36).slice(2)}`,
    deliver: `__electronDeliver${Math.random().toString(36).slice(2)}`,
  };

  constructor(runtime: EmulatedRuntime, preload: string | null, viewport: { width: number; height: number }) {
    super();
    this.runtime = runtime;
    this.preload = preload;
    this.viewport = viewport;
    this.pageReady = this.makePage();
  }

  /** Makes this contents' page: the IPC binding and the preload before any page script. */
  private async makePage(): Promise<Page> {
    const context = await this.runtime.context();
    const page = await context.newPage();
    await page.setViewportSize(this.viewport);
    await page.exposeBinding(this.names.binding, (source, message: PageMessage) =>
      this.fromPage(source.frame, message),
    );
    const preloadSource = this.preload === null ? null : readFileSync(this.preload, 'utf8');
    const config = {
      binding: this.names.binding,
      deliver: this.names.deliver,
      platform: this.runtime.platform,
      electronVersion: '45.4.1',
    };
    const runPreload =
      preloadSource === null ? 'null' : `function (require, module, exports, process) {\n${preloadSource}\n}`;
    await page.addInitScript({
      content: `(function (config, runPreload) {\n${PAGE_SCRIPT}\n})(${JSON.stringify(config)}, ${runPreload});`,
    });
    page.on('load', () => {
      if (page !== this.page) return;
      this.loading = false;
      this.emit('did-finish-load', { preventDefault() {} });
    });
    page.on('domcontentloaded', () => page === this.page && this.emit('dom-ready', { preventDefault() {} }));
    page.on('crash', () => {
      if (page !== this.page) return;
      this.crashed = true;
      this.emit('render-process-gone', { preventDefault() {} }, {
        reason: 'crashed',
        exitCode: 139,
      } satisfies Electron.RenderProcessGoneDetails);
    });
    page.on('popup', (popup) => {
      const answer = this.windowOpenHandler?.({ url: toAppUrl(popup.url()) } as Electron.HandlerDetails) ?? {
        action: 'allow',
      };
      if (answer.action === 'deny') void popup.close();
    });
    page.on('console', (message) => {
      if (message.type() === 'error') this.runtime.log.push(`${toAppUrl(page.url())}: ${message.text()}`);
    });
    this.page = page;
    return page;
  }

  private async fromPage(frame: Frame, message: PageMessage): Promise<unknown> {
    if (this.destroyed)
      return message.kind === 'invoke' ? { ok: false, message: 'Error: Object has been destroyed' } : undefined;
    if (message.kind === 'invoke') return this.runtime.ipcMain.invoke(this, frame, message.channel, message.args);
    if (message.kind === 'send') return this.runtime.ipcMain.deliver(this, frame, message.channel, message.args);
    return this.runtime.session.defaultSession.request(this, frame, message.permission);
  }

  /** The page once made. */
  whenPage(): Promise<Page> {
    return this.pageReady;
  }

  loadURL(url: string): Promise<void> {
    if (this.destroyed) return Promise.reject(new Error('Object has been destroyed'));
    this.currentUrl = url;
    this.loading = true;
    return this.pageReady.then(async (page) => {
      // Navigated through the DevTools protocol, not page.goto: goto's answer names the document's
      // Response, and under load Playwright could dispose that Response before the answer reached
      // this process ("Object with guid response@… was not bound in the connection", thrown out of its
      // connection: goto never settled and the test failed with a load it had already seen). The
      // document's status is the one our protocol handler gave (`served`), as Electron reports it.
      const target = toBrowserUrl(url);
      const cdp = await page.context().newCDPSession(page);
      try {
        await cdp.send('Page.navigate', { url: target });
      } finally {
        await cdp.detach().catch(() => undefined);
      }
      await page.waitForURL(target, { waitUntil: 'load' });
      const document = this.runtime.protocol.served.findLast((s) => s.url === url && s.resourceType === 'document');
      if (document && (document.status < 200 || document.status >= 300))
        throw new Error(`ERR_FAILED (-2) loading '${url}'`);
    });
  }

  getURL(): string {
    if (this.page && !this.crashed) {
      const url = this.page.url();
      if (url !== 'about:blank') return toAppUrl(url);
    }
    return this.currentUrl;
  }

  getTitle(): string {
    return '';
  }

  isLoading(): boolean {
    return this.loading;
  }

  /** Reloads the page; after a crash, as Electron does, in a new renderer (a fresh page for the same window). */
  reload(): void {
    if (this.destroyed) return;
    this.loading = true;
    if (this.crashed) {
      const old = this.page;
      this.crashed = false;
      this.pageReady = this.makePage();
      void old?.close().catch(() => undefined);
      void this.loadURL(this.currentUrl).catch(() => undefined);
      return;
    }
    // Not page.reload: its answer names a Response too (see loadURL); the 'load' event marks it loaded.
    void this.pageReady.then((page) => page.evaluate(() => location.reload())).catch(() => undefined);
  }

  /** Main → page: delivered in order once the page is there; lost while no page of ours is loaded, as in Electron. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Electron's own signature (implements Electron's type)
  send(channel: string, ...args: any[]): void {
    if (this.destroyed) throw new Error('Object has been destroyed');
    const copied = structuredClone(args);
    this.sent.push({ channel, args: copied });
    this.queue = this.queue
      .then(() => this.pageReady)
      .then((page) =>
        page.evaluate(
          ([name, c, a]) =>
            (globalThis as unknown as Record<string, ((c: string, a: unknown[]) => void) | undefined>)[name]?.(c, a),
          [this.names.deliver, channel, copied] as const,
        ),
      )
      .catch(() => undefined);
  }

  /** Resolves once every webContents.send so far has reached the page. */
  flush(): Promise<unknown> {
    return this.queue;
  }

  printToPDF(options: Electron.PrintToPDFOptions): Promise<Buffer> {
    return this.pageReady.then(async (page) => {
      // Electron's pageSize names and inches; Playwright's format and CSS units.
      const margins = options.margins;
      return page.pdf({
        format: typeof options.pageSize === 'string' ? options.pageSize : 'A4',
        printBackground: options.printBackground ?? false,
        preferCSSPageSize: options.preferCSSPageSize ?? false,
        landscape: options.landscape ?? false,
        ...(margins
          ? {
              margin: {
                top: `${margins.top ?? 0.4}in`,
                bottom: `${margins.bottom ?? 0.4}in`,
                left: `${margins.left ?? 0.4}in`,
                right: `${margins.right ?? 0.4}in`,
              },
            }
          : {}),
      });
    });
  }

  setWindowOpenHandler(handler: Parameters<Electron.WebContents['setWindowOpenHandler']>[0]): void {
    this.windowOpenHandler = handler;
  }

  isCrashed(): boolean {
    return this.crashed;
  }

  /** Crashes the renderer (Chromium's own crash, through the DevTools protocol): 'render-process-gone' follows. */
  forcefullyCrashRenderer(): void {
    void this.pageReady.then(async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.crash').catch(() => undefined);
    });
  }

  openDevTools(): void {
    this.devTools = true;
  }

  closeDevTools(): void {
    this.devTools = false;
  }

  isDevToolsOpened(): boolean {
    return this.devTools;
  }

  focus(): void {}

  isDestroyed(): boolean {
    return this.destroyed;
  }

  /** Presses a key in the page, as a menu item with a page key would (Electron's sendInputEvent). */
  sendInputEvent(event: Electron.KeyboardInputEvent | Electron.MouseInputEvent | Electron.MouseWheelInputEvent): void {
    if (event.type !== 'keyDown') return;
    const key = (event as Electron.KeyboardInputEvent).keyCode;
    const modifiers = (event.modifiers ?? []).map(
      (m) =>
        ({
          control: 'Control',
          ctrl: 'Control',
          shift: 'Shift',
          alt: 'Alt',
          meta: 'Meta',
          cmd: 'Meta',
          command: 'Meta',
        })[m.toLowerCase()] ?? m,
    );
    this.queue = this.queue
      .then(() => this.pageReady)
      .then((page) => page.keyboard.press([...modifiers, key].join('+')))
      .catch(() => undefined);
  }

  /** @internal the window closed: the page goes with it. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.emit('destroyed');
    void this.pageReady.then((page) => page.close()).catch(() => undefined);
  }
}

let nextWindowId = 1;

/** Electron's BrowserWindow: a page of the shared Chromium, with the bounds and states the shell sets. */
export class EmulatedBrowserWindow
  extends EventEmitter
  implements
    Pick<
      Electron.BrowserWindow,
      | 'id'
      | 'loadURL'
      | 'setBounds'
      | 'getBounds'
      | 'setFullScreen'
      | 'isFullScreen'
      | 'show'
      | 'showInactive'
      | 'hide'
      | 'isVisible'
      | 'focus'
      | 'isFocused'
      | 'isMinimized'
      | 'restore'
      | 'close'
      | 'destroy'
      | 'isDestroyed'
      | 'setTitle'
      | 'getTitle'
      | 'setIcon'
      | 'setMenuBarVisibility'
      | 'reload'
    >
{
  readonly id = nextWindowId++;
  readonly webContents: EmulatedWebContents;
  readonly options: Electron.BrowserWindowConstructorOptions;
  private bounds: Electron.Rectangle;
  private fullScreen: boolean;
  private visible = false;
  private focused = false;
  private destroyed = false;
  private title: string;
  /** The calls that placed the window, in order (setBounds, setFullScreen), for the display tests. */
  readonly placements: { method: string; args: unknown[] }[] = [];
  private readonly runtime: EmulatedRuntime;

  constructor(runtime: EmulatedRuntime, options: Electron.BrowserWindowConstructorOptions = {}) {
    super();
    if (!runtime.app.isReady()) throw new Error('Cannot create BrowserWindow before app is ready');
    this.runtime = runtime;
    this.options = options;
    this.title = options.title ?? 'Electron';
    this.bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width ?? 800, height: options.height ?? 600 };
    this.fullScreen = options.fullscreen === true;
    if (this.fullScreen) this.bounds = { ...runtime.screen.getDisplayMatching(this.bounds).bounds };
    this.webContents = new EmulatedWebContents(runtime, options.webPreferences?.preload ?? null, this.viewportSize());
    runtime.windows.push(this);
    // Electron's ready-to-show: the first paint of the first page loaded.
    this.webContents.once('dom-ready', () => this.emit('ready-to-show', { preventDefault() {} }));
    if (options.show !== false) this.show();
  }

  static getAllWindows(): EmulatedBrowserWindow[] {
    throw new Error('replaced per runtime');
  }

  static fromWebContents(_contents: unknown): EmulatedBrowserWindow | null {
    throw new Error('replaced per runtime');
  }

  private viewportSize(): { width: number; height: number } {
    return { width: this.bounds.width, height: this.bounds.height };
  }

  private resizePage(): void {
    const size = this.viewportSize();
    void this.webContents
      .whenPage()
      .then((page) => page.setViewportSize(size))
      .catch(() => undefined);
  }

  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url);
  }

  reload(): void {
    this.webContents.reload();
  }

  setBounds(bounds: Partial<Electron.Rectangle>): void {
    this.placements.push({ method: 'setBounds', args: [bounds] });
    // The window manager owns a fullscreen window's bounds: Electron ignores setBounds then.
    if (this.fullScreen) return;
    this.bounds = { ...this.bounds, ...bounds };
    this.resizePage();
    this.emit('move');
    this.emit('resize');
  }

  getBounds(): Electron.Rectangle {
    return { ...this.bounds };
  }

  setFullScreen(flag: boolean): void {
    this.placements.push({ method: 'setFullScreen', args: [flag] });
    if (flag === this.fullScreen) return;
    this.fullScreen = flag;
    if (flag) this.bounds = { ...this.runtime.screen.getDisplayMatching(this.bounds).bounds };
    this.resizePage();
    this.emit(flag ? 'enter-full-screen' : 'leave-full-screen');
  }

  isFullScreen(): boolean {
    return this.fullScreen;
  }

  /** The display the window is on (most of its area). */
  display(): Electron.Display {
    return this.runtime.screen.getDisplayMatching(this.bounds);
  }

  show(): void {
    this.visible = true;
    this.focus();
    this.emit('show');
  }

  showInactive(): void {
    this.visible = true;
    this.emit('show');
  }

  hide(): void {
    this.visible = false;
    this.emit('hide');
  }

  isVisible(): boolean {
    return this.visible;
  }

  focus(): void {
    for (const other of this.runtime.windows) if (other !== this) other.focused = false;
    this.focused = true;
    this.emit('focus');
  }

  isFocused(): boolean {
    return this.focused;
  }

  isMinimized(): boolean {
    return false;
  }

  restore(): void {}

  setTitle(title: string): void {
    this.title = title;
  }

  getTitle(): string {
    return this.title;
  }

  setIcon(): void {}

  setMenuBarVisibility(): void {}

  /** Closes as a user would: 'close' (preventable), then 'closed' and the page is gone. */
  close(): void {
    if (this.destroyed) return;
    if (emitPreventable(this, 'close')) return;
    this.destroy();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.webContents.destroy();
    this.emit('closed');
    if (this.runtime.openWindows().length === 0) this.runtime.app.lastWindowClosed();
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }
}
