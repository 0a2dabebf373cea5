import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProjectorLocale, TimerState } from '../../../shared/contract/index.ts';
import type { Davidoff1987PublicView as PublicView } from '../../../shared/engine/index.ts';
import {
  createMirrorFeed,
  startLanServer,
  type LanServer,
  type LanServerOptions,
  type MirrorFeed,
  type RoleCard,
} from '../../../electron/station/lan/index.ts';
import { throwawayBuild } from '../../fixtures/throwaway-build.ts';

/** A hand-moved clock in ms. */
export interface FakeClock {
  now: number;
  (): number;
}

/** A clock that starts at a fixed instant and moves only when a test sets `now`. */
export function fakeClock(start = Date.UTC(2026, 0, 1)): FakeClock {
  const clock = (() => clock.now) as FakeClock;
  clock.now = start;
  return clock;
}

/** A public view feed a test can push views through, counting its subscribers. */
export interface FakeFeed {
  current(): PublicView | null;
  subscribe(listener: (view: PublicView | null) => void): () => void;
  publish(view: PublicView | null): void;
  listeners(): number;
}

/** Creates a fake feed starting at a given view. */
export function fakeFeed(initial: PublicView | null): FakeFeed {
  let last = initial;
  const listeners = new Set<(view: PublicView | null) => void>();
  return {
    current: () => last,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(view) {
      last = view;
      for (const listener of listeners) listener(view);
    },
    listeners: () => listeners.size,
  };
}

/** The projector's hold screen and language as a test sets them by hand, telling the mirror of each change. */
export interface FakeProjector {
  held(): boolean;
  locale(): ProjectorLocale;
  subscribe(listener: () => void): () => void;
  set(change: { held?: boolean; locale?: ProjectorLocale }): void;
}

/** A projector off hold, in English (or the language given). */
export function fakeProjector(locale: ProjectorLocale = 'en'): FakeProjector {
  let state = { held: false, locale };
  const listeners = new Set<() => void>();
  return {
    held: () => state.held,
    locale: () => state.locale,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(change) {
      state = { ...state, ...change };
      for (const listener of listeners) listener();
    },
  };
}

/** The shared timer as a test sets it by hand. */
export interface FakeTimer {
  current(): { timer: TimerState | null; revision: number };
  subscribe(listener: () => void): () => void;
  set(timer: TimerState | null): void;
}

/** A timer feed with no timer set. */
export function fakeTimer(): FakeTimer {
  let timer: TimerState | null = null;
  let revision = 0;
  const listeners = new Set<() => void>();
  return {
    current: () => ({ timer, revision }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      timer = next;
      revision++;
      for (const listener of listeners) listener();
    },
  };
}

/** The mirror feed over a fake public view feed (and a fake timer and projector, if the test moves them). */
export function mirrorOf(
  feed: FakeFeed,
  timer: FakeTimer = fakeTimer(),
  projector: FakeProjector = fakeProjector(),
): MirrorFeed {
  return createMirrorFeed({ publicView: feed as never, timer, projector });
}

/** Names that would break a page if they were ever written as markup. */
export const HOSTILE_NAME = '<script>alert("x")</script>&\'`';

/** The cards of a four-seat game: seats 1 and 3 are mafia and see each other. */
export const CARDS: Record<number, RoleCard> = {
  1: {
    seat: 1,
    name: HOSTILE_NAME,
    rulesetId: 'davidoff-1987',
    role: 'mafia',
    team: 'mafia',
    teammates: [{ seat: 3, name: '<b>Bo</b>' }],
  },
  2: { seat: 2, name: 'Ann', rulesetId: 'davidoff-1987', role: 'honest', team: 'honest', teammates: [] },
  3: {
    seat: 3,
    name: '<b>Bo</b>',
    rulesetId: 'davidoff-1987',
    role: 'mafia',
    team: 'mafia',
    teammates: [{ seat: 1, name: HOSTILE_NAME }],
  },
  4: { seat: 4, name: 'Dee', rulesetId: 'davidoff-1987', role: 'honest', team: 'honest', teammates: [] },
};

/** A public view of the same game during day 1. */
export function dayView(round = 1): PublicView {
  return {
    gameId: 'g-1',
    rulesetId: 'davidoff-1987',
    phase: 'day',
    round,
    players: [1, 2, 3, 4].map((seat) => ({
      seat,
      name: CARDS[seat]!.name,
      alive: seat !== 4,
      eliminated: seat === 4 ? { cause: 'killed', round: 1 } : null,
      role: null,
    })),
    vote: null,
    announcements: [{ kind: 'day-began', round }],
    result: null,
  };
}

