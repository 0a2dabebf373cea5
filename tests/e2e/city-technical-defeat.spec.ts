import { cityIntroductions } from '../fixtures/scripted-games.ts';
import { consoleVersion } from './support/console-driver.ts';
import { expect, test } from './support/fixtures.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { shoot } from './support/screenshots.ts';
import { openDriver } from './support/station-driver.ts';

/**
 * A judge's team kick-out ends a City (FIIM) game from the console: the engine offers the technical defeat at any
 * moment of a red-and-black game, the console asks before sending it (it ends the game), and the game ends won by
 * the other team, on the console and on the projector, which shows no role before the end; the projector's end screen
 * and the timeline say that the judge's technical defeat ended it.
 */

// The words that would give a City role away on the projector while the game runs (the players' names hold none).
const SECRETS = /\b(sheriff|doctor|putana|don|mafioso|mafiosi|civilian)\b/i;
const PLAYERS = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dasha', 'Egor', 'Zhenya', 'Ivan', 'Kira', 'Lev'];
// Seat 1 the putana, 2 the don, 3 and 4 mafiosi, 5 the sheriff, 6 the doctor, 7–10 civilians: red and black only.
const ROLES = { civilian: 4, sheriff: 1, doctor: 1, putana: 1, mafioso: 2, don: 1, maniac: 0 };

test('a technical defeat of the black team, confirmed on the console, ends the game won by the reds', async ({
  browser,
  station,
}) => {
  test.setTimeout(120_000);
  const driver = await openDriver(station);
  try {
    await driver.create('city-mafia', PLAYERS, { roles: ROLES, dealing: 'physical', maniacCountsAsRed: false });
    for (const command of [
      { type: 'start-introductions' },
      ...cityIntroductions(
        [[1, 'putana']],
        [
          [2, 'don'],
          [3, 'mafioso'],
          [4, 'mafioso'],
        ],
        [[5, 'sheriff']],
        [[6, 'doctor']],
      ),
      // The judge removes seat 3 first (the kick-out), then decides that his team loses.
      { type: 'end-speech' },
      { type: 'remove', seat: 3, reason: 'other', note: null },
    ])
      await driver.command(command);
  } finally {
    driver.close();
  }

  const [moderator, projector] = await Promise.all([
    browser.newContext({ viewport: { width: 1440, height: 900 } }).then((context) => context.newPage()),
    browser.newContext({ viewport: { width: 1600, height: 900 } }).then((context) => context.newPage()),
  ]);
  const problems = [...watchPageProblems(moderator), ...watchPageProblems(projector)];
  await Promise.all([projector.goto(station.projectorUrl), moderator.goto(station.moderatorUrl)]);
  await expect(moderator.getByTestId('ruleset-console')).toHaveAttribute('data-phase', 'discussion');
  await expect(projector.getByTestId('projector-phase')).toHaveAttribute('data-phase', 'discussion');

  // Before the end the room sees no role, and no result.
  expect(await projector.locator('body').innerText()).not.toMatch(SECRETS);
  await expect(projector.locator('[data-role]')).toHaveCount(0);
  await expect(projector.getByTestId('projector-winner')).toHaveCount(0);

  // Offered beside the removals; one click only asks, and Cancel sends nothing.
  const panel = moderator.getByTestId('technical-defeat');
  await expect(panel).toBeVisible();
  const before = await consoleVersion(moderator);
  await panel.getByTestId('technical-defeat-black').click();
  await expect(panel.getByTestId('technical-defeat-ask')).toContainText(
    'Technical defeat: Black. The other team wins.',
  );
  await shoot(moderator, 'city-technical-defeat-ask');
  await panel.getByTestId('technical-defeat-cancel').click();
  await expect(panel.getByTestId('technical-defeat-ask')).toHaveCount(0);
  // Nothing was sent: the game is still on.
  expect(await consoleVersion(moderator)).toBe(before);

  await panel.getByTestId('technical-defeat-black').click();
  await panel.getByTestId('technical-defeat-confirm').click();

  // The game is over, won by the reds, on the console and on the projector.
  await expect(moderator.getByTestId('winner')).toContainText(/red/i);
  await expect(projector.getByTestId('projector-winner')).toBeVisible();
  await expect(projector.getByTestId('projector-winner')).toHaveClass(/is-red/);
  // Both say it was the judge's technical defeat of the black team, not the table's win.
  await expect(projector.getByTestId('projector-result-reason')).toHaveText(
    "Technical defeat (the judge's decision): the black team.",
  );
  await expect(moderator.getByTestId('timeline')).toContainText(
    "Game over by a technical defeat (the judge's decision): the black team. The reds win",
  );
  await shoot(moderator, 'city-technical-defeat-over');
  await shoot(projector, 'city-technical-defeat-projector');
  expect(problems).toEqual([]);
});
