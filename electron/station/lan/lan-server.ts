import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, realpath } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { createBadTokenLimiter } from './bad-token-limiter.ts';
import {
  CARD_SCRIPT_HASH,
  CARD_STYLE_HASH,
  renderCardPage,
  renderInvalidPage,
  renderWaitPage,
  renderRevealPage,
  type RevealOutcome,
  type RoleCard,
} from './card-page.ts';
import { contentTypeOf, lookupStatic } from '../static-files.ts';
import { listenOn } from '../listen.ts';
import type { LanLanguage } from './lan-strings.ts';
import { isWildcard, routeOf } from './lan-routes.ts';
import type { MirrorFeed } from './mirror-feed.ts';
import type { OverlayFeeds } from './overlay-feeds.ts';
import { lanSecurityHeaders, type PolicyAllowances } from './response-headers.ts';
import { createTokenStore, hashToken, type StoredToken } from './token-store.ts';

/** The longest request target accepted; a real one is under 100 characters. */
export const MAX_URL_LENGTH = 512;

/** The most projector mirrors streaming at once. */
export const MAX_MIRRORS = 8;

/** The most stream overlays (room and viewer feeds together) streaming at once: a scene has a few sources. */
export const MAX_OVERLAYS = 16;

/** The time limits of the server, in ms (tests shorten them). */
export interface LanTimeouts {
  /** The whole request must arrive within this (server.requestTimeout). */
  requestMs: number;
  /** The headers must arrive within this (server.headersTimeout); at most requestMs. */
  headersMs: number;
  /** An idle kept-alive connection is closed after this (server.keepAliveTimeout). */
  keepAliveMs: number;
  /** How often Node checks the two limits above (its default, 30 s, would let a slow client linger). */
  checkIntervalMs: number;
  /** A comment line on every mirror stream this often, so idle streams are not dropped by the network. */
  heartbeatMs: number;
}

/** The default time limits. */
export const DEFAULT_LAN_TIMEOUTS: LanTimeouts = {
  requestMs: 10_000,
  headersMs: 5_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
  heartbeatMs: 25_000,
};

/** What the LAN server needs; functions rather than the Station itself, so tests pass fakes. */
export interface LanServerOptions {
  /** The chosen interface's IP address (never a wildcard address). */
  host: string;
  /** 0 (default) picks any free port. */
  port?: number;
  /** The role card of a seat in the open game, or null (no game, no deal, no such seat). */
  getCard(seat: number): RoleCard | null;
  /** The mirror's pushes: the public view, the timer and the hold screen, as the projector window hears them. */
  mirror: MirrorFeed;
  /**
   * The renderer build (out/renderer): the mirror is its built page `mirror/index.html`, with the build's
   * shared `assets/`. None (tests of the phones alone): the mirror's page is not found, its stream still runs.
   */
  pagesDir?: string | null;
  /** The language of each page as it is rendered: the projector's at that moment (default English). */
  language?: () => LanLanguage;
  /** Milliseconds since the epoch; tests move time by hand. */
  clock?: () => number;
  random?: (bytes: number) => Buffer;
  /** The mirror's key, kept across restarts so its link stays the same (default: 32 fresh random bytes). */
  mirrorKey?: string;
  /** The stream overlays' feeds and the viewer key (issue 17); none: their pages and streams are not found. */
  overlays?: OverlayFeeds | null;
  /** The police reveal from a player's own card (issue 15); none: no card carries the button. */
  policeReveal?: PoliceRevealOptions | null;
  /** Called when a seat opens its card (for the moderator's "has seen the card"). Seat only, never a token. */
  onSeen?: (seat: number) => void;
  /**
   * The tokens of the cards opened (the page's watch, a police officer's reveal button): the station's, kept across
   * restarts and judged by the card's deal; none: the server's own, in memory, which fall at `revokeAll`.
   */
  cardTokens?: CardTokens | null;
  /**
   * The seat codes the station gave, recognised across its restarts, so that one presented again after a restart is
   * not counted as a guess; none: only this server's own, in memory.
   */
  pastCodes?: PastCodes | null;
  timeouts?: Partial<LanTimeouts>;
}

