import { expect, test } from './support/fixtures.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { isResponse, recordingSocket } from './support/raw-clients.ts';
import { receivedFrames, revealCodes } from './support/received-frames.ts';
import { shoot } from './support/screenshots.ts';
import { cardOf, deal, openCards } from './support/moderator-actions.ts';
import { newPhoneContext } from './support/open-pages.ts';

// Phones (QR), end to end: the moderator starts the phones' server in the UI on 127.0.0.1, puts seat
// 1's code on the projector, and a phone-sized page opens the card once.

const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Fyodor'];
/** A run of base64url as long as a seat's token. */
const TOKEN_LIKE = /[A-Za-z0-9_-]{43}/;

/**
 * A seat's code as the station mints it for the moderator (a new code for the seat), and the seat's role, asked
 * over the moderator's socket.
 */
async function seatCode(station: { url: string; token: string }, seat: number): Promise<{ url: string; role: string }> {
  const socket = await recordingSocket(`${station.url.replace(/^http/, 'ws')}/ws/moderator?token=${station.token}`, {
    Origin: station.url,
  });
  socket.socket.send(JSON.stringify({ id: 1, name: 'station.status', payload: {} }));
  const status = (await socket.next(isResponse(1))) as { result: { ok: true; value: { activeGameId: string } } };
  socket.socket.send(
    JSON.stringify({ id: 2, name: 'game.player-card', payload: { gameId: status.result.value.activeGameId, seat } }),
  );
  const card = (await socket.next(isResponse(2))) as { result: { ok: true; value: { role: string } } };
  socket.socket.send(JSON.stringify({ id: 3, name: 'lan.reveal', payload: { seat } }));
  const revealed = (await socket.next(isResponse(3))) as { result: { ok: true; value: { url: string } } };
  socket.socket.close();
  return { url: revealed.result.value.url, role: card.result.value.role };
}

