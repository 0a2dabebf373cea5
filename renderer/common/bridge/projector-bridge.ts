import type { ProjectorReveal, TournamentScreen } from '../../../shared/contract/index.ts';
// The pushes' module itself, not the contract's index: that one carries every request schema, and with them the
// engine's registry, which a public screen never needs (issue 14: the projector's JavaScript at start).
import { isPushFor, type PushFor } from '../../../shared/contract/pushes.ts';
import type { PublicView } from '../../../shared/engine/index.ts';
import type { ConnectionState } from './connection-state.ts';
import { receiveTimer, type ReceivedTimer } from '../timer/received-timer.ts';
import { createPushReplay, type PushReplay } from './push-replay.ts';
import { toldOnce } from './listeners.ts';
import { createReconnectingSocket, socketUrl } from './reconnecting-socket.ts';
import { projectorPreload } from './window-api.ts';

/**
 * A public screen's link to the station (the projector window, the LAN mirror): it can only receive
 * pushes (views, QR reveal, timer, hold), never ask for anything.
 */
export interface ProjectorBridge {
  onView(listener: (view: PublicView | null) => void): () => void;
  /** The QR reveal overlay: a seat and its QR picture, or null when none is on (never on the mirror). */
  onReveal(listener: (reveal: ProjectorReveal | null) => void): () => void;
  /** The shared timer as pushed, stamped at receipt (the latest at once, then every change). */
  onTimer(listener: (timer: ReceivedTimer) => void): () => void;
  /** Whether to show only the hold screen. */
  onHold(listener: (on: boolean) => void): () => void;
  /** The language the moderator chose for the projector. */
  onLocale(listener: (locale: string) => void): () => void;
  /** The tournament shown between games (issue 16), or null (never on the mirror yet). */
  onTournamentScreen(listener: (screen: TournamentScreen | null) => void): () => void;
  onConnection(listener: (state: ConnectionState) => void): () => void;
}

/** The pushes a public screen draws: the projector's (PUSHES), of which the mirror hears all but the reveal. */
export type ScreenPush = PushFor<'projector'>;

/**
 * Where a public screen's pushes come from: the Electron preload, the browser-mode WebSocket, the LAN
 * mirror's event stream, or (issue 17) a stream overlay's. Messages are read with `isPushFor` by the
 * transport; the bridge files what it is given.
 */
export interface PushTransport {
  onPush(listener: (push: ScreenPush) => void): void;
  onConnection(listener: (state: ConnectionState) => void): () => void;
}

/** What a public screen hears from the station, by channel; each replays its latest value. */
interface ScreenPushes extends Record<string, unknown> {
  view: PublicView | null;
  reveal: ProjectorReveal | null;
  timer: ReceivedTimer;
  hold: boolean;
  locale: string;
  screen: TournamentScreen | null;
}

/** Files one push under its channel, whichever transport brought it. */
function routePush(pushes: PushReplay<ScreenPushes>, push: ScreenPush): void {
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
    case 'tournament.screen':
      return pushes.emit('screen', push.screen);
  }
}

/** A public screen's bridge over any transport: one replaying layer, so a listener added late still gets the latest of each push. */
export function screenBridgeOver(transport: PushTransport): ProjectorBridge {
  const pushes = createPushReplay<ScreenPushes>();
  transport.onPush((push) => routePush(pushes, push));
  return {
    onView: (listener) => pushes.on('view', listener),
    onReveal: (listener) => pushes.on('reveal', listener),
    onTimer: (listener) => pushes.on('timer', listener),
    onHold: (listener) => pushes.on('hold', listener),
    onLocale: (listener) => pushes.on('locale', listener),
    onTournamentScreen: (listener) => pushes.on('screen', listener),
    onConnection: (listener) => transport.onConnection(listener),
  };
}

/** The bridge for the projector window: the Electron preload when present, else the browser-mode WebSocket. */
export function createProjectorBridge(): ProjectorBridge {
  const api = projectorPreload();
  // IPC to the main process cannot drop while the window lives: open for as long as the page.
  if (api) return screenBridgeOver({ onPush: (listener) => void api.onPush(listener), onConnection: toldOnce('open') });
  const socket = createReconnectingSocket({ url: socketUrl('/ws/projector') });
  return screenBridgeOver({
    onPush(listener) {
      socket.onMessage((text) => {
        try {
          const message: unknown = JSON.parse(text);
          if (isPushFor('projector', message)) listener(message);
        } catch {
          // Not ours to read; the projector ignores it.
        }
      });
    },
    onConnection(listener) {
      listener(socket.state);
      return socket.onState(listener);
    },
  });
}
