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
