import { ipcMain, type BrowserWindow, type IpcMainEvent, type IpcMainInvokeEvent } from 'electron';
import {
  IPC,
  MODERATOR_REQUESTS,
  PUSHES,
  type ModeratorRequestName,
  type Push,
  type StationResult,
} from '../../shared/contract/index.ts';
import type { Station } from '../station/index.ts';
import { currentPushes, followPushes } from '../station/station-pushes.ts';
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
      return {
        ok: false,
        error: {
          kind: 'invalid-payload',
          message: 'Malformed request: expected { name, payload } with a known name.',
          issues: [],
        },
      };
    }
    try {
      return await station.request(message.name, message.payload);
    } catch (error) {
      // The station catches its own failures; this only keeps a bug from reaching the page as a raw throw.
      return {
        ok: false,
        error: { kind: 'internal', message: error instanceof Error ? error.message : String(error) },
      };
    }
  });

  // Each push goes to the windows of its audience (PUSHES); the mirror hears its own on the LAN server.
  const windows = { moderator, projector } as const;
  const stopPushes = followPushes(station, (push) => {
    for (const audience of PUSHES[push.channel].to) if (audience !== 'mirror') send(windows[audience], push);
  });
  // The projector asks for the current state once loaded (and after a reload).
  const onProjectorReady = (event: IpcMainEvent): void => {
    if (!cameFrom(event, projector, 'projector')) return;
    for (const push of currentPushes(station, 'projector')) send(projector, push);
  };
  ipcMain.on(IPC.projectorReady, onProjectorReady);
  // The moderator page gets the current state once loaded (and after a reload), whatever happened before.
  const sendModeratorState = (): void => {
    for (const push of currentPushes(station, 'moderator')) send(moderator, push);
  };
  moderator.webContents.on('did-finish-load', sendModeratorState);

  return () => {
    ipcMain.removeHandler(IPC.moderatorRequest);
    ipcMain.removeListener(IPC.projectorReady, onProjectorReady);
    stopPushes();
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

/** Sends a push to a window on its IPC channel (PUSHES). */
function send(window: BrowserWindow, push: Push): void {
  // A window closed by the user stays closed; the station keeps publishing to whoever is left.
  if (window.isDestroyed() || window.webContents.isDestroyed()) return;
  window.webContents.send(PUSHES[push.channel].ipc, push);
}
