// The projector window's preload (sandboxed, CommonJS once built): the projector can only receive the
// public view, the QR reveal, the shared timer and the hold screen. It has no request channel at all; the one message it sends says
// "send me the current state", once per page load.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC } from '../../shared/contract/ipc-channels.ts';
import type { ProjectorHoldPush, ProjectorPush, ProjectorRevealPush, TimerPush } from '../../shared/contract/index.ts';
import type { ProjectorBridgeApi } from '../../shared/contract/wire.ts';

let asked = false;

/**
 * Subscribes to one channel. The page's first subscription asks main for the current state, once per
 * page load (not once per subscription: five answers at start), once the current turn is done: the page subscribes to
 * all four channels in the same turn, so the answers find every listener in place. A listener added
 * later gets the latest value from the renderer's replaying bridge.
 */
function subscribe<T>(channel: string, listener: (push: T) => void): () => void {
  // The IpcRendererEvent stays here: it carries `sender`, which would hand the page ipcRenderer itself.
  const relay = (_event: IpcRendererEvent, push: T): void => listener(push);
  ipcRenderer.on(channel, relay);
  if (!asked) {
    asked = true;
    void Promise.resolve().then(() => ipcRenderer.send(IPC.projectorReady));
  }
  return () => {
    ipcRenderer.removeListener(channel, relay);
  };
}

const api: ProjectorBridgeApi = {
  onPublicView: (listener: (push: ProjectorPush) => void) => subscribe(IPC.publicView, listener),
  onReveal: (listener: (push: ProjectorRevealPush) => void) => subscribe(IPC.projectorReveal, listener),
  onTimer: (listener: (push: TimerPush) => void) => subscribe(IPC.timer, listener),
  onHold: (listener: (push: ProjectorHoldPush) => void) => subscribe(IPC.projectorHold, listener),
};

contextBridge.exposeInMainWorld('mafiaProjector', api);
