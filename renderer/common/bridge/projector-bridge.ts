import type { ProjectorPush, ProjectorReveal, ProjectorRevealPush } from '../../../shared/contract/index.ts';
import type { PublicView } from '../../../shared/engine/index.ts';
import type { ConnectionState } from './connection-state.ts';
import { createLatest } from './listeners.ts';
import { createReconnectingSocket, socketUrl } from './reconnecting-socket.ts';
import { projectorPreload } from './window-api.ts';

/** The projector's link to the station: it can only receive public views and the QR reveal, never ask for anything. */
export interface ProjectorBridge {
  onView(listener: (view: PublicView | null) => void): () => void;
  /** The QR reveal overlay: a seat and its QR picture, or null when none is on. */
  onReveal(listener: (reveal: ProjectorReveal | null) => void): () => void;
  onConnection(listener: (state: ConnectionState) => void): () => void;
}

function isPublicPush(message: unknown): message is ProjectorPush {
  return typeof message === 'object' && message !== null && (message as ProjectorPush).channel === 'public.view';
}

function isRevealPush(message: unknown): message is ProjectorRevealPush {
  return typeof message === 'object' && message !== null && (message as ProjectorRevealPush).channel === 'projector.reveal';
}

/** The bridge for the projector window: the Electron preload when present, else the browser-mode WebSocket. */
export function createProjectorBridge(): ProjectorBridge {
  const api = projectorPreload();
  if (api) {
    return {
      onView: (listener) => api.onPublicView((push) => listener(push.view)),
      onReveal: (listener) => api.onReveal((push) => listener(push.reveal)),
      onConnection: (listener) => {
        listener('open');
        return () => {};
      },
    };
  }
  const views = createLatest<PublicView | null>();
  const reveals = createLatest<ProjectorReveal | null>();
  const socket = createReconnectingSocket({ url: socketUrl('/ws/projector') });
  socket.onMessage((text) => {
    try {
      const message: unknown = JSON.parse(text);
      if (isPublicPush(message)) views.emit(message.view);
      else if (isRevealPush(message)) reveals.emit(message.reveal);
    } catch {
      // Not ours to read; the projector ignores it.
    }
  });
  return {
    onView: views.add,
    onReveal: reveals.add,
    onConnection: (listener) => {
      listener(socket.state);
      return socket.onState(listener);
    },
  };
}
