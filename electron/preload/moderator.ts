// The moderator window's preload (sandboxed, CommonJS once built): the page's only way to the station
// is these named functions. No generic invoke or send is exposed.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC } from '../../shared/contract/ipc-channels.ts';
import type { DisplaysPush, LanStatusPush, ModeratorPush, ModeratorRequestName, ProjectorHoldPush, StationResult, TimerPush } from '../../shared/contract/index.ts';
import type { ModeratorBridgeApi } from '../../shared/contract/wire.ts';

/** Sends one moderator request to the station; resolves with its answer (a value or a refusal). */
function request(name: ModeratorRequestName, payload: unknown): Promise<StationResult<unknown>> {
  return ipcRenderer.invoke(IPC.moderatorRequest, { name, payload }) as Promise<StationResult<unknown>>;
}

/** Subscribes to the moderator view; returns the unsubscribe. */
function onView(listener: (push: ModeratorPush) => void): () => void {
  // The IpcRendererEvent stays here: it carries `sender`, which would hand the page ipcRenderer itself.
  const relay = (_event: IpcRendererEvent, push: ModeratorPush): void => listener(push);
  ipcRenderer.on(IPC.moderatorView, relay);
  return () => {
    ipcRenderer.removeListener(IPC.moderatorView, relay);
  };
}

/** Subscribes to the LAN server's status; returns the unsubscribe. */
function onLanStatus(listener: (push: LanStatusPush) => void): () => void {
  const relay = (_event: IpcRendererEvent, push: LanStatusPush): void => listener(push);
  ipcRenderer.on(IPC.lanStatus, relay);
  return () => {
    ipcRenderer.removeListener(IPC.lanStatus, relay);
  };
}

/** Subscribes to the display list (pushed when displays or the projector's display change); returns the unsubscribe. */
function onDisplays(listener: (push: DisplaysPush) => void): () => void {
  const relay = (_event: IpcRendererEvent, push: DisplaysPush): void => listener(push);
  ipcRenderer.on(IPC.displays, relay);
  return () => {
    ipcRenderer.removeListener(IPC.displays, relay);
  };
}

/** Subscribes to the shared timer; returns the unsubscribe. */
function onTimer(listener: (push: TimerPush) => void): () => void {
  const relay = (_event: IpcRendererEvent, push: TimerPush): void => listener(push);
  ipcRenderer.on(IPC.timer, relay);
  return () => {
    ipcRenderer.removeListener(IPC.timer, relay);
  };
}

/** Subscribes to the projector's hold screen; returns the unsubscribe. */
function onHold(listener: (push: ProjectorHoldPush) => void): () => void {
  const relay = (_event: IpcRendererEvent, push: ProjectorHoldPush): void => listener(push);
  ipcRenderer.on(IPC.projectorHold, relay);
  return () => {
    ipcRenderer.removeListener(IPC.projectorHold, relay);
  };
}

const api: ModeratorBridgeApi = { request, onView, onLanStatus, onDisplays, onTimer, onHold };

contextBridge.exposeInMainWorld('mafiaModerator', api);