/** The seat codes given, as something that recognises a code presented to it: it never opens a card or names a seat. */
export interface PastCodes {
  /** A seat code was given. */
  remember(code: string): void;
  /** Whether this code was given (in this run of the station or an earlier one). */
  recognises(code: string): boolean;
}

/** What a token of an opened card is for: the page's watch, or a police officer's reveal button (single use). */
export type CardTokenUse = 'watch' | 'reveal';

/** The tokens of the cards opened on phones: minted with the card, each good while its card stands. */
export interface CardTokens {
  /** A new token of this use for the seat's card now opened. */
  mint(seat: number, use: CardTokenUse): string;
  /** The seat of a token of this use while its card stands, else null. */
  seatOf(token: string, use: CardTokenUse): number | null;
  /** Spends a token (the reveal is done). */
  spend(token: string): void;
}

/** What the phones' police reveal asks of the station (issue 15, RULES.md §5). */
export interface PoliceRevealOptions {
  /** Whether a seat's card carries the reveal's button now (a Copag police officer dealt by the station, unrevealed). */
  offers(seat: number): boolean;
  /** Records the seat's reveal as the station's command, and says what came of it. */
  reveal(seat: number): RevealOutcome;
}

/** A running LAN server. */
export interface LanServer {
  host: string;
  port: number;
  /** The base URL, e.g. http://192.168.1.20:50123 */
  origin: string;
  /** Mints a single-use, 10-minute code for a seat (revoking its previous one); returns the URL for the QR. */
  mintSeatToken(seat: number): string;
  /** Revokes every seat code and forgets who has looked (the game ended or was re-dealt). */
  revokeAll(): void;
  /** The seats that have opened their card, ascending. */
  seenSeats(): number[];
  /** The projector mirror's URL, with its key. */
  mirrorUrl(): string;
  /** The room feed's overlay page, under the mirror's key (only what the projector shows). */
  overlayUrl(): string;
  /** The viewer feed's overlay page, with the viewer key as it is now (null without overlays). */
  viewerUrl(): string | null;
  /** Ends every viewer stream (its key was renewed: the old link is refused from now on). */
  endViewerStreams(): void;
  /** Debug accessor: what the token store holds (hashes only, never a token). */
  storedTokens(): StoredToken[];
  /** Stops the server, ends every stream and revokes everything. */
  close(): Promise<void>;
}

/**
 * Starts the local-network server for QR role reveal and the projector mirror on one chosen interface.
 * Strict by default: Host checked, GET only, fixed routes, single-use hashed tokens, a bad-token limit.
 */
