import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { brokenWords } from './support/broken-words.ts';
import { playUntil } from './support/driver-steps.ts';
import { streamedTournamentGame } from './support/overlay-tournament.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { LAYOUT_SIZES, LONG_NAMES } from './support/projector-layout.ts';
import { shoot } from './support/screenshots.ts';
import { openDriver } from './support/station-driver.ts';
import type { StreamStatus } from '../../shared/contract/index.ts';

// tryout13: the stream overlays' player strip cut what a viewer must read. At 1920×1080 a cause of death lost
// its day or night («изгнание голосова…»), and long names were cut; at 1280×720 with 12 players names read
// «Dán…» and role badges broke inside a word («マフィ / ア»). Measured as boxes in Chromium at the end of a
// City game (every role shown, every cause written), on the room and viewer feeds, in every language, at both
// sizes, with 10, 12 and 16 of LONG_NAMES: no text cut, no word of a name or role split across lines, every
// tile on the frame.

const LOCALES = ['en', 'ru', 'hu', 'fr', 'pt', 'ja'] as const;

/** Every problem of the strip: a cut text, a word of a name or role broken across lines, a tile off the frame. */
async function stripProblems(page: Page): Promise<string[]> {
  const boxes = await page.evaluate(() => {
    const problems: string[] = [];
    const strip = document.querySelector('[data-testid="overlay-strip"]');
    if (!strip) return ['no strip'];
    const label = (el: Element) => `${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const tile of strip.querySelectorAll<HTMLElement>('[data-testid="overlay-seat"]')) {
      const box = tile.getBoundingClientRect();
      if (box.left < -0.5 || box.top < -0.5 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5)
        problems.push(`off the frame: ${label(tile)}`);
      for (const el of tile.querySelectorAll<HTMLElement>('*')) {
        if ((el.textContent ?? '').trim() === '') continue;
        if (el.scrollWidth > el.clientWidth + 1)
          problems.push(`cut across: ${label(el)} (${el.scrollWidth} > ${el.clientWidth})`);
        if (el.scrollHeight > el.clientHeight + 2) problems.push(`cut down: ${label(el)}`);
        const r = el.getBoundingClientRect();
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5)
          problems.push(`outside its tile: ${label(el)}`);
      }
    }
    return problems;
  });
  // A name's or role's words stay whole: each word lies on one line.
  const broken = await brokenWords(page, '[data-testid="overlay-seat"] :is(.name, [data-testid="overlay-role"])');
  return [...boxes, ...broken.map((word) => `word broken: ${word}`)];
}

for (const count of [10, 12, 16]) {
  test(`overlay strip: ${count} long names at the end of a City game fit on both feeds, every language, 1920×1080 and 1280×720`, async ({
    browser,
    station,
  }) => {
    test.setTimeout(240_000);
    const driver = await openDriver(station);
    await driver.must('lan.start', { host: '127.0.0.1' });
    const status = await driver.must<StreamStatus>('stream.delay', { delay: { kind: 'seconds', seconds: 0 } });
    await driver.create('city-mafia', LONG_NAMES.slice(0, count));
    const end = await playUntil(driver, count, (state) => state.phase === 'ended');
    expect(end.phase).toBe('ended');
    for (const size of LAYOUT_SIZES) {
      const context = await browser.newContext({ viewport: size });
      const frame = `&width=${size.width}&height=${size.height}`;
      const feeds = [
        { name: 'room', url: `${status.overlayUrl!}${frame}` },
        { name: 'viewer', url: `${status.viewerUrl!}&parts=strip,info${frame}` },
      ];
      for (const feed of feeds) {
        const page = await context.newPage();
        const problems = watchPageProblems(page);
        await page.goto(feed.url);
        await expect(page.getByTestId('overlay-seat')).toHaveCount(count);
        await expect(page.getByTestId('overlay-role')).toHaveCount(count);
        for (const locale of LOCALES) {
          await driver.must('projector.locale', { locale });
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await page.evaluate(() => document.fonts.ready);
          const found = await stripProblems(page);
          if (locale === 'ru' || locale === 'ja' || found.length > 0)
            await shoot(page, `overlay-strip-${count}-${feed.name}-${locale}-${size.width}x${size.height}`, {
              fullPage: false,
              omitBackground: true,
            });
          expect(found, `${count} players, ${feed.name}, ${locale}, ${size.width}×${size.height}`).toEqual([]);
        }
        expect(problems).toEqual([]);
        await page.close();
      }
      await context.close();
    }
    await driver.must('projector.locale', { locale: 'en' });
    driver.close();
  });
}

test('overlay strip: beside a tournament’s standings and seating, the boxes end above the strip and show whole rows', async ({
  browser,
  station,
}) => {
  test.setTimeout(120_000);
  const driver = await openDriver(station);
  const players = Array.from({ length: 20 }, (_, i) => `${LONG_NAMES[i % LONG_NAMES.length]!.split(' ')[0]} ${i + 1}`);
  const status = await streamedTournamentGame(driver, { name: 'Őszi Kupa', players, tables: 2 });
  for (const size of LAYOUT_SIZES) {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await page.goto(`${status.overlayUrl!}&parts=strip,info,table,seating&width=${size.width}&height=${size.height}`);
    await expect(page.getByTestId('overlay-seat')).toHaveCount(10);
    await expect(page.getByTestId('overlay-standings')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const found = await page.evaluate(() => {
      const issues: string[] = [];
      const strip = document.querySelector('[data-testid="overlay-strip"]')!.getBoundingClientRect();
      for (const id of ['overlay-standings', 'overlay-next-seating']) {
        const box = document.querySelector(`[data-testid="${id}"]`)!;
        const r = box.getBoundingClientRect();
        if (r.bottom > strip.top + 0.5) issues.push(`${id} runs under the strip (${r.bottom} > ${strip.top})`);
        const shown = [...box.querySelectorAll('li')].filter((li) => getComputedStyle(li).visibility !== 'hidden');
        if (shown.length === 0) issues.push(`${id} shows no row`);
        for (const li of shown)
          if (li.getBoundingClientRect().bottom > r.bottom + 0.5) issues.push(`${id}: a row cut at the box's foot`);
      }
      return issues;
    });
    await shoot(page, `overlay-strip-tournament-${size.width}x${size.height}`, {
      fullPage: false,
      omitBackground: true,
    });
    expect(found, `${size.width}×${size.height}`).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }
  driver.close();
});
