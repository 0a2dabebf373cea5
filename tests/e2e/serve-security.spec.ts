import { expect, test } from './support/fixtures.ts';
import { isResponse, rawHttp, recordingSocket, trySocket } from './support/raw-clients.ts';

// Browser mode serves this computer only: these tests talk to it the way a hostile page or a stray
// program would, without a browser in between.

function wsUrl(base: string, path: string): string {
  return base.replace(/^http/, 'ws') + path;
}

function hostOf(base: string): string {
  return new URL(base).host;
}

test('pages come with strict security headers', async ({ station }) => {
  const res = await rawHttp(station.url, { path: '/moderator/' });
  expect(res.status).toBe(200);
  const port = new URL(station.url).port;
  expect(res.headers['content-security-policy']).toBe(
    `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ws://127.0.0.1:${port} ws://localhost:${port}; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`,
  );
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toContain('<div id="app">');
  const projector = await rawHttp(station.url, { path: '/projector/' });
  expect(projector.status).toBe(200);
  const head = await rawHttp(station.url, { method: 'HEAD', path: '/projector/' });
  expect(head.status).toBe(200);
  expect(head.body).toBe('');
});

test('only files of the build are served: no traversal, no listing, no other methods', async ({ station }) => {
  for (const path of [
    '/../package.json',
    '/..%2fpackage.json',
    '/%2e%2e/%2e%2e/package.json',
    '/moderator/..%2f..%2f..%2fpackage.json',
    '/assets/',
    '/.env',
    '/%00',
    '/nothing-here',
  ]) {
    const res = await rawHttp(station.url, { path });
    expect([400, 404], `${path} → ${res.status}`).toContain(res.status);
    expect(res.body).not.toContain('mafia-station');
  }
  expect((await rawHttp(station.url, { path: '/moderator' })).status).toBe(308);
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
    expect((await rawHttp(station.url, { method, path: '/moderator/' })).status, method).toBe(405);
  }
});

test('requests naming another host are refused (DNS rebinding)', async ({ station }) => {
  const res = await rawHttp(station.url, {
    path: '/moderator/',
    headers: { Host: `evil.example:${new URL(station.url).port}` },
  });
  expect(res.status).toBe(421);
  const attempt = await trySocket(wsUrl(station.url, '/ws/projector'), { Host: 'evil.example' });
  expect(attempt.opened).toBe(false);
});

test('the moderator socket needs the key and a same-host origin', async ({ station }) => {
  const none = await trySocket(wsUrl(station.url, '/ws/moderator'));
  expect(none).toEqual({ opened: false, status: 401 });
  const wrong = await trySocket(wsUrl(station.url, `/ws/moderator?token=${station.token.slice(0, -1)}x`));
  expect(wrong).toEqual({ opened: false, status: 401 });
  const foreign = await trySocket(wsUrl(station.url, `/ws/moderator?token=${station.token}`), {
    Origin: 'http://evil.example',
  });
  expect(foreign).toEqual({ opened: false, status: 403 });
  const good = await trySocket(wsUrl(station.url, `/ws/moderator?token=${station.token}`), {
    Origin: `http://${hostOf(station.url)}`,
  });
  expect(good.opened).toBe(true);
  if (good.opened) good.socket.close();
});

test('the projector socket receives the public view and cannot make requests', async ({ station }) => {
  const moderator = await recordingSocket(wsUrl(station.url, `/ws/moderator?token=${station.token}`));
  moderator.socket.send(JSON.stringify({ id: 1, name: 'game.list', payload: {} }));
  const before = (await moderator.next(isResponse(1))) as { result: { ok: true; value: unknown[] } };

  const projector = await recordingSocket(wsUrl(station.url, '/ws/projector'));
  const first = (await projector.next(() => true)) as { channel: string };
  expect(first.channel).toBe('public.view');

  const names = ['Ivan', 'Jana', 'Karl', 'Lena', 'Mona', 'Nils'];
  projector.socket.send(
    JSON.stringify({ id: 7, name: 'game.create', payload: { rulesetId: 'davidoff-1987', players: names } }),
  );
  projector.socket.send(JSON.stringify({ id: 8, name: 'station.status', payload: {} }));
  projector.socket.send(JSON.stringify({ id: 9, name: 'game.player-card', payload: { gameId: 'x', seat: 1 } }));
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(projector.messages.filter((m) => typeof m === 'object' && m !== null && 'id' in m)).toEqual([]);
  // Pushes only: the public view, the QR reveal overlay (none is on here), the shared timer, the hold
  // screen with the projector's language, and the tournament screen between games (none is shown here).
  const channels = ['public.view', 'projector.reveal', 'timer.state', 'projector.hold', 'tournament.screen'];
  expect(projector.messages.every((m) => channels.includes((m as { channel?: string }).channel ?? ''))).toBe(true);
  expect(projector.messages).toContainEqual({ channel: 'projector.hold', on: false, locale: 'en' });
  expect(projector.messages).toContainEqual({ channel: 'projector.reveal', reveal: null });
  expect(projector.messages).toContainEqual({ channel: 'tournament.screen', screen: null });

  moderator.socket.send(JSON.stringify({ id: 2, name: 'game.list', payload: {} }));
  const after = (await moderator.next(isResponse(2))) as { result: { ok: true; value: { players: string[] }[] } };
  expect(after.result.value).toHaveLength(before.result.value.length);
  expect(after.result.value.some((g) => g.players.includes('Ivan'))).toBe(false);

  // A large message closes the projector's socket rather than being read.
  projector.socket.send('x'.repeat(4096));
  expect((await projector.closed).code).toBe(1009);
  moderator.socket.close();
});

test('malformed moderator messages are refused without harming the station', async ({ station }) => {
  const url = wsUrl(station.url, `/ws/moderator?token=${station.token}`);
  const socket = await recordingSocket(url);
  socket.socket.send(JSON.stringify({ id: 3, name: 42, payload: {} }));
  const badName = (await socket.next(isResponse(3))) as { result: { ok: false; error: { kind: string } } };
  expect(badName.result).toMatchObject({ ok: false, error: { kind: 'invalid-payload' } });
  socket.socket.send(JSON.stringify({ id: 4, name: 'game.delete-everything', payload: {} }));
  expect(((await socket.next(isResponse(4))) as { result: { error: { kind: string } } }).result.error.kind).toBe(
    'invalid-payload',
  );
  socket.socket.send(
    JSON.stringify({ id: 5, name: 'game.command', payload: { gameId: 'nope', command: { type: 'deal' } } }),
  );
  expect(((await socket.next(isResponse(5))) as { result: { error: { kind: string } } }).result.error.kind).toBe(
    'invalid-payload',
  );
  socket.socket.send('{not json');
  expect((await socket.closed).code).toBe(1007);

  // The station still answers on a new connection.
  const again = await recordingSocket(url);
  again.socket.send(JSON.stringify({ id: 1, name: 'station.status', payload: {} }));
  expect(((await again.next(isResponse(1))) as { result: { ok: boolean } }).result.ok).toBe(true);
  again.socket.close();
});
