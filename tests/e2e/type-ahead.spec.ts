import type { GameState as CityState } from '../../shared/engine/rulesets/city-mafia/types.ts';
import { CITY_MAFIA_GAME } from '../fixtures/scripted-games.ts';
import { consoleVersion } from './support/console-driver.ts';
import { expect, test } from './support/fixtures.ts';
import { openConsole } from './support/open-pages.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { openDriver } from './support/station-driver.ts';

/** How late every message of the station reaches the page here: far longer than a key takes at full speed. */
const LAG_MS = 150;

// Tryout 15: at 40 ms a key a moderator's «8 Enter n 1 Enter n» at a Mensa reading recorded one hand, and the
// other keys went unsaid: they came before the step they were meant for was on screen, while the console still
// showed the step just sent (N does nothing while a command is on its way, and the seat went to the sent form).
// Here every view and answer comes late, and a whole run of steps is typed at once, at 0 ms a key: each key must
// act on the step it was typed for.
test('keys typed ahead of the station count for the steps they were typed for, in order', async ({ page, station }) => {
  const driver = await openDriver(station);
  try {
    // The scripted City game (its names, physical deal and introductions) up to its first day's speeches, which
    // are typed here.
    const { setup, commands } = CITY_MAFIA_GAME;
    await driver.create(setup.rulesetId, setup.players, setup.options);
    for (const command of commands.slice(
      0,
      commands.findIndex((c) => c.type === 'end-speech'),
    ))
      await driver.command(command);

    await page.routeWebSocket(/\/ws\/moderator/, (socket) => {
      const server = socket.connectToServer();
      // Every message keeps its order (one delay for all): only its moment moves.
      server.onMessage((message) => void setTimeout(() => socket.send(message), LAG_MS));
    });
    const problems = watchPageProblems(page);
    await openConsole(page, station);
    await expect(page.getByTestId('ruleset-console')).toHaveAttribute('data-phase', 'discussion');
    const start = await consoleVersion(page);

    // As the script goes on: four speeches end (N), the fifth speaker nominates seat 3 (3, Enter), his speech ends (N).
    await page.keyboard.type('nnnn3', { delay: 0 });
    await page.keyboard.press('Enter', { delay: 0 });
    await page.keyboard.type('n', { delay: 0 });

    await expect.poll(() => consoleVersion(page), { timeout: 10_000 }).toBe(start + 6);
    await driver.viewAfter(start + 5);
    const state = driver.state() as CityState;
    expect(state.nominations).toEqual([{ by: 5, nominee: 3 }]);
    expect(state.speaker).toBe(6);
    expect(problems).toEqual([]);
  } finally {
    driver.close();
  }
});
