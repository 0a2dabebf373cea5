// The moderator window's preload (sandboxed, CommonJS once built): the page's only way to the station
// is these two named functions. No generic invoke or send is exposed.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC } from '../../shared/contract/channels.ts';
import type { ModeratorPush, ModeratorRequestName, StationResult } from '../../shared/contract/index.ts';
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

const api: ModeratorBridgeApi = { request, onView };

contextBridge.exposeInMainWorld('mafiaModerator', api);
