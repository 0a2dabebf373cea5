/**
 * Issue 12 §4: browser mode keeps its moderator key across restarts (in the data folder, mode 0600), so an
 * open moderator tab works again after a restart; `newKey` issues a fresh one and the old key stops working.
 */
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../electron/serve.ts';
import { MODERATOR_KEY_FILE } from '../../electron/serve/moderator-key.ts';

let server: RunningServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function restart(dataDir: string, extra: { newKey?: boolean } = {}): Promise<RunningServer> {
  await server?.close();
  server = await startServer({ port: 0, dataDir, rendererDir: dataDir, ...extra });
  return server;
}

async function moderatorSocketOpens(s: RunningServer, token: string): Promise<boolean> {
  const socket = new WebSocket(`${s.url.replace('http', 'ws')}/ws/moderator?token=${token}`);
  return new Promise((resolve) => {
    socket.onopen = () => {
      socket.close();
      resolve(true);
    };
    socket.onerror = () => resolve(false);
  });
}

describe('browser mode keeps its moderator key', () => {
  it('serves the same key after a restart, from a file only its owner may read', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mafia-serve-'));
    const first = await restart(dataDir);
    const key = first.token;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const file = join(dataDir, MODERATOR_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(key);
    const second = await restart(dataDir);
    expect(second.token).toBe(key);
    expect(second.moderatorUrl).toBe(`${second.url}/moderator/?token=${key}`);
    expect(await moderatorSocketOpens(second, key)).toBe(true);
  });

  it('issues a new key on request, and the old one is refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mafia-serve-'));
    const old = (await restart(dataDir)).token;
    const renewed = await restart(dataDir, { newKey: true });
    expect(renewed.token).not.toBe(old);
    expect(await moderatorSocketOpens(renewed, old)).toBe(false);
    expect(await moderatorSocketOpens(renewed, renewed.token)).toBe(true);
    expect((await restart(dataDir)).token).toBe(renewed.token);
  });
});

/** A moderator socket that is open, with its answers by request id and how it closed. */
async function openModerator(s: RunningServer, token: string) {
  const socket = new WebSocket(`${s.url.replace('http', 'ws')}/ws/moderator?token=${token}`);
  const answers = new Map<number, unknown>();
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (typeof message.id === 'number') answers.set(message.id, message.result);
  });
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => resolve();
    socket.onerror = () => reject(new Error('the socket did not open'));
  });
  /** Sends a request and waits for its answer. */
  async function request(id: number, name: string, payload: unknown = {}): Promise<unknown> {
    socket.send(JSON.stringify({ id, name, payload }));
    for (let i = 0; i < 200 && !answers.has(id); i++) await new Promise((r) => setTimeout(r, 10));
    return answers.get(id);
  }
  return { socket, request, closed };
}

describe('a new moderator key from the console (issue 12 §4: "with a way to issue a new key")', () => {
  it('persists a new key, closes every socket that came in with the old one, refuses the old key and accepts the new', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mafia-serve-'));
    const s = await restart(dataDir);
    const old = s.token;
    const asker = await openModerator(s, old);
    const other = await openModerator(s, old);
    const answer = (await asker.request(1, 'station.new-moderator-key')) as { ok: boolean; value: { token: string } };
    expect(answer.ok).toBe(true);
    const fresh = answer.value.token;
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toBe(old);
    // Both pages that held the old key are dropped (the asker has its answer first) …
    expect(await other.closed).toBe(4001);
    expect(await asker.closed).toBe(4001);
    // … the old key no longer opens a socket, the new one does, and the new key is kept for the next start.
    expect(await moderatorSocketOpens(s, old)).toBe(false);
    expect(await moderatorSocketOpens(s, fresh)).toBe(true);
    expect(readFileSync(join(dataDir, MODERATOR_KEY_FILE), 'utf8')).toContain(fresh);
    const plainGet = await fetch(`${s.url}/ws/moderator?token=${old}`);
    expect(plainGet.status).toBe(401);
    expect((await restart(dataDir)).token).toBe(fresh);
  });
});