export async function startLanServer(options: LanServerOptions): Promise<LanServer> {
  const { host, getCard, mirror } = options;
  if (isIP(host) === 0 || isWildcard(host)) throw new Error('The LAN server binds to one interface address only.');
  const language = options.language ?? (() => 'en' as const);
  const clock = options.clock ?? Date.now;
  const random = options.random ?? randomBytes;
  const timeouts = { ...DEFAULT_LAN_TIMEOUTS, ...options.timeouts };
  const tokens = createTokenStore(clock, random);
  // A second token per police officer's card, for the reveal's button: it lives until the game ends or the reveal.
  const revealTokens = createTokenStore(clock, random, Infinity);
  // A third per opened card, for its page's watch: it lives until the cards are dealt again or the game ends.
  const watchTokens = createTokenStore(clock, random, Infinity);
  const storeOf = (use: CardTokenUse) => (use === 'watch' ? watchTokens : revealTokens);
  const cardTokens: CardTokens = options.cardTokens ?? {
    mint: (seat, use) => storeOf(use).mint(seat),
    seatOf: (token, use) => storeOf(use).peek(token),
    spend: (token) => void revealTokens.consume(token),
  };
  const limiter = createBadTokenLimiter(clock);
  const mirrorKey = options.mirrorKey ?? random(32).toString('base64url');
  const mirrorKeyHash = Buffer.from(hashToken(mirrorKey), 'hex');
  const streams = new Set<ServerResponse>();
  const overlayStreams = new Set<ServerResponse>();
  const viewerStreams = new Set<ServerResponse>();
  const hostInUrl = isIP(host) === 6 ? `[${host}]` : host;
  let port = options.port ?? 0;
  // The build folder's real path, found once (lookupStatic compares real paths); null when it is missing.
  const pagesRoot: Promise<string | null> = options.pagesDir
    ? realpath(options.pagesDir).catch(() => null)
    : Promise.resolve(null);

  function send(
    res: ServerResponse,
    status: number,
    type: string,
    body: string,
    allow: PolicyAllowances,
    extra: Record<string, string> = {},
  ): void {
    res.writeHead(status, {
      ...lanSecurityHeaders(allow),
      ...extra,
      'Content-Type': type,
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  }
  const plain = (res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void =>
    send(res, status, 'text/plain; charset=utf-8', text, {}, extra);
  const invalid = (res: ServerResponse): void =>
    send(res, 404, 'text/html; charset=utf-8', renderInvalidPage(language()), { style: CARD_STYLE_HASH });

  /**
   * Sends a file of the renderer build (the mirror page or one of its assets), under the mirror's strict
   * CSP; lookupStatic refuses traversal, hidden files, links out of the build and unservable kinds.
   */
  async function sendFile(res: ServerResponse, path: string): Promise<void> {
    try {
      const root = await pagesRoot;
      const found = root === null ? null : await lookupStatic(root, path);
      if (found?.kind !== 'file')
        return plain(
          res,
          found?.kind === 'bad-request' ? 400 : 404,
          found?.kind === 'bad-request' ? 'Bad request' : 'Not found',
        );
      const body = await readFile(found.file);
      res.writeHead(200, {
        ...lanSecurityHeaders({ mirror: true }),
        'Content-Type': contentTypeOf(found.file),
        'Content-Length': body.length,
      });
      res.end(body);
    } catch (error) {
      console.error('LAN server: a page failed', error instanceof Error ? error.name : typeof error);
      if (!res.headersSent) plain(res, 500, 'Internal error');
      else res.destroy();
    }
  }

  function keyMatches(key: string | null, expected: Buffer = mirrorKeyHash): boolean {
    if (key === null) return false;
    // Compared as hashes: equal lengths for timingSafeEqual, and the key's length never shows.
    return timingSafeEqual(Buffer.from(hashToken(key), 'hex'), expected);
  }

  function viewerKeyMatches(key: string | null): boolean {
    const viewerKey = options.overlays?.viewerKey();
    return viewerKey !== undefined && keyMatches(key, Buffer.from(hashToken(viewerKey), 'hex'));
  }

  function openStream(
    res: ServerResponse,
    feed: { current(): unknown[]; subscribe(listener: (push: unknown) => void): () => void } = mirror,
    set: Set<ServerResponse> = streams,
  ): void {
    res.writeHead(200, {
      ...lanSecurityHeaders({}),
      'Content-Type': 'text/event-stream; charset=utf-8',
      Connection: 'keep-alive',
    });
    // JSON has no raw line breaks, so each push is exactly one `data:` line.
    const write = (push: unknown): void => {
      res.write(`data: ${JSON.stringify(push)}\n\n`);
    };
    res.write('retry: 3000\n\n');
    for (const push of feed.current()) write(push);
    const unsubscribe = feed.subscribe(write);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), timeouts.heartbeatMs);
    set.add(res);
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      set.delete(res);
    });
  }

  /**
   * A police officer's reveal from his own card (issue 15): authorised by his seat's reveal token alone, and
   * refused to a page of another origin. The token is spent once the reveal is recorded, so a replay is refused.
   */
  function revealPolice(req: IncomingMessage, res: ServerResponse, token: string, client: string): void {
    req.resume();
    // A page of another origin is refused; the card's own form sends "null" (its Referrer-Policy is no-referrer),
    // and the token, which no other page can know, is what authorises the reveal.
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== 'null' && origin !== `http://${hostInUrl}:${port}`)
      return plain(res, 403, 'Forbidden');
    const seat = cardTokens.seatOf(token, 'reveal');
    if (seat === null || !options.policeReveal) {
      limiter.fail(client);
      return invalid(res);
    }
    const outcome = options.policeReveal.reveal(seat);
    if (outcome === 'revealed') cardTokens.spend(token);
    const status = outcome === 'revealed' ? 200 : outcome === 'not-police' ? 403 : 409;
    return send(res, status, 'text/html; charset=utf-8', renderRevealPage(outcome, language(), token), {
      style: CARD_STYLE_HASH,
      form: outcome === 'not-now',
    });
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const target = req.url ?? '';
    if (target.length > MAX_URL_LENGTH) return plain(res, 414, 'URI too long');
    // Exact Host match defeats DNS rebinding: a foreign page cannot reach us under its own name.
    if (req.headers.host !== `${hostInUrl}:${port}`) return plain(res, 421, 'Misdirected request');
    const route = routeOf(target);
    // Only the police reveal posts (a form on the officer's own card); everything else is read-only.
    const method = route.kind === 'reveal-police' ? 'POST' : 'GET';
    if (req.method !== method) return plain(res, 405, 'Method not allowed', { Allow: method });
    if (route.kind === 'none') return plain(res, 404, 'Not found');
    if (route.kind === 'asset') return void sendFile(res, route.path);
    const client = req.socket.remoteAddress ?? 'unknown';
    const wait = limiter.retryAfter(client);
    // A phone of the table may be the one waiting (several at one address): it is told, in the table's language.
    if (wait > 0)
      return send(
        res,
        429,
        'text/html; charset=utf-8',
        renderWaitPage(language(), wait),
        { style: CARD_STYLE_HASH },
        {
          'Retry-After': String(wait),
        },
      );
    if (route.kind === 'card') {
      const seat = tokens.consume(route.token);
      const card = seat === null ? null : getCard(seat);
      // A code this station gave and has retired is a phone reloading its own card (or an old QR), not a guess,
      // whether it was given in this run of the station or before a restart.
      if (seat === null && !tokens.wasIssued(route.token) && options.pastCodes?.recognises(route.token) !== true)
        limiter.fail(client);
      if (seat === null || card === null) return invalid(res);
      tokens.markSeen(seat);
      options.onSeen?.(seat);
      const revealToken = options.policeReveal?.offers(seat) ? cardTokens.mint(seat, 'reveal') : null;
      const watchToken = cardTokens.mint(seat, 'watch');
      return send(res, 200, 'text/html; charset=utf-8', renderCardPage(card, language(), revealToken, watchToken), {
        style: CARD_STYLE_HASH,
        script: CARD_SCRIPT_HASH,
        form: revealToken !== null,
      });
    }
    // An open card's page asking whether it still stands: yes (204) while its deal does, else gone (410). A gone
    // token is what every page of a redone deal asks with, so it is not counted as a bad one.
    if (route.kind === 'card-watch')
      return plain(res, cardTokens.seatOf(route.token, 'watch') === null ? 410 : 204, '');
    if (route.kind === 'reveal-police') return revealPolice(req, res, route.token, client);
    const overlays = options.overlays ?? null;
    if (route.kind === 'viewer-page' || route.kind === 'viewer-events') {
      if (!overlays || !viewerKeyMatches(route.key)) {
        limiter.fail(client);
        return plain(res, 404, 'Not found');
      }
      if (route.kind === 'viewer-page') return void sendFile(res, '/overlay/index.html');
      // The viewer link is never given more than its delay allows: a client asking for a later version is refused.
      if (route.version !== null) {
        const asked = /^\d{1,9}$/.test(route.version) ? Number(route.version) : NaN;
        if (!(asked <= overlays.viewer.allowedVersion())) return plain(res, 409, 'Not yet: the delay allows less');
      }
      if (overlayStreams.size + viewerStreams.size >= MAX_OVERLAYS)
        return plain(res, 503, 'Too many overlays', { 'Retry-After': '10' });
      return openStream(res, overlays.viewer, viewerStreams);
    }
    if (!keyMatches(route.key)) {
      limiter.fail(client);
      return plain(res, 404, 'Not found');
    }
    if (route.kind === 'overlay-page' || route.kind === 'overlay-events') {
      if (!overlays) return plain(res, 404, 'Not found');
      if (route.kind === 'overlay-page') return void sendFile(res, '/overlay/index.html');
      if (overlayStreams.size + viewerStreams.size >= MAX_OVERLAYS)
        return plain(res, 503, 'Too many overlays', { 'Retry-After': '10' });
      return openStream(res, overlays.room, overlayStreams);
    }
    if (route.kind === 'mirror-page') return void sendFile(res, '/mirror/index.html');
    if (streams.size >= MAX_MIRRORS) return plain(res, 503, 'Too many mirrors', { 'Retry-After': '10' });
    openStream(res);
  }

  const server = createServer(
    {
      maxHeaderSize: 8 * 1024,
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    (req, res) => {
      try {
        handle(req, res);
      } catch (error) {
        // Never the URL or the error's text: either could carry a token. The seat-free fact is enough.
        console.error('LAN server: a request failed', error instanceof Error ? error.name : typeof error);
        if (!res.headersSent) plain(res, 500, 'Internal error');
        else res.destroy();
      }
    },
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    // Slow, oversized or malformed requests get a bare status line and the connection is closed;
    // nothing of the request is echoed back or logged.
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? '408 Request Timeout'
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? '431 Request Header Fields Too Large'
          : '400 Bad Request';
    if (!socket.writable) return void socket.destroy();
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  server.maxConnections = 64;

  port = await listenOn(server, port, host);
  const origin = `http://${hostInUrl}:${port}`;

  let closing: Promise<void> | null = null;
  return {
    host,
    port,
    origin,
    mintSeatToken(seat) {
      // A code for a server that no longer listens would only send a player to a dead page.
      if (closing) throw new Error('The LAN server is closed.');
      const token = tokens.mint(seat);
      options.pastCodes?.remember(token);
      return `${origin}/r/${token}`;
    },
    revokeAll: () => {
      tokens.revokeAll();
      revealTokens.revokeAll();
      watchTokens.revokeAll();
    },
    seenSeats: () => tokens.seenSeats(),
    mirrorUrl: () => `${origin}/projector?key=${mirrorKey}`,
    overlayUrl: () => `${origin}/overlay?key=${mirrorKey}`,
    viewerUrl: () => {
      const viewerKey = options.overlays?.viewerKey();
      return viewerKey === undefined ? null : `${origin}/viewer?key=${viewerKey}`;
    },
    endViewerStreams() {
      for (const stream of viewerStreams) stream.end();
    },
    storedTokens: () => tokens.entries(),
    close() {
      closing ??= new Promise<void>((resolveClose) => {
        tokens.revokeAll();
        revealTokens.revokeAll();
        watchTokens.revokeAll();
        for (const stream of [...streams, ...overlayStreams, ...viewerStreams]) stream.end();
        server.closeAllConnections();
        server.close(() => resolveClose());
      });
      return closing;
    },
  };
}
