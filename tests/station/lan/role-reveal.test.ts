import { afterEach, describe, expect, it } from 'vitest';
import type { LanServer } from '../../../electron/station/lan/index.ts';
import {
  HOSTILE_NAME,
  get,
  pathOf,
  startTestServer,
  tokenOf,
  type FakeClock,
  expectOnlyTheWatchScript,
} from './lan-helpers.ts';

const MINUTE = 60_000;
/** A well-formed token that was never minted. */
const NEVER_MINTED = 'A'.repeat(43);

describe('QR role reveal', () => {
  let server: LanServer;
  let clock: FakeClock;
  afterEach(() => server.close());

  async function start(extra: Parameters<typeof startTestServer>[0] = {}) {
    ({ server, clock } = await startTestServer(extra));
  }

  it('opens a seat card once, then answers exactly like a token that was never minted', async () => {
    await start();
    const url = server.mintSeatToken(2);
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${server.port}/r/[A-Za-z0-9_-]{43}$`));
    const first = await get(server, pathOf(url));
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.body).toContain('Honest');
    expect(first.body).toContain('Seat 2 · Ann');
    expect(first.body).toContain('name="viewport"');
    expectOnlyTheWatchScript(first);

    const second = await get(server, pathOf(url));
    const unknown = await get(server, `/r/${NEVER_MINTED}`);
    expect(second.status).toBe(404);
    expect(second.body).toBe(unknown.body);
    expect(unknown.status).toBe(404);
    expect(second.body).toContain('This code is not valid any more. Ask for a new one at the station.');
    expect(second.body).not.toContain('Ann');
  });

  it('shows a mafioso the teammates, every name escaped as text', async () => {
    await start();
    const page = await get(server, pathOf(server.mintSeatToken(1)));
    expect(page.status).toBe(200);
    expect(page.body).toContain('Mafia');
    expect(page.body).toContain('Your fellow mafia:');
    expect(page.body).toContain('&lt;b&gt;Bo&lt;/b&gt; (seat 3)');
    expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;&#96;');
    expect(page.body).not.toContain(HOSTILE_NAME);
    expect(page.body).not.toContain('<b>');
  });

  it('keeps a code valid for ten minutes of the injected clock', async () => {
    await start();
    const early = server.mintSeatToken(2);
    const late = server.mintSeatToken(4);
    clock.now += 9 * MINUTE + 59_000;
    expect((await get(server, pathOf(early))).status).toBe(200);
    clock.now += 2_000; // 10:01 after minting
    const expired = await get(server, pathOf(late));
    expect(expired.status).toBe(404);
    expect(expired.body).toBe((await get(server, `/r/${NEVER_MINTED}`)).body);
  });

  it('revokes the previous code of a seat when a new one is minted', async () => {
    await start();
    const old = server.mintSeatToken(3);
    const fresh = server.mintSeatToken(3);
    expect(tokenOf(old)).not.toBe(tokenOf(fresh));
    expect((await get(server, pathOf(old))).status).toBe(404);
    expect((await get(server, pathOf(fresh))).status).toBe(200);
    expect(server.storedTokens()).toHaveLength(0);
  });

  it('an open card asks whether it still stands: yes while its deal does, gone once the cards are dealt again', async () => {
    // Club tryout: a phone left open after the deal was redone kept showing the old role.
    await start();
    const page = await get(server, pathOf(server.mintSeatToken(2)));
    const watch = expectOnlyTheWatchScript(page);
    expect(page.body).toContain('<div id="void" hidden>');
    expect(page.body).toContain('This card is no longer valid');
    expect((await get(server, `/w/${watch}`)).status).toBe(204);
    // The watch token opens nothing: it is no code for a card.
    expect((await get(server, `/r/${watch}`)).status).toBe(404);
    expect(server.storedTokens()).toHaveLength(0);
    server.revokeAll();
    expect((await get(server, `/w/${watch}`)).status).toBe(410);
    expect((await get(server, `/w/${NEVER_MINTED}`)).status).toBe(410);
  });

  it('revokeAll invalidates every code and forgets who has looked', async () => {
    await start();
    const a = server.mintSeatToken(1);
    const b = server.mintSeatToken(2);
    const c = server.mintSeatToken(4);
    expect((await get(server, pathOf(c))).status).toBe(200);
    expect(server.seenSeats()).toEqual([4]);
    server.revokeAll();
    expect(server.seenSeats()).toEqual([]);
    expect((await get(server, pathOf(a))).status).toBe(404);
    expect((await get(server, pathOf(b))).status).toBe(404);
  });

  it('reports the seats that have opened their card, by seat only', async () => {
    const seen: number[] = [];
    await start({ onSeen: (seat) => seen.push(seat) });
    const three = server.mintSeatToken(3);
    const one = server.mintSeatToken(1);
    server.mintSeatToken(2);
    await get(server, pathOf(three));
    await get(server, pathOf(one));
    expect(server.seenSeats()).toEqual([1, 3]);
    expect(seen).toEqual([3, 1]);
  });

  it('shows the generic page when the seat has no card any more (game closed)', async () => {
    await start({ getCard: () => null });
    const url = server.mintSeatToken(2);
    const reply = await get(server, pathOf(url));
    expect(reply.status).toBe(404);
    expect(reply.body).toBe((await get(server, `/r/${NEVER_MINTED}`)).body);
    expect(server.seenSeats()).toEqual([]);
  });

  it('treats malformed tokens like unknown ones, with no detail', async () => {
    await start();
    const unknown = await get(server, `/r/${NEVER_MINTED}`);
    for (const bad of [
      '',
      'short',
      'A'.repeat(44),
      `${'A'.repeat(42)}=`,
      `${'A'.repeat(42)}!`,
      `${'A'.repeat(42)}%41`,
    ]) {
      const reply = await get(server, `/r/${bad}`);
      expect(reply.status, bad).toBe(404);
      expect(reply.body, bad).toBe(unknown.body);
    }
  });

  it('refuses to mint for something that is not a seat', async () => {
    await start();
    expect(() => server.mintSeatToken(0)).toThrow(RangeError);
    expect(() => server.mintSeatToken(1.5)).toThrow(RangeError);
  });
});
