import { expect, test } from './support/fixtures.ts';
import { brokenWords } from './support/broken-words.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { shoot } from './support/screenshots.ts';
import { openDriver } from './support/station-driver.ts';

// Carried defect (smallfix): the console's three-column seat grid of a 16-seat table broke long surnames in the
// middle of a word («Rozhdestvens·ky») on a 1366×768 laptop. A name wraps only between its words; a word too long
// for its tile is drawn smaller, whole. Measured in the page: no word of a name lies on two lines, with long
// Russian and Hungarian surnames.

const SIXTEEN = [
  'Vladimir Rozhdestvensky',
  'Анастасия Преображенская',
  'Hódmezővásárhelyi Ágnes',
  'Святослав Новодворский',
  'Szentgyörgyvölgyi Péter',
  'Ekaterina Dobrovolskaya',
  'Евдокия Кржижановская',
  'Böszörményi-Nagy Zsófia',
  'Aleksandr Nepomnyashchiy',
  'Верхнеднепровский Ян',
  'Mezőkövesdi Gergely',
  'Kirill Rozhdestvensky',
  'Феофан Нововоскресенский',
  'Egerszalóki Kristóf',
  'Przemysław Wojciechowski',
  'Székesfehérvári Boglárka',
];

const LAPTOPS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
];

test('a 16-seat console on a laptop: long surnames wrap between words, never inside one', async ({
  browser,
  station,
}) => {
  const driver = await openDriver(station);
  try {
    await driver.create('city-mafia', SIXTEEN);
    await driver.command({ type: 'deal' });
    for (const viewport of LAPTOPS) {
      const context = await browser.newContext({ viewport });
      const moderator = await context.newPage();
      const problems = watchPageProblems(moderator);
      await moderator.goto(station.moderatorUrl);
      await expect(moderator.getByTestId('seat')).toHaveCount(16);
      await shoot(moderator, `seat-name-words-console-${viewport.width}x${viewport.height}`, { fullPage: false });
      const size = `${viewport.width}×${viewport.height}`;
      expect(await brokenWords(moderator, '[data-testid="seat"] .seat-name'), size).toEqual([]);
      // Every seat stays on the screen (the grid's reason for three columns), each name whole in its box.
      const bottom = await moderator.getByTestId('seat-grid').evaluate((el) => el.getBoundingClientRect().bottom);
      expect(bottom, size).toBeLessThanOrEqual(viewport.height);
      const cut = await moderator.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-testid="seat"] .seat-name')]
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => el.textContent),
      );
      expect(cut, size).toEqual([]);
      // At 1366×768 every surname of these fits its tile, drawn smaller where it must; on a narrower screen a word
      // too long even so ends in an ellipsis, and its name's title holds it whole.
      const ellipsis = await moderator.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-testid="seat"] .seat-name .is-cut')].map((el) => ({
          text: el.textContent,
          title: el.title,
        })),
      );
      if (viewport.width === 1366) expect(ellipsis, size).toEqual([]);
      for (const { text, title } of ellipsis) expect(title, size).toBe(text);
      expect(problems).toEqual([]);
      await context.close();
    }
  } finally {
    driver.close();
  }
});
