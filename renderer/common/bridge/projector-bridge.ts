import type { ProjectorHoldPush, ProjectorPush, ProjectorReveal, ProjectorRevealPush, TimerPush } from '../../../shared/contract/index.ts';
import type { PublicView } from '../../../shared/engine/index.ts';
import type { ConnectionState } from './connection-state.ts';
import { receiveTimer, type ReceivedTimer } from '../timer/received-timer.ts';
import { createPushReplay, type PushReplay } from './push-replay.ts';
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

/** What the projector hears from the station, by channel; each replays its latest value. */
interface ProjectorPushes extends Record<string, unknown> {
  view: PublicView | null;
  reveal: ProjectorReveal | null;
  timer: ReceivedTimer;
  hold: boolean;
  locale: string;
}

type ProjectorWirePush = ProjectorPush | ProjectorRevealPush | TimerPush | ProjectorHoldPush;

const PUSH_CHANNELS: ReadonlySet<string> = new Set(['public.view', 'projector.reveal', 'timer.state', 'projector.hold']);

function isPush(message: unknown): message is ProjectorWirePush {
  return typeof message === 'object' && message !== null && PUSH_CHANNELS.has((message as ProjectorWirePush).channel);
}

/** Files one push under its channel, whichever transport brought it. */
function routePush(pushes: PushReplay<ProjectorPushes>, push: ProjectorWirePush): void {
  switch (push.channel) {
    case 'public.view':
      return pushes.emit('view', push.view);
    case 'projector.reveal':
      return pushes.emit('reveal', push.reveal);
    case 'timer.state':
      return pushes.emit('timer', receiveTimer(push, performance.now()));
    case 'projector.hold':
      pushes.emit('hold', push.on);
      return pushes.emit('locale', push.locale);
  }
}

/** The bridge for the projector window: the Electron preload when present, else the browser-mode WebSocket. */
export function createProjectorBridge(): ProjectorBridge {
  // Both transports feed one replaying layer: a listener added late still gets the latest of each push.
  const pushes = createPushReplay<ProjectorPushes>();
  const route = (push: ProjectorWirePush) => routePush(pushes, push);
  const subscriptions = {
    onView: (listener: (view: PublicView | null) => void) => pushes.on('view', listener),
    onReveal: (listener: (reveal: ProjectorReveal | null) => void) => pushes.on('reveal', listener),
    onTimer: (listener: (timer: ReceivedTimer) => void) => pushes.on('timer', listener),
    onHold: (listener: (on: boolean) => void) => pushes.on('hold', listener),
    onLocale: (listener: (locale: string) => void) => pushes.on('locale', listener),
  };
  const api = projectorPreload();
  if (api) {
    api.onPublicView(route);
    api.onReveal(route);
    api.onTimer(route);
    api.onHold(route);
    return {
      ...subscriptions,
      onConnection: (listener) => {
        listener('open');
        return () => {};
      },
    };
  }
  const socket = createReconnectingSocket({ url: socketUrl('/ws/projector') });
  socket.onMessage((text) => {
    try {
      const message: unknown = JSON.parse(text);
      if (isPush(message)) route(message);
    } catch {
      // Not ours to read; the projector ignores it.
    }
  });
  return {
    ...subscriptions,
    onConnection: (listener) => {
      listener(socket.state);
      return socket.onState(listener);
    },
  };
}
