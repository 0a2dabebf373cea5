// The moderator window's preload (sandboxed, CommonJS once built): the page's only way to the station
// is these named functions. No generic invoke or send is exposed.
import { contextBridge, ipcRenderer } from 'electron';
import { IPC } from '../../shared/contract/ipc-channels.ts';
import type { ModeratorRequestName, PushFor, StationResult } from '../../shared/contract/index.ts';
import type { ModeratorBridgeApi } from '../../shared/contract/wire.ts';
import { subscribePushes } from './subscribe-pushes.ts';

/** Sends one moderator request to the station; resolves with its answer (a value or a refusal). */
function request(name: ModeratorRequestName, payload: unknown): Promise<StationResult<unknown>> {
  return ipcRenderer.invoke(IPC.moderatorRequest, { name, payload }) as Promise<StationResult<unknown>>;
}

/** Subscribes to every push the moderator hears; returns the unsubscribe. */
function onPush(listener: (push: PushFor<'moderator'>) => void): () => void {
  return subscribePushes('moderator', listener);
}

const api: ModeratorBridgeApi = { request, onPush };

contextBridge.exposeInMainWorld('mafiaModerator', api);