test('phones (QR): the projector shows a seat’s code and the phone opens the card once', async ({
  browser,
  station,
}) => {
  const moderatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const projectorContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const phoneContext = await newPhoneContext(browser);
  const moderator = await moderatorContext.newPage();
  const projector = await projectorContext.newPage();
  const phone = await phoneContext.newPage();
  const moderatorProblems = watchPageProblems(moderator);
  const projectorProblems = watchPageProblems(projector);
  // The used code answers 404 by design; the browser reports that as a console error.
  const phoneProblems = watchPageProblems(phone, [/status of 404/]);
  const projectorFrames = receivedFrames(projector);

  await projector.goto(station.projectorUrl);
  await expect(projector.getByTestId('projector-idle')).toBeVisible();
  await moderator.goto(station.moderatorUrl);
  await moderator.getByTestId('new-game').click();
  for (const [i, name] of NAMES.entries()) await moderator.getByTestId(`player-name-${i + 1}`).fill(name);
  await moderator.getByTestId('create-game').click();
  await expect(moderator.getByTestId('ruleset-console')).toHaveAttribute('data-phase', 'setup');

  // --- Start the phones' server before the deal: no seat can be shown yet.
  const panel = moderator.getByTestId('phones-panel');
  await moderator.getByTestId('phones-interface').selectOption('127.0.0.1');
  await moderator.getByTestId('phones-start').click();
  await expect(panel).toHaveAttribute('data-running', 'true');
  await expect(moderator.getByTestId('phones-running')).toContainText('127.0.0.1');
  await expect(moderator.getByTestId('phones-mirror-url')).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/projector\?key=/);
  await expect(moderator.getByTestId('phones-undealt')).toBeVisible();

  await deal(moderator);

  // --- Seat 1 on the projector: the overlay, and nothing of the game behind it.
  await moderator.getByTestId('phones-projector-1').click();
  const overlay = projector.getByTestId('projector-reveal');
  await expect(overlay).toHaveAttribute('data-seat', '1');
  await expect(overlay).toContainText('Seat 1 — scan your code');
  const qr = projector.getByTestId('projector-reveal-qr');
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,/);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(projector.getByTestId('projector-phase')).toHaveCount(0);
  await expect(projector.locator('body')).not.toContainText('Anna');
  await shoot(projector, 'qr-01-projector-1920x1080');
  await projector.setViewportSize({ width: 1024, height: 768 });
  await shoot(projector, 'qr-02-projector-1024x768');
  await expect(moderator.getByTestId('phones-seen-1')).toContainText('on the projector');
  await shoot(moderator, 'qr-03-moderator-panel');

  // --- "Show here" draws a code on the moderator's own screen.
  await moderator.getByTestId('phones-here-2').click();
  await expect(moderator.getByTestId('phones-here')).toHaveAttribute('data-seat', '2');
  await expect(moderator.getByTestId('phones-here')).toContainText('Seat 2: Boris — scan this code');
  // The viewport only: the dialog covers the window, and a full-page picture would show the page below it.
  await shoot(moderator, 'qr-04-moderator-show-here', { fullPage: false });
  await moderator.getByTestId('phones-here-close').click();
  await expect(moderator.getByTestId('phones-here')).toHaveCount(0);

  // --- The phone: seat 1's URL, as the station mints it for the moderator (a new code for the seat).
  const { url, role } = await seatCode(station, 1);
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/r\/[A-Za-z0-9_-]{43}$/);

  await phone.goto(url);
  await expect(phone.locator('.seat')).toHaveText('Seat 1 · Anna');
  await expect(phone.locator('.role')).toHaveText(role === 'mafia' ? 'Mafia' : 'Honest');
  await shoot(phone, 'qr-05-phone-card');
  await expect(moderator.getByTestId('phones-seen-1')).toHaveAttribute('data-seen', 'true');
  await openCards(moderator);
  await expect(cardOf(moderator, 1)).toHaveAttribute('data-seen', 'true');

  await phone.reload();
  await expect(phone.locator('body')).toContainText(
    'This code is not valid any more. Ask for a new one at the station.',
  );
  await expect(phone.locator('body')).not.toContainText('Anna');
  await shoot(phone, 'qr-06-phone-used');

  // --- "Next seat" moves the projector on; taking it down brings the game back.
  await moderator.getByTestId('phones-next').click();
  await expect(overlay).toHaveAttribute('data-seat', '2');
  await moderator.getByTestId('phones-take-down').click();
  await expect(overlay).toHaveCount(0);
  await expect(projector.getByTestId('projector-phase')).toHaveAttribute('data-phase', 'sunrise');

  await moderator.getByTestId('phones-stop').click();
  await expect(panel).toHaveAttribute('data-running', 'false');

  // The projector received the QR as a picture only: never a URL, a token or the card path.
  const reveals = projectorFrames.filter((f) => f.includes('"projector.reveal"'));
  expect(reveals.some((f) => f.includes('<svg'))).toBe(true);
  for (const frame of projectorFrames) {
    expect(frame).not.toContain('/r/');
    expect(frame).not.toMatch(TOKEN_LIKE);
    expect(frame).not.toContain(url.slice(-43));
  }
  expect(moderatorProblems).toEqual([]);
  expect(projectorProblems).toEqual([]);
  expect(phoneProblems).toEqual([]);
  await Promise.all([moderatorContext.close(), projectorContext.close(), phoneContext.close()]);
});

