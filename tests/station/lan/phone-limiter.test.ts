/**
 * Tryout 12: the phones' bad-code limit counted a player's reloads of his own used card as bad codes; after a few,
 * every request from that address, a fresh valid code included, got a bare English «Too many requests» for up to a
 * minute. A code this station gave is not a guess, whatever became of it; a guess still is, and the page a phone
 * kept waiting sees says, in the table's language, to wait and how long.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BAD_TOKEN_LIMIT, type LanServer } from '../../../electron/station/lan/index.ts';
import { lanStrings } from '../../../electron/station/lan/lan-strings.ts';
import { createTokenStore } from '../../../electron/station/lan/token-store.ts';
import { get, pathOf, startTestServer, type FakeClock } from './lan-helpers.ts';

/** A well-formed code this server never gave: a guess. */
const guess = (i: number) => `G${String(i).padStart(42, '0')}`;

describe('the phones’ bad-code limit', () => {
  let server: LanServer;
  let clock: FakeClock;
  afterEach(() => server?.close());

  it('a reload of one’s own used card is not a guess: many reloads, then a new code opens the card', async () => {
    ({ server } = await startTestServer());
    const used = server.mintSeatToken(1);
    expect((await get(server, pathOf(used))).status).toBe(200);
    for (let i = 0; i < 3 * BAD_TOKEN_LIMIT; i++) {
      const reload = await get(server, pathOf(used));
      expect(reload.status).toBe(404);
      expect(reload.body).toContain(lanStrings('en').invalidText);
    }
    const fresh = await get(server, pathOf(server.mintSeatToken(2)));
    expect(fresh.status).toBe(200);
  });

  it('an old code the moderator replaced, or one given before the game was left, is not a guess either', async () => {
    ({ server } = await startTestServer());
    const replaced = server.mintSeatToken(3);
    server.mintSeatToken(3);
    const revoked = server.mintSeatToken(4);
    server.revokeAll();
    for (let i = 0; i < BAD_TOKEN_LIMIT; i++) {
      expect((await get(server, pathOf(replaced))).status).toBe(404);
      expect((await get(server, pathOf(revoked))).status).toBe(404);
    }
    expect((await get(server, pathOf(server.mintSeatToken(2)))).status).toBe(200);
  });

  it('guessing is still limited, reloads between the guesses or not; the wait is told in the table’s language', async () => {
    let locale: 'en' | 'ru' = 'en';
    ({ server, clock } = await startTestServer({ language: () => locale }));
    const used = server.mintSeatToken(1);
    await get(server, pathOf(used));
    const good = server.mintSeatToken(2);
    for (let i = 0; i < BAD_TOKEN_LIMIT; i++) {
      expect((await get(server, pathOf(used))).status).toBe(404);
      expect((await get(server, `/r/${guess(i)}`)).status).toBe(404);
      clock.now += 1_000;
    }
    locale = 'ru';
    const limited = await get(server, `/r/${guess(99)}`);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('50');
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
    const ru = lanStrings('ru');
    expect(limited.body).toContain('<html lang="ru">');
    expect(limited.body).toContain(ru.waitTitle);
    expect(limited.body).toContain(ru.waitText(50));
    expect(limited.body).toContain('50');
    expect(limited.body).not.toContain('Too many requests');
    // While it waits, even a good code from this address is not tried (a guesser learns nothing), nor spent.
    expect((await get(server, pathOf(good))).status).toBe(429);
    clock.now += 51_000;
    expect((await get(server, pathOf(good))).status).toBe(200);
  });
});

describe('the token store remembers the codes it retired, and only as hashes', () => {
  it('knows an opened, replaced, expired or revoked code, never one it did not give; memory stays bounded', () => {
    let now = 0;
    let n = 0;
    const store = createTokenStore(
      () => now,
      () => Buffer.alloc(32, ++n),
      1_000,
    );
    const opened = store.mint(1);
    const replaced = store.mint(2);
    store.mint(2);
    const expired = store.mint(3);
    const revoked = store.mint(4);
    expect(store.consume(opened)).toBe(1);
    now += 2_000;
    expect(store.consume(expired)).toBeNull();
    const live = store.mint(5);
    store.revokeAll();
    for (const code of [opened, replaced, expired, revoked, live]) expect(store.wasIssued(code)).toBe(true);
    expect(store.wasIssued(guess(1))).toBe(false);
    expect(store.wasIssued('short')).toBe(false);
    // Thousands of codes later the first is forgotten (it then counts as a guess again: harmless, it opens nothing).
    const many = createTokenStore();
    const first = many.mint(1);
    many.consume(first);
    for (let i = 0; i < 5_000; i++) many.consume(many.mint(1));
    expect(many.wasIssued(first)).toBe(false);
  });
});
