import { ipcMain, type BrowserWindow, type IpcMainEvent, type IpcMainInvokeEvent } from 'electron';
import {
  IPC,
  type DisplaysPush,
  MODERATOR_REQUESTS,
  type LanStatusPush,
  type ModeratorPush,
  type ModeratorRequestName,
  type ProjectorPush,
  type ProjectorHoldPush,
  type ProjectorRevealPush,
  type StationResult,
  type TimerPush,
} from '../../shared/contract/index.ts';
import type { Station } from '../station/index.ts';
import { pageRoot } from './windows.ts';
import type { AppPage } from './app-url.ts';

/** What the IPC binding connects: the station and its two windows. */
export interface IpcTargets {
  station: Station;
  moderator: BrowserWindow;
  projector: BrowserWindow;
}

/** A moderator request as the preload sends it: `{ name, payload }`. */
export interface ModeratorRequestMessage {
  name: ModeratorRequestName;
  payload: unknown;
}

/**
 * Binds the contract to the windows. The moderator window may make requests (the station validates
 * each payload) and receives the moderator view; the projector only receives the public view and may
 * only say it is ready. Anything from another sender is refused. Returns the unbind function.
 */
export function bindIpc({ station, moderator, projector }: IpcTargets): () => void {
  ipcMain.handle(IPC.moderatorRequest, async (event, message: unknown): Promise<StationResult<unknown>> => {
    if (!cameFrom(event, moderator, 'moderator')) {
      return { ok: false, error: { kind: 'forbidden', message: 'Only the moderator window may make requests.' } };
    }
    if (!isModeratorRequestMessage(message)) {
      return { ok: false, error: { kind: 'invalid-payload', message: 'Malformed request: expected { name, payload } with a known name.', issues: [] } };
    }
    try {
      return await station.request(message.name, message.payload);
    } catch (error) {
      // The station catches its own failures; this only keeps a bug from reaching the page as a raw throw.
      return { ok: false, error: { kind: 'internal', message: error instanceof Error ? error.message : String(error) } };
    }
  });

  const sendModeratorView = (): void => {
    send(moderator, IPC.moderatorView, { channel: 'moderator.view', view: station.currentModeratorView() } satisfies ModeratorPush);
  };
  const sendPublicView = (): void => {
    send(projector, IPC.publicView, { channel: 'public.view', view: station.currentPublicView() } satisfies ProjectorPush);
  };
  const sendLanStatus = (): void => {
    send(moderator, IPC.lanStatus, { channel: 'lan.status', status: station.currentLanStatus() } satisfies LanStatusPush);
  };
  const sendReveal = (): void => {
    send(projector, IPC.projectorReveal, { channel: 'projector.reveal', reveal: station.currentProjectorReveal() } satisfies ProjectorRevealPush);
  };
  const timerPush = (): TimerPush => ({ channel: 'timer.state', ...station.currentTimer() });
  const holdPush = (): ProjectorHoldPush => ({ channel: 'projector.hold', on: station.currentProjectorHold(), locale: station.currentProjectorLocale() });
  const onProjectorReady = (event: IpcMainEvent): void => {
    if (!cameFrom(event, projector, 'projector')) return;
    sendPublicView();
    sendReveal();
    send(projector, IPC.timer, timerPush());
    send(projector, IPC.projectorHold, holdPush());
  };
  ipcMain.on(IPC.projectorReady, onProjectorReady);

  const stopModerator = station.onModeratorView((view) => send(moderator, IPC.moderatorView, { channel: 'moderator.view', view } satisfies ModeratorPush));
  const stopPublic = station.onPublicView((view) => send(projector, IPC.publicView, { channel: 'public.view', view } satisfies ProjectorPush));
  const stopLan = station.onLanStatus((status) => send(moderator, IPC.lanStatus, { channel: 'lan.status', status } satisfies LanStatusPush));
  // Its own channel, apart from the public view: the QR reveal is for the projector window only.
  // The display list is the moderator's only: the projector never learns where it is shown.
  const stopDisplays = station.onDisplays((displays) => send(moderator, IPC.displays, { channel: 'display.list', displays } satisfies DisplaysPush));
  const stopReveal = station.onProjectorReveal((reveal) => send(projector, IPC.projectorReveal, { channel: 'projector.reveal', reveal } satisfies ProjectorRevealPush));
  // The timer and the hold screen go to both windows: each counts down by itself from the pushed time.
  const stopTimer = station.onTimer((timer, revision) => {
    const push: TimerPush = { channel: 'timer.state', timer, revision };
    send(moderator, IPC.timer, push);
    send(projector, IPC.timer, push);
  });
  const stopHold = station.onProjectorHold((on) => {
    const push: ProjectorHoldPush = { channel: 'projector.hold', on, locale: station.currentProjectorLocale() };
    send(moderator, IPC.projectorHold, push);
    send(projector, IPC.projectorHold, push);
  });
  // The moderator page gets the current view once loaded (and after a reload), whatever happened before.
  const sendModeratorState = (): void => {
    sendModeratorView();
    sendLanStatus();
    send(moderator, IPC.timer, timerPush());
    send(moderator, IPC.projectorHold, holdPush());
  };
  moderator.webContents.on('did-finish-load', sendModeratorState);

  return () => {
    ipcMain.removeHandler(IPC.moderatorRequest);
    ipcMain.removeListener(IPC.projectorReady, onProjectorReady);
    stopModerator();
    stopPublic();
    stopLan();
    stopReveal();
    stopDisplays();
    stopTimer();
    stopHold();
    if (!moderator.isDestroyed()) moderator.webContents.removeListener('did-finish-load', sendModeratorState);
  };
}

/** Whether a message is shaped like a moderator request with a known name (the payload is the station's to check). */
export function isModeratorRequestMessage(message: unknown): message is ModeratorRequestMessage {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return false;
  const { name } = message as { name?: unknown };
  return typeof name === 'string' && Object.hasOwn(MODERATOR_REQUESTS, name) && Object.hasOwn(message, 'payload');
}

/** Whether an IPC message came from the main frame of this window, showing our page for it. */
function cameFrom(event: IpcMainEvent | IpcMainInvokeEvent, window: BrowserWindow, page: AppPage): boolean {
  if (window.isDestroyed() || event.sender !== window.webContents) return false;
  const frame = event.senderFrame;
  // A frame that navigated away or an embedded frame is not the page we trust, even in the right window.
  return frame !== null && frame.parent === null && frame.url.startsWith(pageRoot(page));
}

function send(
  window: BrowserWindow,
  channel: string,
  message: ModeratorPush | ProjectorPush | LanStatusPush | ProjectorRevealPush | DisplaysPush | TimerPush | ProjectorHoldPush,
): void {
  // A window closed by the user stays closed; the station keeps publishing to whoever is left.
  if (window.isDestroyed() || window.webContents.isDestroyed()) return;
  window.webContents.send(channel, message);
}
