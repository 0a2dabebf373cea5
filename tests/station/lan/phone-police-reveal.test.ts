import { afterEach, describe, expect, it } from 'vitest';
import type { LanServer, RevealOutcome } from '../../../electron/station/lan/index.ts';
import { lanStrings } from '../../../electron/station/lan/lan-strings.ts';
import { get, pathOf, startTestServer, expectOnlyTheWatchScript } from './lan-helpers.ts';

// Issue 15, RULES.md §5: a Copag police officer's phone card carries a reveal button under a second token of
// his seat; the server only carries the request to the station, which decides (these tests fake the station).

/** A station stand-in: seat 2 is an unrevealed officer, seat 4 a mafioso whose card (wrongly) offered the button. */
function fakeStation(outcome: (seat: number) => RevealOutcome = (seat) => (seat === 4 ? 'not-police' : 'revealed')) {
  const asked: number[] = [];
  return {
    asked,
    policeReveal: {
      offers: (seat: number) => seat === 2 || seat === 4,
      reveal(seat: number): RevealOutcome {
        asked.push(seat);
        return outcome(seat);
      },
    },
  };
}

const ACTION = /<form method="post" action="(\/reveal\/[A-Za-z0-9_-]{43})">/;

describe('LAN server: the police reveal from a phone card', () => {
  let server: LanServer;
  afterEach(() => server.close());

  async function cardOf(seat: number) {
    const page = await get(server, pathOf(server.mintSeatToken(seat)));
    return { ...page, action: ACTION.exec(page.body)?.[1] ?? null };
  }

  it('offers the folded button only where the station says, under a CSP that allows this form and the card’s watch alone', async () => {
    const station = fakeStation();
    ({ server } = await startTestServer({ policeReveal: station.policeReveal }));
    const officer = await cardOf(2);
    expect(officer.action).not.toBeNull();
    expect(officer.body).toContain('<details><summary>Reveal myself as police</summary>');
    // "Close this page" above, and a closed card needs a new code: the officer is told to keep it open (tryout9).
    expect(officer.body).toContain('To reveal yourself later, keep this page open');
    expectOnlyTheWatchScript(officer);
    expect(officer.headers['content-security-policy']).toContain("form-action 'self'");
    const other = await cardOf(1);
    expect(other.action).toBeNull();
    expect(other.body).not.toContain('To reveal yourself later');
    expect(other.headers['content-security-policy']).toContain("form-action 'none'");
    // The reveal tokens are never counted among the seats' codes (the operator's status would name the police).
    expect(server.storedTokens().map((t) => t.seat)).toEqual([]);
    expect(station.asked).toEqual([]);
  });

  it('records the right seat once; the spent token is refused like an unknown one', async () => {
    const station = fakeStation();
    ({ server } = await startTestServer({ policeReveal: station.policeReveal }));
    const { action } = await cardOf(2);
    // The card's form posts with Origin "null" in a real browser (its Referrer-Policy is no-referrer).
    const done = await get(server, action!, { method: 'POST', origin: 'null' });
    expect(done.status).toBe(200);
    expect(done.body).toContain('Revealed as police');
    const replay = await get(server, action!, { method: 'POST' });
    const unknown = await get(server, `/reveal/${'A'.repeat(43)}`, { method: 'POST' });
    expect(replay.status).toBe(404);
    expect(replay.body).toBe(unknown.body);
    expect(station.asked).toEqual([2]);
  });

  it('shows a refused seat its refusal on its own phone, and keeps a reveal not possible now for later', async () => {
    let now: RevealOutcome = 'not-now';
    const station = fakeStation((seat) => (seat === 4 ? 'not-police' : now));
    ({ server } = await startTestServer({ policeReveal: station.policeReveal }));
    const mafioso = await cardOf(4);
    const refused = await get(server, mafioso.action!, { method: 'POST' });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('Your objective is not police');
    expect(refused.body).not.toMatch(ACTION);
    const officer = await cardOf(2);
    const later = await get(server, officer.action!, { method: 'POST' });
    expect(later.status).toBe(409);
    expect(ACTION.exec(later.body)?.[1]).toBe(officer.action);
    now = 'revealed';
    expect((await get(server, officer.action!, { method: 'POST' })).status).toBe(200);
    expect(station.asked).toEqual([4, 2, 2]);
  });

  it('refuses a GET, another origin, a card code, and every button once the codes are revoked', async () => {
    const station = fakeStation();
    ({ server } = await startTestServer({ policeReveal: station.policeReveal }));
    const { action } = await cardOf(2);
    expect((await get(server, action!)).status).toBe(405);
    expect((await get(server, pathOf(server.mintSeatToken(1)), { method: 'POST' })).status).toBe(405);
    expect((await get(server, action!, { method: 'POST', origin: 'http://evil.example' })).status).toBe(403);
    const code = pathOf(server.mintSeatToken(2)).slice(3);
    expect((await get(server, `/reveal/${code}`, { method: 'POST' })).status).toBe(404);
    server.revokeAll();
    expect((await get(server, action!, { method: 'POST' })).status).toBe(404);
    expect(station.asked).toEqual([]);
  });
});

describe('the police reveal’s words on the phone', () => {
  it('are written in each of the six languages', () => {
    const english = lanStrings('en');
    for (const language of ['ru', 'hu', 'fr', 'pt', 'ja'] as const) {
      const t = lanStrings(language);
      for (const key of [
        'revealButton',
        'revealWarning',
        'revealConfirm',
        'revealedText',
        'revealNotPolice',
        'revealLater',
      ] as const)
        expect(t[key], `${language} ${key}`).not.toBe(english[key]);
    }
  });
});
