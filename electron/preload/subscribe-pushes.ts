import { ipcRenderer, type IpcRendererEvent } from 'electron';
import { PUSHES, channelsOf, type Audience } from '../../shared/contract/ipc-channels.ts';

/**
 * Subscribes a listener to every IPC channel an audience hears (PUSHES); returns the unsubscribe. The
 * IpcRendererEvent stays here: it carries `sender`, which would hand the page ipcRenderer itself.
 */
export function subscribePushes<P>(audience: Audience, listener: (push: P) => void): () => void {
  const relay = (_event: IpcRendererEvent, push: P): void => listener(push);
  const channels = channelsOf(audience).map((channel) => PUSHES[channel].ipc);
  for (const channel of channels) ipcRenderer.on(channel, relay);
  return () => {
    for (const channel of channels) ipcRenderer.removeListener(channel, relay);
  };
}
