import type { ConnectionState } from './connection-state.ts';
import { createListeners } from './listeners.ts';

/** What a reconnecting socket needs: where to connect, and how to tell a refused key from an outage. */
export interface ReconnectingSocketOptions {
  /** Where to connect; a function is asked at each attempt (a renewed moderator key changes it). */
  url: string | (() => string);
  /** Asked after a failed connection: true when the station refuses the key, so retrying is useless. */
  isUnauthorized?: () => Promise<boolean>;
  /** Delays between retries grow from `minDelay` to `maxDelay` (ms). */
  minDelay?: number;
  maxDelay?: number;
}

/** A WebSocket that comes back by itself after the station restarts or the network hiccups. */
export interface ReconnectingSocket {
  readonly state: ConnectionState;
  /** Sends a text message if open; false when it could not be sent. */
  send(text: string): boolean;
  onMessage(listener: (text: string) => void): () => void;
  onState(listener: (state: ConnectionState) => void): () => void;
  close(): void;
}

/** Opens a WebSocket and keeps it open, retrying with a growing delay until told to close. */
export function createReconnectingSocket(options: ReconnectingSocketOptions): ReconnectingSocket {
  const minDelay = options.minDelay ?? 300;
  const maxDelay = options.maxDelay ?? 4000;
  const messages = createListeners<string>();
  const states = createListeners<ConnectionState>();
  let state: ConnectionState = 'connecting';
  let socket: WebSocket | null = null;
  let delay = minDelay;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  function setState(next: ConnectionState): void {
    if (next === state) return;
    state = next;
    states.emit(next);
  }

  function connect(): void {
    timer = null;
    if (stopped) return;
    const ws = new WebSocket(typeof options.url === 'string' ? options.url : options.url());
    socket = ws;
    ws.addEventListener('open', () => {
      delay = minDelay;
      setState('open');
    });
    ws.addEventListener('message', (event) => {
      if (typeof event.data === 'string') messages.emit(event.data);
    });
    ws.addEventListener('close', () => {
      if (socket !== ws) return;
      socket = null;
      if (stopped) return;
      void retry();
    });
  }

  async function retry(): Promise<void> {
    if (options.isUnauthorized && (await options.isUnauthorized().catch(() => false))) {
      setState('unauthorized');
      return;
    }
    setState(state === 'open' || state === 'closed' ? 'closed' : 'connecting');
    timer = setTimeout(connect, delay);
    delay = Math.min(maxDelay, delay * 2);
  }

  connect();
  return {
    get state() {
      return state;
    },
    send(text) {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(text);
      return true;
    },
    onMessage: messages.add,
    onState: states.add,
    close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}

/** The WebSocket URL of a path on the server that served this page. */
export function socketUrl(path: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}
