import { CITY_MAFIA_GAME } from '../fixtures/scripted-games.ts';
import { expect, test } from './support/fixtures.ts';
import { consoleVersion } from './support/console-driver.ts';
import { openTable, playScript } from './support/scripted-play.ts';
import { shoot } from './support/screenshots.ts';

// The words that would give a city-mafia role away on the projector while the game runs. The names of
// the scripted players hold none of them.
const SECRETS = /\b(sheriff|doctor|putana|don|maniac|mafioso|mafiosi|civilian)\b/i;

test('a whole 10-player city-mafia game through the console: nominations, a car crash, a putana block, remarks to a removal, an undo', async ({
  browser,
  station,
}) => {
  test.setTimeout(300_000);
  const table = await openTable(browser, station, CITY_MAFIA_GAME);
  const { moderator } = table;

  // The help overlay lists the keys bound on this screen.
  await moderator.keyboard.press('?');
  await expect(moderator.getByTestId('key-help')).toContainText('Ctrl+Z');
  await shoot(moderator, 'city-mafia-00-keys');
  await moderator.keyboard.press('Escape');
  await expect(moderator.getByTestId('key-help')).toHaveCount(0);

  // Day 1 in English, then the rest of the game in Russian: every main screen is shot in both.
  const nightOne = CITY_MAFIA_GAME.commands.findIndex((c) => c.type === 'putana-visit');
  const nightTwo = CITY_MAFIA_GAME.commands.findLastIndex((c) => c.type === 'putana-visit');
  const counter = await playScript(
    table,
    CITY_MAFIA_GAME,
    SECRETS,
    { locale: 'ru', atCommand: nightOne },
    async (index) => {
      if (index !== nightTwo) return;
      // Bad input: the putana visits seat 3, who left on day 1. Refused, with the reason next to the form,
      // and the game unchanged.
      const before = await consoleVersion(moderator);
      await moderator.keyboard.press('3');
      await moderator.keyboard.press('Enter');
      await expect(moderator.locator('[data-command="putana-visit"] [data-testid="command-error"]')).toBeVisible();
      await shoot(moderator, 'city-mafia-refused-dead-target-ru');
      expect(await consoleVersion(moderator)).toBe(before);
    },
  );
  // The end screen's sentence for the winner («Победили красные», «Победили чёрные»).
  await expect(moderator.getByTestId('winner')).toContainText(/Победил/);
  console.log(counter.summary('city-mafia'));

  // Notes are kept with the game in the archive.
  await moderator.getByTestId('game-notes-text').fill('Lev was removed at his fifth remark.');
  await moderator.getByTestId('save-notes').click();
  await expect(moderator.getByTestId('notes-saved')).toBeVisible();

  // The protocol opens on the print page (browser mode), in the console's language.
  const [sheet] = await Promise.all([
    moderator.context().waitForEvent('page'),
    moderator.getByTestId('print-protocol-button').click(),
  ]);
  await expect(sheet.getByTestId('print-protocol')).toContainText('Lev');
  await shoot(sheet, 'city-mafia-protocol-ru');
  await sheet.close();

  // The projector's language is set apart from the console's: the console stays Russian, the room reads French.
  await moderator.getByTestId('projector-language').selectOption('fr');
  await expect(table.projector.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(moderator.locator('html')).toHaveAttribute('lang', 'ru');
  await shoot(table.projector, 'city-mafia-projector-game-over-fr');

  // The undone nomination stays in the timeline, marked undone.
  await expect(moderator.locator('[data-testid="timeline-step"][data-undone="true"]')).toHaveCount(1);
  expect(table.problems).toEqual([]);
});
