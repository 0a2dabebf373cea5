import {
  isPushFor,
  type DisplayInfo,
  type LanStatus,
  type ModeratorRequestName,
  type ModeratorRequestPayload,
  type ModeratorRequestResults,
  type PushFor,
  type StationResult,
  type WireRequest,
  type WireResponse,
} from '../../../shared/contract/index.ts';
import type { ModeratorView } from '../../../shared/engine/index.ts';
import type { ConnectionState } from './connection-state.ts';
import { receiveTimer, type ReceivedTimer } from '../timer/received-timer.ts';
import { createPushReplay, type PushReplay } from './push-replay.ts';
import { createReconnectingSocket, socketUrl } from './reconnecting-socket.ts';
import { keepModeratorToken, readModeratorToken } from './moderator-token.ts';
import { createRequestOutbox, type BridgeResult } from './request-outbox.ts';
import { toldOnce } from './listeners.ts';
import { moderatorPreload } from './window-api.ts';

export type { BridgeError, BridgeResult } from './request-outbox.ts';

/** The moderator window's link to the station, the same in Electron and in browser mode. */
export interface ModeratorBridge {
  request<N extends ModeratorRequestName>(
    name: N,
    payload: ModeratorRequestPayload<N>,
  ): Promise<BridgeResult<ModeratorRequestResults[N]>>;
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
  /** How many requests wait for the link to come back (the latest at once, then every change). */
  onWaiting(listener: (count: number) => void): () => void;
  readonly connection: ConnectionState;
  /** Browser mode: the page holds a moderator key, which `station.new-moderator-key` replaces (the desktop app has none). */
  readonly holdsKey?: boolean;
}

/** What the moderator window hears from the station, by channel; each replays its latest value. */
interface ModeratorPushes extends Record<string, unknown> {
  view: ModeratorView | null;
  lan: LanStatus;
  displays: DisplayInfo[];
  timer: ReceivedTimer;
  hold: boolean;
  locale: string;
}

/** Files one push from the station under its channel, whichever transport brought it. */
function routePush(pushes: PushReplay<ModeratorPushes>, push: PushFor<'moderator'>): void {
  switch (push.channel) {
    case 'moderator.view':
      return pushes.emit('view', push.view);
    case 'lan.status':
      return pushes.emit('lan', push.status);
    case 'display.list':
      return pushes.emit('displays', push.displays);
    case 'timer.state':
      return pushes.emit('timer', receiveTimer(push, performance.now()));
    case 'projector.hold':
      pushes.emit('hold', push.on);
      return pushes.emit('locale', push.locale);
  }
}

/** The subscriptions of a bridge, read from the replaying layer. */
function subscriptions(pushes: PushReplay<ModeratorPushes>) {
  return {
    onView: (listener: (view: ModeratorView | null) => void) => pushes.on('view', listener),
    onLanStatus: (listener: (status: LanStatus) => void) => pushes.on('lan', listener),
    onDisplays: (listener: (displays: DisplayInfo[]) => void) => pushes.on('displays', listener),
    onTimer: (listener: (timer: ReceivedTimer) => void) => pushes.on('timer', listener),
    onHold: (listener: (on: boolean) => void) => pushes.on('hold', listener),
    onProjectorLocale: (listener: (locale: string) => void) => pushes.on('locale', listener),
  };
}

/** The connection of a bridge whose link never changes: the state told once, no request ever waiting. */
function settledConnection(state: ConnectionState): Pick<ModeratorBridge, 'onConnection' | 'onWaiting' | 'connection'> {
  return { onConnection: toldOnce(state), onWaiting: toldOnce(0), connection: state };
}

const DISCONNECTED: BridgeResult<never> = { ok: false, error: { kind: 'disconnected' } };

function electronBridge(api: NonNullable<ReturnType<typeof moderatorPreload>>): ModeratorBridge {
  // Subscribed once, here, to every push: a page or component mounted later still gets the latest.
  const pushes = createPushReplay<ModeratorPushes>();
  api.onPush((push) => routePush(pushes, push));
  return {
    async request(name, payload) {
      try {
        return (await api.request(name, payload)) as StationResult<ModeratorRequestResults[typeof name]>;
      } catch {
        return DISCONNECTED;
      }
    },
    ...subscriptions(pushes),
    // IPC to the main process cannot drop while the window lives.
    ...settledConnection('open'),
  };
}

function isResponse(message: unknown): message is WireResponse {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as WireResponse).id === 'number' &&
    'result' in message
  );
}

/** Timings of the browser-mode socket (tests shorten the retry delays). */
export interface ModeratorBridgeOptions {
  minDelay?: number;
  maxDelay?: number;
  /** Closes the socket for good when aborted (a page lives as long as its socket; tests end theirs). */
  signal?: AbortSignal;
}

function socketBridge(options: ModeratorBridgeOptions): ModeratorBridge {
  const pushes = createPushReplay<ModeratorPushes>();
  const token = readModeratorToken();
  if (!token) {
    // Without its key the page cannot talk to the station at all; say so instead of retrying.
    return {
      request: async () => DISCONNECTED,
      ...subscriptions(pushes),
      ...settledConnection('no-token'),
    };
  }
  // The key this page holds: a new one it asked for replaces it, and the next connection uses it.
  let key = token;
  const path = () => `/ws/moderator?token=${encodeURIComponent(key)}`;
  const socket = createReconnectingSocket({
    url: () => socketUrl(path()),
    // A refused upgrade looks like any failure to the page; a plain GET tells a wrong key apart.
    isUnauthorized: async () => (await fetch(path(), { cache: 'no-store' })).status === 401,
    ...(options.minDelay === undefined ? {} : { minDelay: options.minDelay }),
    ...(options.maxDelay === undefined ? {} : { maxDelay: options.maxDelay }),
  });
  options.signal?.addEventListener('abort', () => socket.close());
  // Requests made before the socket opened, or while it is down, wait for it (see createRequestOutbox).
  const outbox = createRequestOutbox(socket);

  socket.onMessage((text) => {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (isPushFor('moderator', message)) routePush(pushes, message);
    else if (isResponse(message)) outbox.answer(message);
  });

  async function request(name: WireRequest['name'], payload: unknown) {
    const answer = await outbox.request(name, payload);
    // The station drops every socket of the old key once it has answered: the page that asked goes on with the new one.
    if (name === 'station.new-moderator-key' && answer.ok) {
      key = (answer.value as { token: string }).token;
      keepModeratorToken(key);
    }
    return answer;
  }

  return {
    request: request as ModeratorBridge['request'],
    ...subscriptions(pushes),
    holdsKey: true,
    onConnection: (listener) => {
      listener(socket.state);
      return socket.onState(listener);
    },
    onWaiting: outbox.onWaiting,
    get connection() {
      return socket.state;
    },
  };
}

/** The bridge for this window: the Electron preload when present, else the browser-mode WebSocket. */
export function createModeratorBridge(options: ModeratorBridgeOptions = {}): ModeratorBridge {
  const api = moderatorPreload();
  return api ? electronBridge(api) : socketBridge(options);
}