test('phones (QR): a used code leaves the screen by itself, and long names are whole (issue 12 §4)', async ({
  browser,
  station,
}) => {
  const LONG = ['Alexandra Kovácsné Szabó', 'Szentgyörgyi Kristóf Ádám', 'Clara', 'Dmitri', 'Elena', 'Fyodor'];
  const moderatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const projectorContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const moderator = await moderatorContext.newPage();
  const projector = await projectorContext.newPage();
  const phone = await phoneContext.newPage();
  // The URL of each code the moderator's page was given, read off its socket as a phone's camera would read the QR.
  const codes = revealCodes(moderator);
  await projector.goto(station.projectorUrl);
  await moderator.goto(station.moderatorUrl);
  await moderator.getByTestId('new-game').click();
  for (const [i, name] of LONG.entries()) await moderator.getByTestId(`player-name-${i + 1}`).fill(name);
  await moderator.getByTestId('create-game').click();
  await moderator.getByTestId('phones-interface').selectOption('127.0.0.1');
  await moderator.getByTestId('phones-start').click();
  await deal(moderator);

  // Every name in the phone panel is whole: not cut, not overflowing its box.
  for (const [i, name] of LONG.entries()) {
    const label = moderator.getByTestId(`phones-seat-${i + 1}`).locator('.seat-name');
    await expect(label).toHaveText(name);
    expect(
      await label.evaluate(
        (el) => el.scrollWidth <= el.clientWidth + 1 && getComputedStyle(el).textOverflow !== 'ellipsis',
      ),
    ).toBe(true);
  }
  await shoot(moderator, 'qr-07-moderator-long-names');

  // "Show here": the code goes away by itself once the phone has opened it.
  await moderator.getByTestId('phones-here-2').click();
  await expect(moderator.getByTestId('phones-here')).toHaveAttribute('data-seat', '2');
  await expect.poll(() => codes.filter((c) => c.seat === 2).length).toBe(1);
  await phone.goto(codes.find((c) => c.seat === 2)!.url);
  await expect(phone.locator('.seat')).toContainText('Szentgyörgyi Kristóf Ádám');
  await expect(moderator.getByTestId('phones-here')).toHaveCount(0);
  await expect(moderator.getByTestId('phones-seen-2')).toHaveAttribute('data-seen', 'true');

  // The projector's code of seat 3 is spent the moment seat 3 gets another code: the picture comes down.
  await moderator.getByTestId('phones-projector-3').click();
  await expect(projector.getByTestId('projector-reveal')).toHaveAttribute('data-seat', '3');
  await moderator.getByTestId('phones-here-3').click();
  await expect(projector.getByTestId('projector-reveal')).toHaveCount(0);
  await expect.poll(() => codes.filter((c) => c.seat === 3).length).toBe(1);
  await phone.goto(codes.find((c) => c.seat === 3)!.url);
  await expect(moderator.getByTestId('phones-here')).toHaveCount(0);
  await expect(moderator.getByTestId('phones-seen-3')).toHaveAttribute('data-seen', 'true');
  await Promise.all([moderatorContext.close(), projectorContext.close(), phoneContext.close()]);
});

test('phones (QR): a card left open on a phone leaves the page by itself when the cards are dealt again', async ({
  browser,
  station,
}) => {
  // Club tryout: seat 1 had looked at his card; the deal was undone and redone, and his open page still said
  // "Honest" while he was now mafia.
  const moderatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const phoneContext = await newPhoneContext(browser);
  const moderator = await moderatorContext.newPage();
  const phone = await phoneContext.newPage();
  // The card's watch asks the server every few seconds; "gone" (410) is its answer once the deal is redone.
  const phoneProblems = watchPageProblems(phone, [/status of 410/]);
  await moderator.goto(station.moderatorUrl);
  await moderator.getByTestId('new-game').click();
  for (const [i, name] of NAMES.entries()) await moderator.getByTestId(`player-name-${i + 1}`).fill(name);
  await moderator.getByTestId('create-game').click();
  await expect(moderator.getByTestId('ruleset-console')).toHaveAttribute('data-phase', 'setup');
  await moderator.getByTestId('phones-interface').selectOption('127.0.0.1');
  await moderator.getByTestId('phones-start').click();
  await expect(moderator.getByTestId('phones-panel')).toHaveAttribute('data-running', 'true');
  await deal(moderator);

  const { url } = await seatCode(station, 1);
  await phone.goto(url);
  await expect(phone.locator('.seat')).toHaveText('Seat 1 · Anna');
  const role = phone.locator('.role');
  await expect(role).toHaveText(/^(Mafia|Honest)$/);

  // The moderator takes the deal back (Ctrl+Z) and deals again.
  await moderator.keyboard.press('Control+z');
  await expect(moderator.getByTestId('ruleset-console')).toHaveAttribute('data-phase', 'setup');
  await deal(moderator);
  await expect(phone.locator('body')).toContainText('This card is no longer valid');
  await expect(phone.locator('body')).toContainText('scan your new code');
  await expect(phone.locator('.seat')).toHaveCount(0);
  await expect(phone.locator('body')).not.toContainText('Anna');
  await shoot(phone, 'qr-07-phone-card-void');
  expect(phoneProblems).toEqual([]);
  await Promise.all([moderatorContext.close(), phoneContext.close()]);
});
