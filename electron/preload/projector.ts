// The projector window's preload (sandboxed, CommonJS once built): the projector can only receive the
// pushes PUSHES gives it (the public view, the QR reveal, the shared timer and the hold screen). It has
// no request channel at all; the one message it sends says "send me the current state", once per page load.
import { contextBridge, ipcRenderer } from 'electron';
import { IPC } from '../../shared/contract/ipc-channels.ts';
import type { PushFor } from '../../shared/contract/index.ts';
import type { ProjectorBridgeApi } from '../../shared/contract/wire.ts';
import { subscribePushes } from './subscribe-pushes.ts';

let asked = false;

/**
 * Subscribes to every projector push. The page's first subscription asks main for the current state,
 * once per page load (not once per subscription), once the current turn is done, so the answers find
 * the listener in place. A listener added later gets the latest value from the renderer's replaying bridge.
 */
function onPush(listener: (push: PushFor<'projector'>) => void): () => void {
  const unsubscribe = subscribePushes('projector', listener);
  if (!asked) {
    asked = true;
    void Promise.resolve().then(() => ipcRenderer.send(IPC.projectorReady));
  }
  return unsubscribe;
}

const api: ProjectorBridgeApi = { onPush };

contextBridge.exposeInMainWorld('mafiaProjector', api);
