import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore } from '../../../electron/station/lan/token-store.ts';
import { get, pathOf, startTestServer, tokenOf } from './lan-helpers.ts';
import type { LanServer } from '../../../electron/station/lan/index.ts';

describe('token store', () => {
  it('keeps only the SHA-256 of each token, with its seat and expiry', () => {
    let now = 1_000;
    const store = createTokenStore(() => now);
    const token = store.mint(3);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const entries = store.entries();
    expect(entries).toEqual([
      { seat: 3, hash: createHash('sha256').update(token).digest('hex'), expiresAt: 1_000 + 600_000 },
    ]);
    expect(JSON.stringify(entries)).not.toContain(token);
    now += 1;
    expect(store.consume(token)).toBe(3);
    expect(store.entries()).toEqual([]);
  });

  it('uses the injected random source, 32 bytes as base64url', () => {
    const bytes = Buffer.alloc(32, 0xfb);
    const store = createTokenStore(
      () => 0,
      () => bytes,
    );
    expect(store.mint(1)).toBe(bytes.toString('base64url'));
  });

  it('burns an expired token when it is presented, and forgets expired ones when minting', () => {
    let now = 0;
    const store = createTokenStore(() => now);
    const a = store.mint(1);
    store.mint(2);
    now = 600_000;
    expect(store.consume(a)).toBeNull();
    expect(store.entries().map((e) => e.seat)).toEqual([2]);
    store.mint(3);
    expect(store.entries().map((e) => e.seat)).toEqual([3]);
  });
});

describe('tokens are never logged', () => {
  let server: LanServer;
  afterEach(() => {
    vi.restoreAllMocks();
    return server.close();
  });

  it('writes no token or mirror key to the console, stdout or stderr during a whole session', async () => {
    const written: string[] = [];
    const record = (...args: unknown[]): void => void written.push(args.map(String).join(' '));
    for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const)
      vi.spyOn(console, method).mockImplementation(record);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => (record(chunk), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => (record(chunk), true));
    // A card function that throws exercises the error path too.
    ({ server } = await startTestServer({
      getCard: (seat) =>
        seat === 4
          ? (() => {
              throw new Error('boom');
            })()
          : null,
    }));
    const secrets: string[] = [new URL(server.mirrorUrl()).searchParams.get('key')!];
    for (const seat of [1, 2, 3, 4]) secrets.push(tokenOf(server.mintSeatToken(seat)));
    for (const seat of [1, 2]) secrets.push(tokenOf(server.mintSeatToken(seat)));
    await get(server, `/r/${secrets[5]}`);
    const failed = await get(server, `/r/${secrets[4]}`);
    expect(failed.status).toBe(500);
    await get(server, `/r/${secrets[5]}`, { method: 'POST' });
    await get(server, `/r/${secrets[6]}`, { host: 'evil.example' });
    await get(server, pathOf(server.mirrorUrl()));
    vi.restoreAllMocks();
    const all = written.join('\n');
    for (const secret of secrets) expect(all).not.toContain(secret);
  });
});
