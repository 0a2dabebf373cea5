import { readFile, realpath } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { Station } from '../station/station.ts';
import type { ModeratorKeys } from './moderator-key.ts';
import { contentTypeOf, lookupStatic } from '../station/static-files.ts';
import { listenOn } from '../station/listen.ts';
import { isAllowedHost, isAllowedOrigin, securityHeaders, tokenMatches } from './security.ts';
import { MODERATOR_MAX_PAYLOAD, PROJECTOR_MAX_PAYLOAD, serveModerators, serveProjectors } from './sockets.ts';

/** What the HTTP side of browser mode needs: a running station, the secret, and the built pages. */
export interface HttpStationOptions {
  station: Station;
  /** The moderator key: fixed, or a holder the console can renew (`station.new-moderator-key`). */
  token: string | ModeratorKeys;
  /** The folder of the built renderer (out/renderer). */
  rendererDir: string;
  /** A loopback host to bind: 127.0.0.1 (default) or localhost. */
  host?: string;
  /** 0 picks a free port. */
  port?: number;
}

/** A running browser-mode server. */
export interface HttpStation {
  /** The base URL, e.g. http://127.0.0.1:5600 */
  url: string;
  port: number;
  /** The moderator key in force now. */
  readonly token: string;
  /** Closes every socket and the server (not the station). */
  close(): Promise<void>;
}

/** WebSocket close code for a page whose moderator key was replaced (a private code, 4000–4999). */
export const CLOSE_KEY_RENEWED = 4001;

/** The pages a bare path redirects to (their assets are relative, so the trailing slash matters). */
const PAGE_FOLDERS = new Set(['/moderator', '/projector', '/print']);

function plain(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string>,
  head: boolean,
): void {
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(head ? undefined : text);
}

function rejectUpgrade(socket: Socket, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/**
 * Starts the HTTP and WebSocket server of browser mode on a loopback address: the built pages (GET and
 * HEAD only, Host checked, strict headers), `/ws/moderator?token=` for the console and `/ws/projector`
 * for the public screen.
 */
export async function startHttpStation(options: HttpStationOptions): Promise<HttpStation> {
  const { station } = options;
  const keys = typeof options.token === 'string' ? null : options.token;
  const fixed = typeof options.token === 'string' ? options.token : null;
  const currentToken = (): string => keys?.current() ?? fixed!;
  /** The key each moderator socket came in with: a renewed key drops the sockets of the old one. */
  const socketKeys = new WeakMap<WebSocket, string>();
  const host = options.host ?? '127.0.0.1';
  let root: string;
  try {
    root = await realpath(options.rendererDir);
  } catch {
    throw new Error(`The built pages are missing (${options.rendererDir}): run "npm run build" first.`);
  }
  let port = options.port ?? 5600;

  const moderators = new WebSocketServer({ noServer: true, maxPayload: MODERATOR_MAX_PAYLOAD, clientTracking: true });
  const projectors = new WebSocketServer({ noServer: true, maxPayload: PROJECTOR_MAX_PAYLOAD, clientTracking: true });
  const unsubscribers = [serveModerators(moderators, station), serveProjectors(projectors, station)];
  if (keys) {
    unsubscribers.push(
      keys.onRenew((fresh) => {
        // After this turn: the page that asked gets its answer (with the new key) before its socket closes.
        setImmediate(() => {
          for (const client of moderators.clients)
            if (socketKeys.get(client) !== fresh) client.close(CLOSE_KEY_RENEWED, 'moderator key renewed');
        });
      }),
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const headers = securityHeaders(port);
    const head = req.method === 'HEAD';
    if (!isAllowedHost(req.headers.host, port)) return plain(res, 421, 'Misdirected request', headers, head);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return plain(res, 405, 'Method not allowed', { ...headers, Allow: 'GET, HEAD' }, false);
    }
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    if (PAGE_FOLDERS.has(url.pathname)) {
      res.writeHead(308, { ...headers, Location: `${url.pathname}/${url.search}`, 'Content-Length': 0 });
      res.end();
      return;
    }
    if (url.pathname === '/ws/moderator') {
      // A plain GET lets a page tell "wrong key" from "station not running" (a refused upgrade cannot).
      const ok = tokenMatches(url.searchParams.get('token'), currentToken());
      return plain(res, ok ? 426 : 401, ok ? 'Upgrade required' : 'Unauthorized', headers, head);
    }
    if (url.pathname === '/ws/projector') return plain(res, 426, 'Upgrade required', headers, head);
    const found = await lookupStatic(root, url.pathname);
    if (found.kind === 'bad-request') return plain(res, 400, 'Bad request', headers, head);
    if (found.kind === 'not-found') return plain(res, 404, 'Not found', headers, head);
    const body = head ? null : await readFile(found.file);
    res.writeHead(200, {
      ...headers,
      'Content-Type': contentTypeOf(found.file),
      'Content-Length': body?.length ?? found.size,
    });
    res.end(body ?? undefined);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('browser mode: request failed', error);
      if (!res.headersSent) plain(res, 500, 'Internal error', securityHeaders(port), false);
      else res.destroy();
    });
  });

  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const hostHeader = req.headers.host;
    if (!isAllowedHost(hostHeader, port)) return rejectUpgrade(socket, 421, 'Misdirected Request');
    if (!isAllowedOrigin(req.headers.origin, hostHeader!, port)) return rejectUpgrade(socket, 403, 'Forbidden');
    const url = new URL(req.url ?? '/', `http://${hostHeader}`);
    if (url.pathname === '/ws/moderator') {
      const key = currentToken();
      if (!tokenMatches(url.searchParams.get('token'), key)) return rejectUpgrade(socket, 401, 'Unauthorized');
      moderators.handleUpgrade(req, socket, head, (ws) => {
        socketKeys.set(ws, key);
        moderators.emit('connection', ws, req);
      });
      return;
    }
    if (url.pathname === '/ws/projector') {
      projectors.handleUpgrade(req, socket, head, (ws) => projectors.emit('connection', ws, req));
      return;
    }
    rejectUpgrade(socket, 404, 'Not Found');
  });

  port = await listenOn(server, port, host);
  const urlHost = host === 'localhost' ? 'localhost' : '127.0.0.1';

  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    get token() {
      return currentToken();
    },
    close() {
      closing ??= new Promise<void>((resolveClose) => {
        unsubscribers.forEach((unsubscribe) => unsubscribe());
        for (const client of [...moderators.clients, ...projectors.clients]) client.terminate();
        moderators.close();
        projectors.close();
        server.closeAllConnections();
        server.close(() => resolveClose());
      });
      return closing;
    },
  };
}
