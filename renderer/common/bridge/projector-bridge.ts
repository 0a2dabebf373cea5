import type { ProjectorHoldPush, ProjectorPush, ProjectorReveal, ProjectorRevealPush, TimerPush } from '../../../shared/contract/index.ts';
import type { PublicView } from '../../../shared/engine/index.ts';
import type { ConnectionState } from './connection-state.ts';
import { receiveTimer, type ReceivedTimer } from '../timer/received-timer.ts';
import { createLatest } from './listeners.ts';
import { createReconnectingSocket, socketUrl } from './reconnecting-socket.ts';
import { projectorPreload } from './window-api.ts';

/** The projector's link to the station: it can only receive pushes (views, QR reveal, timer, hold), never ask for anything. */
export interface ProjectorBridge {
  onView(listener: (view: PublicView | null) => void): () => void;
  /** The QR reveal overlay: a seat and its QR picture, or null when none is on. */
  onReveal(listener: (reveal: ProjectorReveal | null) => void): () => void;
  /** The shared timer as pushed, stamped at receipt (the latest at once, then every change). */
  onTimer(listener: (timer: ReceivedTimer) => void): () => void;
  /** Whether to show only the hold screen. */
  onHold(listener: (on: boolean) => void): () => void;
  /** The language the moderator chose for the projector. */
  onLocale(listener: (locale: string) => void): () => void;
  onConnection(listener: (state: ConnectionState) => void): () => void;
}

function isPublicPush(message: unknown): message is ProjectorPush {
  return typeof message === 'object' && message !== null && (message as ProjectorPush).channel === 'public.view';
}

function isRevealPush(message: unknown): message is ProjectorRevealPush {
  return typeof message === 'object' && message !== null && (message as ProjectorRevealPush).channel === 'projector.reveal';
}

function isTimerPush(message: unknown): message is TimerPush {
  return typeof message === 'object' && message !== null && (message as TimerPush).channel === 'timer.state';
}

function isHoldPush(message: unknown): message is ProjectorHoldPush {
  return typeof message === 'object' && message !== null && (message as ProjectorHoldPush).channel === 'projector.hold';
}

/** The bridge for the projector window: the Electron preload when present, else the browser-mode WebSocket. */
export function createProjectorBridge(): ProjectorBridge {
  const api = projectorPreload();
  if (api) {
    return {
      onView: (listener) => api.onPublicView((push) => listener(push.view)),
      onReveal: (listener) => api.onReveal((push) => listener(push.reveal)),
      onTimer: (listener) => api.onTimer((push) => listener(receiveTimer(push, performance.now()))),
      onHold: (listener) => api.onHold((push) => listener(push.on)),
      onLocale: (listener) => api.onHold((push) => listener(push.locale)),
      onConnection: (listener) => {
        listener('open');
        return () => {};
      },
    };
  }
  const views = createLatest<PublicView | null>();
  const reveals = createLatest<ProjectorReveal | null>();
  const timers = createLatest<ReceivedTimer>();
  const holds = createLatest<boolean>();
  const locales = createLatest<string>();
  const socket = createReconnectingSocket({ url: socketUrl('/ws/projector') });
  socket.onMessage((text) => {
    try {
      const message: unknown = JSON.parse(text);
      if (isPublicPush(message)) views.emit(message.view);
      else if (isRevealPush(message)) reveals.emit(message.reveal);
      else if (isTimerPush(message)) timers.emit(receiveTimer(message, performance.now()));
      else if (isHoldPush(message)) {
        holds.emit(message.on);
        locales.emit(message.locale);
      }
    } catch {
      // Not ours to read; the projector ignores it.
    }
  });
  return {
    onView: views.add,
    onReveal: reveals.add,
    onTimer: timers.add,
    onHold: holds.add,
    onLocale: locales.add,
    onConnection: (listener) => {
      listener(socket.state);
      return socket.onState(listener);
    },
  };
}
