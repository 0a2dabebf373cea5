// The projector window's preload (sandboxed, CommonJS once built): the projector can only receive the
// public view, the QR reveal, the shared timer and the hold screen. It has no request channel at all; the one message it sends says
// "send me the view".
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC } from '../../shared/contract/channels.ts';
import type { ProjectorHoldPush, ProjectorPush, ProjectorRevealPush, TimerPush } from '../../shared/contract/index.ts';
import type { ProjectorBridgeApi } from '../../shared/contract/wire.ts';

/** Subscribes to the public view; the current view follows at once. Returns the unsubscribe. */
function onPublicView(listener: (push: ProjectorPush) => void): () => void {
  // The IpcRendererEvent stays here: it carries `sender`, which would hand the page ipcRenderer itself.
  const relay = (_event: IpcRendererEvent, push: ProjectorPush): void => listener(push);
  ipcRenderer.on(IPC.publicView, relay);
  // Asked on every subscription, not only the first: a listener added later (a remounted component)
  // would otherwise show nothing until the next change. A repeated view is harmless to the others.
  ipcRenderer.send(IPC.projectorReady);
  return () => {
    ipcRenderer.removeListener(IPC.publicView, relay);
  };
}

/** Subscribes to the QR reveal overlay (a seat and its QR picture, or null); the current one follows at once. */
function onReveal(listener: (push: ProjectorRevealPush) => void): () => void {
  const relay = (_event: IpcRendererEvent, push: ProjectorRevealPush): void => listener(push);
  ipcRenderer.on(IPC.projectorReveal, relay);
  // Main answers "ready" with the view and the reveal both; a repeated view is harmless.
  ipcRenderer.send(IPC.projectorReady);
  return () => {
    ipcRenderer.removeListener(IPC.projectorReveal, relay);
  };
}

/** Subscribes to the shared timer; the current one follows at once. Returns the unsubscribe. */
function onTimer(listener: (push: TimerPush) => void): () => void {
  const relay = (_event: IpcRendererEvent, push: TimerPush): void => listener(push);
  ipcRenderer.on(IPC.timer, relay);
  ipcRenderer.send(IPC.projectorReady);
  return () => {
    ipcRenderer.removeListener(IPC.timer, relay);
  };
}

/** Subscribes to the hold screen; the current state follows at once. Returns the unsubscribe. */
function onHold(listener: (push: ProjectorHoldPush) => void): () => void {
  const relay = (_event: IpcRendererEvent, push: ProjectorHoldPush): void => listener(push);
  ipcRenderer.on(IPC.projectorHold, relay);
  ipcRenderer.send(IPC.projectorReady);
  return () => {
    ipcRenderer.removeListener(IPC.projectorHold, relay);
  };
}

const api: ProjectorBridgeApi = { onPublicView, onReveal, onTimer, onHold };

contextBridge.exposeInMainWorld('mafiaProjector', api);