let pagesDir: string | null = null;

/**
 * A stand-in renderer build (made once per test process): the mirror page, its assets, and files that
 * must never be served (a source map, a hidden file, a link out of the build, another page).
 */
export function fakePagesDir(): string {
  if (pagesDir) return pagesDir;
  const dir = throwawayBuild('mirror-build-', {
    'mirror/index.html': '<!doctype html><script type="module" src="../assets/mirror-1.js"></script>',
    'assets/mirror-1.js': 'export const screen = 1;',
    'assets/mirror-1.css': 'body{}',
    'assets/mirror-1.js.map': '{}',
    'assets/.hidden.js': 'secret',
    'moderator/index.html': 'the console',
  });
  const outside = mkdtempSync(join(tmpdir(), 'not-the-build-'));
  writeFileSync(join(outside, 'outside-the-build.js'), 'outside');
  symlinkSync(join(outside, 'outside-the-build.js'), join(dir, 'assets', 'link.js'));
  return (pagesDir = dir);
}

/** A test server and the fakes behind it. */
export interface TestServer {
  server: LanServer;
  clock: FakeClock;
  feed: FakeFeed;
  timer: FakeTimer;
  projector: FakeProjector;
}

/**
 * Starts a server on 127.0.0.1 with fake cards, feed, timer, projector and clock (options may override
 * any of them; `feed` replaces the public view the mirror follows).
 */
export async function startTestServer(
  overrides: Partial<LanServerOptions> & { feed?: FakeFeed } = {},
): Promise<TestServer> {
  const clock = fakeClock();
  const { feed = fakeFeed(dayView()), ...options } = overrides;
  const timer = fakeTimer();
  const projector = fakeProjector();
  const server = await startLanServer({
    host: '127.0.0.1',
    port: 0,
    getCard: (seat) => CARDS[seat] ?? null,
    mirror: mirrorOf(feed, timer, projector),
    pagesDir: fakePagesDir(),
    clock,
    ...options,
  });
  return { server, clock, feed, timer, projector };
}

/** A response as the tests look at it. */
export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Options of one raw HTTP request; the path is sent exactly as given (no normalisation, unlike fetch). */
export interface RawRequest {
  method?: string;
  host?: string | null;
  localAddress?: string;
  /** An Origin header, as a browser sends with a form's POST. */
  origin?: string;
}

/** Sends one request to the server and reads the whole reply. */
export function get(server: LanServer, path: string, options: RawRequest = {}): Promise<Reply> {
  const headers: Record<string, string> = options.origin === undefined ? {} : { Origin: options.origin };
  const host = options.host === undefined ? `${server.host}:${server.port}` : options.host;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: server.host,
        port: server.port,
        path,
        method: options.method ?? 'GET',
        headers,
        setHost: false,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    if (host !== null) req.setHeader('Host', host);
    req.on('error', reject);
    req.end();
  });
}

/** The path of a minted URL (what a phone would request). */
export function pathOf(url: string): string {
  return new URL(url).pathname + new URL(url).search;
}

/** The token inside a minted URL. */
export function tokenOf(url: string): string {
  return new URL(url).pathname.slice(3);
}

/** Opens a raw TCP connection to the server, for tests that misbehave below HTTP. */
export function rawSocket(server: LanServer) {
  return connect({ host: server.host, port: server.port });
}

/**
 * A card page runs one script and nothing else (club tryout: the watch that takes a void card off the page): a
 * single inline `<script>` whose hash is the CSP's only script source, reaching this server alone, with no inline
 * style attribute or event handler anywhere. Returns the page's watch token.
 */
export function expectOnlyTheWatchScript(page: Reply): string {
  const csp = String(page.headers['content-security-policy']);
  const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(page.body.match(/<script/gi)).toHaveLength(1);
  expect(scripts).toHaveLength(1);
  const hash = `'sha256-${createHash('sha256').update(scripts[0]!, 'utf8').digest('base64')}'`;
  expect(csp).toContain(`script-src ${hash};`);
  expect(csp).toContain("connect-src 'self'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|script-src 'self'/);
  expect(page.body).not.toMatch(/style=|onclick|onload|onerror/i);
  const token = /data-watch="([A-Za-z0-9_-]{43})"/.exec(page.body)?.[1];
  expect(token).toBeDefined();
  return token!;
}
