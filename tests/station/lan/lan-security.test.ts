import { afterEach, describe, expect, it } from 'vitest';
import { BAD_TOKEN_LIMIT, startLanServer, type LanServer } from '../../../electron/station/lan/index.ts';
import {
  dayView,
  fakeFeed,
  get,
  mirrorOf,
  pathOf,
  rawSocket,
  startTestServer,
  type FakeClock,
  type Reply,
  expectOnlyTheWatchScript,
} from './lan-helpers.ts';

const NEVER_MINTED = 'B'.repeat(43);

/** The headers every response must carry, whatever its status. */
function expectStrictHeaders(reply: Reply): void {
  expect(reply.headers['cache-control']).toBe('no-store');
  expect(reply.headers['referrer-policy']).toBe('no-referrer');
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  expect(reply.headers['x-frame-options']).toBe('DENY');
  const csp = String(reply.headers['content-security-policy']);
  for (const part of ["default-src 'none'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"])
    expect(csp).toContain(part);
  expect(csp).not.toContain('unsafe');
  for (const name of Object.keys(reply.headers)) expect(name.startsWith('access-control-')).toBe(false);
}

describe('LAN server security', () => {
  let server: LanServer;
  let clock: FakeClock;
  afterEach(() => server?.close());

  it('binds only to the chosen address, never a wildcard', async () => {
    const options = { getCard: () => null, mirror: mirrorOf(fakeFeed(null)) };
    for (const host of ['0.0.0.0', '::', '0:0::0', '', 'localhost', 'example.org']) {
      await expect(startLanServer({ ...options, host }), host).rejects.toThrow(/one interface address/);
    }
    ({ server } = await startTestServer());
    expect(server.host).toBe('127.0.0.1');
    expect(server.origin).toBe(`http://127.0.0.1:${server.port}`);
  });

  it('works on an IPv6 address, with the bracketed Host and URL', async () => {
    ({ server } = await startTestServer({ host: '::1' }));
    const url = server.mintSeatToken(2);
    expect(url.startsWith(`http://[::1]:${server.port}/r/`)).toBe(true);
    expect((await get(server, pathOf(url), { host: `::1:${server.port}` })).status).toBe(421);
    expect((await get(server, pathOf(url), { host: `[::1]:${server.port}` })).status).toBe(200);
  });

  it('mints no code once closed', async () => {
    ({ server } = await startTestServer());
    const url = server.mintSeatToken(1);
    await server.close();
    expect(server.storedTokens()).toEqual([]);
    expect(() => server.mintSeatToken(1)).toThrow(/closed/);
    await expect(get({ ...server }, pathOf(url))).rejects.toThrow();
  });

  it('refuses a Host header that is not exactly host:port', async () => {
    ({ server } = await startTestServer());
    const url = server.mintSeatToken(2);
    // No Host at all is refused by Node's own parser (400, empty) before our handler runs.
    expect((await get(server, pathOf(url), { host: null })).status).toBe(400);
    for (const host of [
      'localhost:' + server.port,
      `127.0.0.1:0${server.port}`,
      '127.0.0.1',
      `127.0.0.1:${server.port + 1}`,
      'evil.example',
      `127.0.0.1:${server.port}.evil`,
    ]) {
      const reply = await get(server, pathOf(url), { host });
      expect(reply.status, String(host)).toBe(421);
      expect(reply.body).toBe('Misdirected request');
      expectStrictHeaders(reply);
    }
    // The token was not spent by the refused requests.
    expect((await get(server, pathOf(url))).status).toBe(200);
  });

  it('answers only GET; anything else is 405 with an Allow header and spends no token', async () => {
    ({ server } = await startTestServer());
    const url = server.mintSeatToken(2);
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH']) {
      const reply = await get(server, pathOf(url), { method });
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow).toBe('GET');
      expectStrictHeaders(reply);
    }
    expect((await get(server, pathOf(url))).status).toBe(200);
  });

  it('serves only the fixed routes: no files, no listing, no traversal', async () => {
    ({ server } = await startTestServer());
    const key = new URL(server.mirrorUrl()).searchParams.get('key')!;
    const paths = [
      '/',
      '/favicon.ico',
      '/r',
      '/r/',
      '/r/../projector',
      '/r/..%2fprojector',
      '/r/%2e%2e/%2e%2e/etc/passwd',
      '/%2e%2e/package.json',
      '/mirror.js/',
      '/mirror.js/../r',
      '/projector/',
      `/projector/?key=${key}`,
      `/projector/../projector?key=${key}`,
      `/projector%2fevents?key=${key}`,
      '/package.json',
      '/electron/station/lan/lan-server.ts',
    ];
    for (const path of paths) {
      const reply = await get(server, path);
      expect(reply.status, path).toBe(404);
      expectStrictHeaders(reply);
    }
  });

  it('puts the strict headers on 200, 404, 405 and 429 responses and no CORS header anywhere', async () => {
    ({ server, clock } = await startTestServer());
    const ok = await get(server, pathOf(server.mintSeatToken(1)));
    expect(ok.status).toBe(200);
    expectStrictHeaders(ok);
    expect(String(ok.headers['content-security-policy'])).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expectOnlyTheWatchScript(ok);
    const missing = await get(server, '/nothing');
    expect(missing.status).toBe(404);
    expectStrictHeaders(missing);
    const wrongMethod = await get(server, '/mirror.js', { method: 'POST' });
    expect(wrongMethod.status).toBe(405);
    expectStrictHeaders(wrongMethod);
    for (let i = 0; i < BAD_TOKEN_LIMIT; i++) await get(server, `/r/${NEVER_MINTED}`);
    const limited = await get(server, `/r/${NEVER_MINTED}`);
    expect(limited.status).toBe(429);
    expectStrictHeaders(limited);
  });

  it('limits bad tokens per client, with Retry-After, by the injected clock; other clients are unaffected', async () => {
    ({ server, clock } = await startTestServer());
    const good = server.mintSeatToken(2);
    for (let i = 0; i < BAD_TOKEN_LIMIT; i++) {
      expect((await get(server, `/r/${NEVER_MINTED}`)).status).toBe(404);
      clock.now += 1_000;
    }
    const limited = await get(server, `/r/${NEVER_MINTED}`);
    expect(limited.status).toBe(429);
    // The first failure leaves the 60 s window 50 s from now.
    expect(limited.headers['retry-after']).toBe('50');
    // While limited, even a good code from this client is refused and not spent; a wrong mirror key too.
    expect((await get(server, pathOf(good))).status).toBe(429);
    expect((await get(server, '/projector?key=wrong')).status).toBe(429);
    // A phone at another address opens its card as usual.
    const other = await get(server, pathOf(good), { localAddress: '127.0.0.2' });
    expect(other.status).toBe(200);
    expect(other.body).toContain('Ann');
    // Once the window has passed, the first client may try again.
    clock.now += 51_000;
    expect((await get(server, `/r/${NEVER_MINTED}`)).status).toBe(404);
  });

  it('counts wrong mirror keys towards the same limit', async () => {
    ({ server } = await startTestServer());
    for (let i = 0; i < BAD_TOKEN_LIMIT; i++)
      expect((await get(server, '/projector/events?key=nope')).status).toBe(404);
    expect((await get(server, `/r/${NEVER_MINTED}`)).status).toBe(429);
    // The mirror page's built assets hold no secret and are never limited.
    expect((await get(server, '/assets/mirror-1.js')).status).toBe(200);
  });

  it('refuses an over-long URL with 414', async () => {
    ({ server } = await startTestServer());
    const reply = await get(server, `/r/${'A'.repeat(1_000)}`);
    expect(reply.status).toBe(414);
    expectStrictHeaders(reply);
  });

  it('cuts off a client that sends its headers too slowly', async () => {
    ({ server } = await startTestServer({ timeouts: { headersMs: 200, requestMs: 300, checkIntervalMs: 50 } }));
    const socket = rawSocket(server);
    const started = Date.now();
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(`GET /r/${NEVER_MINTED} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`);
    // One header byte every 100 ms: never finishes within the limit.
    const drip = setInterval(() => socket.writable && socket.write('X'), 100);
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    clearInterval(drip);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(3_000);
    expect(received.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('refuses oversized headers', async () => {
    ({ server } = await startTestServer());
    const socket = rawSocket(server);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.write(
      `GET /assets/mirror-1.js HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(received.startsWith('HTTP/1.1 431')).toBe(true);
  });

  it('serves the mirror page only with its built scripts and styles allowed (nothing inline, no eval), the card page with its one watch script', async () => {
    ({ server } = await startTestServer({ feed: fakeFeed(dayView()) }));
    const mirror = await get(server, pathOf(server.mirrorUrl()));
    expect(mirror.status).toBe(200);
    expectStrictHeaders(mirror);
    const csp = String(mirror.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|sha256-/);
    const card = await get(server, pathOf(server.mintSeatToken(2)));
    expectOnlyTheWatchScript(card);
  });
});
