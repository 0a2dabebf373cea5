import { CITY_MAFIA_GAME } from '../fixtures/scripted-games.ts';
import { expect, test } from './support/fixtures.ts';
import { consoleVersion } from './support/console-driver.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { moderatorLink } from './support/station-player.ts';

// Issue 12 §5: the console's link drops at the worst moments; no command is lost or applied twice, and
// the console says what became of it. Playwright stands between the page and the station's socket.

/** What the relay does to the page's next command. */
type Trap = 'none' | 'drop-request' | 'drop-answer';

test('a command whose link drops before or after the station saw it is applied exactly once, and the console says which', async ({
  browser,
  station,
}) => {
  const link = await moderatorLink(station.url, station.token);
  const created = await link.request('game.create', CITY_MAFIA_GAME.setup);
  const { gameId } = created.value as { gameId: string };
  const stored = async () => ((await link.request('game.summary', { gameId })).value as { version: number }).version;

  let trap: Trap = 'none';
  let connections = 0;
  const moderator = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  // After each drop the page asks whether its key is still good (the 426 answer: yes); nothing else may go wrong.
  const problems = watchPageProblems(moderator, [/WebSocket/, /426 \(Upgrade Required\)/]);
  await moderator.routeWebSocket(/\/ws\/moderator/, (page) => {
    connections++;
    const server = page.connectToServer();
    const drop = () => {
      trap = 'none';
      server.close();
      void page.close({ code: 4000, reason: 'test: link dropped' });
    };
    page.onMessage((message) => {
      // The link drops while the command is on its way: the station never hears it.
      if (trap === 'drop-request' && String(message).includes('"game.command"')) drop();
      else server.send(message);
    });
    server.onMessage((message) => {
      // The station applied the command, and its answer is lost with the link.
      if (trap === 'drop-answer' && String(message).includes('"duplicate"')) drop();
      else page.send(message);
    });
  });
  await moderator.goto(station.moderatorUrl);
  await expect(moderator.getByTestId('ruleset-console')).toBeVisible();

  // N starts the introductions; Ctrl+Z then takes that back (an undo is a step too).
  for (const [dropAt, key, notice] of [
    ['drop-request', 'n', 'sent-after-reconnect'],
    ['drop-answer', 'Control+z', 'applied-before-drop'],
  ] as const) {
    const before = await consoleVersion(moderator);
    expect(await stored()).toBe(before);
    trap = dropAt;
    await moderator.keyboard.press(key);
    await expect(moderator.getByTestId('link-notice')).toHaveAttribute('data-notice', notice);
    await expect.poll(() => consoleVersion(moderator)).toBe(before + 1);
    // Exactly once: the station's game moved one step.
    expect(await stored()).toBe(before + 1);
    await expect(moderator.getByTestId('error-banner')).toHaveCount(0);
    await expect(moderator.getByTestId('connection-state')).toHaveAttribute('data-state', 'open');
  }
  expect(trap).toBe('none');
  expect(connections).toBe(3);
  expect(problems).toEqual([]);
  link.close();
});
