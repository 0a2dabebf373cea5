import { request as httpRequest } from 'node:http';
import WebSocket from 'ws';

/** A raw HTTP answer: status, headers and body text. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends one HTTP request exactly as given (the path is not normalised, the Host header can lie). */
export function rawHttp(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string> },
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** How a WebSocket attempt ended: opened, or refused with an HTTP status. */
export type SocketAttempt = { opened: true; socket: WebSocket } | { opened: false; status: number };

/** Tries to open a WebSocket with the given headers; resolves with the socket or the refusal's status. */
export function trySocket(url: string, headers: Record<string, string> = {}): Promise<SocketAttempt> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve({ opened: true, socket }));
    socket.once('unexpected-response', (_req, res) => {
      resolve({ opened: false, status: res.statusCode ?? 0 });
      socket.terminate();
    });
    // `on`, not `once`: aborting a refused handshake can report a second error.
    socket.on('error', (error) => reject(error));
  });
}

/** A WebSocket whose messages are kept as parsed JSON, with a way to wait for one. */
export interface RecordingSocket {
  socket: WebSocket;
  messages: unknown[];
  next(predicate: (message: unknown) => boolean, timeoutMs?: number): Promise<unknown>;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a WebSocket and records everything it receives. */
export async function recordingSocket(url: string, headers: Record<string, string> = {}): Promise<RecordingSocket> {
  const socket = new WebSocket(url, { headers });
  const messages: unknown[] = [];
  const waiters: { predicate: (m: unknown) => boolean; resolve: (m: unknown) => void }[] = [];
  socket.on('message', (data) => {
    const message: unknown = JSON.parse(String(data));
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.on('error', reject);
  });
  return {
    socket,
    messages,
    closed,
    next(predicate, timeoutMs = 5000) {
      const seen = messages.find(predicate);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { predicate, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) {
            waiters.splice(index, 1);
            reject(new Error('timed out waiting for a message'));
          }
        }, timeoutMs);
      });
    },
  };
}

/** Whether a message is the answer to request `id`. */
export function isResponse(id: number): (message: unknown) => boolean {
  return (message) => typeof message === 'object' && message !== null && (message as { id?: unknown }).id === id;
}
