import {
  isResendable,
  type StationError,
  type WireRequest,
  type WireResponse,
} from '../../../shared/contract/index.ts';
import type { ConnectionState } from './connection-state.ts';
import { createLatest } from './listeners.ts';

/** A refusal as the renderer sees it: the station's, or the link dropping before an answer came. */
export type BridgeError = StationError | { kind: 'disconnected' };

/**
 * A request's answer as the renderer sees it. `waited` is set when the request could not go out at
 * once (the link was down, or dropped before its answer came) and was sent when the link came back:
 * the console says so, since the moderator saw the link go.
 */
export type BridgeResult<T> = ({ ok: true; value: T } | { ok: false; error: BridgeError }) & { waited?: true };

/** The socket an outbox writes to: its state, and a send that says whether the text went out. */
export interface OutboxSocket {
  readonly state: ConnectionState;
  send(text: string): boolean;
  onState(listener: (state: ConnectionState) => void): () => void;
}

/** The requests of one page waiting for their answers, kept across drops of the link. */
export interface RequestOutbox {
  request(name: WireRequest['name'], payload: unknown): Promise<BridgeResult<unknown>>;
  /** Settles the request an answer is for (an answer for no waiting request is ignored). */
  answer(response: WireResponse): void;
  /** How many requests wait for the link to come back (the latest at once, then every change). */
  onWaiting(listener: (count: number) => void): () => void;
}

const DISCONNECTED = { ok: false, error: { kind: 'disconnected' } } as const;

interface Entry {
  message: WireRequest;
  /** Written to the socket that is open now (false: waiting for the link). */
  sent: boolean;
  waited: boolean;
  settle(result: BridgeResult<unknown>): void;
}

/**
 * Sends requests over a socket that may drop. A request made while the link is down waits and goes out
 * once when it comes back (a page's first requests are made before its socket has opened). A request
 * whose answer a drop swallowed is sent again only when that is harmless (see RESENDABLE_MODERATOR_REQUESTS:
 * a command by its id, which the station applies once); any other is answered `disconnected` (its fate is
 * unknown), never sent twice. Only a refused key ends the wait.
 */
export function createRequestOutbox(socket: OutboxSocket): RequestOutbox {
  const entries = new Map<number, Entry>();
  const waiting = createLatest<number>();
  let nextId = 1;
  waiting.emit(0);

  function countWaiting(): void {
    let count = 0;
    for (const entry of entries.values()) if (!entry.sent) count++;
    waiting.emit(count);
  }

  function trySend(entry: Entry): void {
    entry.sent = socket.state === 'open' && socket.send(JSON.stringify(entry.message));
    if (!entry.sent) entry.waited = true;
  }

  socket.onState((state) => {
    if (state === 'open') {
      // In the order they were made: a command sent while down follows the one before it.
      for (const entry of entries.values()) if (!entry.sent) trySend(entry);
    } else if (state === 'unauthorized' || state === 'no-token') {
      // The key was refused: nothing will ever go out on this page.
      for (const entry of entries.values()) entry.settle(DISCONNECTED);
      entries.clear();
    } else {
      for (const [id, entry] of entries) {
        if (!entry.sent) continue;
        if (isResendable(entry.message.name)) {
          entry.sent = false;
          entry.waited = true;
        } else {
          entries.delete(id);
          entry.settle(DISCONNECTED);
        }
      }
    }
    countWaiting();
  });

  return {
    request(name, payload) {
      if (socket.state === 'unauthorized' || socket.state === 'no-token') return Promise.resolve(DISCONNECTED);
      const id = nextId++;
      return new Promise((resolve) => {
        const entry: Entry = { message: { id, name, payload }, sent: false, waited: false, settle: resolve };
        entries.set(id, entry);
        trySend(entry);
        if (!entry.sent) countWaiting();
      });
    },
    answer(response) {
      const entry = entries.get(response.id);
      if (!entry) return;
      entries.delete(response.id);
      const result = response.result as BridgeResult<unknown>;
      entry.settle(entry.waited ? { ...result, waited: true } : result);
    },
    onWaiting: waiting.add,
  };
}
