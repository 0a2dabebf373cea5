import type {
  DisplayInfo,
  DisplaysPush,
  LanStatus,
  LanStatusPush,
  ModeratorPush,
  ModeratorRequestName,
  ModeratorRequestPayload,
  ModeratorRequestResults,
  ProjectorHoldPush,
  StationError,
  StationResult,
  TimerPush,
  WireRequest,
  WireResponse,
} from '../../../shared/contract/index.ts';
import type { ModeratorView } from '../../../shared/engine/index.ts';
import type { ConnectionState } from './connection-state.ts';
import { receiveTimer, type ReceivedTimer } from '../timer/received-timer.ts';
import { createLatest } from './listeners.ts';
import { createReconnectingSocket, socketUrl } from './reconnecting-socket.ts';
import { readModeratorToken } from './moderator-token.ts';
import { moderatorPreload } from './window-api.ts';

/** A refusal as the renderer sees it: the station's, or the link dropping before an answer came. */
export type BridgeError = StationError | { kind: 'disconnected' };

/** A request's answer as the renderer sees it. */
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: BridgeError };

/** The moderator window's link to the station, the same in Electron and in browser mode. */
export interface ModeratorBridge {
  request<N extends ModeratorRequestName>(name: N, payload: ModeratorRequestPayload<N>): Promise<BridgeResult<ModeratorRequestResults[N]>>;
  /** Every moderator view the station pushes (null when no game is open). */
  onView(listener: (view: ModeratorView | null) => void): () => void;
  /** The LAN server's status as the station pushes it (the latest at once, then every change). */
  onLanStatus(listener: (status: LanStatus) => void): () => void;
  /** The display list when displays or the projector's display change (Electron only: browser mode has no displays). */
  onDisplays(listener: (displays: DisplayInfo[]) => void): () => void;
  /** The shared timer as the station pushes it, stamped at receipt (the latest at once, then every change). */
  onTimer(listener: (timer: ReceivedTimer) => void): () => void;
  /** Whether the projector shows the hold screen (the latest at once, then every change). */
  onHold(listener: (on: boolean) => void): () => void;
  /** The projector's language as the station pushes it (the latest at once, then every change). */
  onProjectorLocale(listener: (locale: string) => void): () => void;
  onConnection(listener: (state: ConnectionState) => void): () => void;
  readonly connection: ConnectionState;
}

const DISCONNECTED: BridgeResult<never> = { ok: false, error: { kind: 'disconnected' } };

function electronBridge(api: NonNullable<ReturnType<typeof moderatorPreload>>): ModeratorBridge {
  // Subscribed once, here: a composable mounted later still gets the latest timer and hold state.
  const timers = createLatest<ReceivedTimer>();
  const holds = createLatest<boolean>();
  const locales = createLatest<string>();
  api.onTimer((push: TimerPush) => timers.emit(receiveTimer(push, performance.now())));
  api.onHold((push: ProjectorHoldPush) => {
    holds.emit(push.on);
    locales.emit(push.locale);
  });
  return {
    async request(name, payload) {
      try {
        return (await api.request(name, payload)) as StationResult<ModeratorRequestResults[typeof name]>;
      } catch {
        return DISCONNECTED;
      }
    },
    onView: (listener) => api.onView((push: ModeratorPush) => listener(push.view)),
    onLanStatus: (listener) => api.onLanStatus((push: LanStatusPush) => listener(push.status)),
    onDisplays: (listener) => api.onDisplays((push: DisplaysPush) => listener(push.displays)),
    onTimer: timers.add,
    onHold: holds.add,
    onProjectorLocale: locales.add,
    // IPC to the main process cannot drop while the window lives.
    onConnection: (listener) => {
      listener('open');
      return () => {};
    },
    connection: 'open',
  };
}

function isPush(message: unknown): message is ModeratorPush {
  return typeof message === 'object' && message !== null && (message as ModeratorPush).channel === 'moderator.view';
}

function isLanPush(message: unknown): message is LanStatusPush {
  return typeof message === 'object' && message !== null && (message as LanStatusPush).channel === 'lan.status';
}

function isTimerPush(message: unknown): message is TimerPush {
  return typeof message === 'object' && message !== null && (message as TimerPush).channel === 'timer.state';
}

function isHoldPush(message: unknown): message is ProjectorHoldPush {
  return typeof message === 'object' && message !== null && (message as ProjectorHoldPush).channel === 'projector.hold';
}

function isResponse(message: unknown): message is WireResponse {
  return typeof message === 'object' && message !== null && typeof (message as WireResponse).id === 'number' && 'result' in message;
}

/** Browser mode has no displays to push: a subscription that never hears anything. */
function noDisplays(): () => void {
  return () => {};
}

function socketBridge(): ModeratorBridge {
  const views = createLatest<ModeratorView | null>();
  const lanStatuses = createLatest<LanStatus>();
  const timers = createLatest<ReceivedTimer>();
  const holds = createLatest<boolean>();
  const locales = createLatest<string>();
  const token = readModeratorToken();
  if (!token) {
    // Without its key the page cannot talk to the station at all; say so instead of retrying.
    return {
      request: async () => DISCONNECTED,
      onView: views.add,
      onLanStatus: lanStatuses.add,
      onDisplays: noDisplays,
      onTimer: timers.add,
      onHold: holds.add,
      onProjectorLocale: locales.add,
      onConnection: (listener) => {
        listener('no-token');
        return () => {};
      },
      connection: 'no-token',
    };
  }
  const path = `/ws/moderator?token=${encodeURIComponent(token)}`;
  const socket = createReconnectingSocket({
    url: socketUrl(path),
    // A refused upgrade looks like any failure to the page; a plain GET tells a wrong key apart.
    isUnauthorized: async () => (await fetch(path, { cache: 'no-store' })).status === 401,
  });
  const pending = new Map<number, (result: BridgeResult<unknown>) => void>();
  let nextId = 1;

  socket.onMessage((text) => {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (isPush(message)) views.emit(message.view);
    else if (isLanPush(message)) lanStatuses.emit(message.status);
    else if (isTimerPush(message)) timers.emit(receiveTimer(message, performance.now()));
    else if (isHoldPush(message)) {
      holds.emit(message.on);
      locales.emit(message.locale);
    }
    else if (isResponse(message)) {
      const settle = pending.get(message.id);
      pending.delete(message.id);
      settle?.(message.result as BridgeResult<unknown>);
    }
  });
  socket.onState((state) => {
    if (state === 'open') return;
    // Answers to requests in flight are lost with the socket; their callers learn it now.
    for (const settle of pending.values()) settle(DISCONNECTED);
    pending.clear();
  });

  return {
    request(name, payload) {
      const id = nextId++;
      const message: WireRequest = { id, name, payload };
      return new Promise((resolve) => {
        pending.set(id, resolve as (result: BridgeResult<unknown>) => void);
        if (!socket.send(JSON.stringify(message))) {
          pending.delete(id);
          resolve(DISCONNECTED);
        }
      });
    },
    onView: views.add,
    onLanStatus: lanStatuses.add,
    onDisplays: noDisplays,
    onTimer: timers.add,
    onHold: holds.add,
    onProjectorLocale: locales.add,
    onConnection: (listener) => {
      listener(socket.state);
      return socket.onState(listener);
    },
    get connection() {
      return socket.state;
    },
  };
}

/** The bridge for this window: the Electron preload when present, else the browser-mode WebSocket. */
export function createModeratorBridge(): ModeratorBridge {
  const api = moderatorPreload();
  return api ? electronBridge(api) : socketBridge();
}
