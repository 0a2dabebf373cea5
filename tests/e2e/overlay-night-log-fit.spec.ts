import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { seededPick } from './support/station-driver.ts';
import { LONG_NAMES } from './support/projector-layout.ts';
import { openDriver } from './support/station-driver.ts';
import { shoot } from './support/screenshots.ts';
import { RULESETS } from '../../shared/engine/index.ts';
import type { StreamStatus } from '../../shared/contract/index.ts';

// Issue 14's carried list: the viewer feed's night log beside a strip of two rows on a small frame was never
// measured. Measured here, it ran under the strip at 1280×720 with 12 long names in five languages of six, hiding
// the night's victims from the stream. The log now takes at most the height the strip leaves and makes its text
// smaller. The cards are dealt by hand (recorded by the seeded simulator), so every run plays the same game.

const LOCALES = ['en', 'ru', 'hu', 'fr', 'pt', 'ja'] as const;
const FRAME = { width: 1280, height: 720 };

/** Where the night log fails the viewer: under the strip, off the frame, or cut; and its text's fit scale. */
function logFit(page: Page): Promise<{ problems: string[]; scale: number }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const log = document.querySelector<HTMLElement>('[data-testid="overlay-night"]');
    if (!log) return { problems: ['no night log'], scale: 1 };
    const box = log.getBoundingClientRect();
    const strip = document.querySelector('[data-testid="overlay-strip"]')!.getBoundingClientRect();
    if (box.bottom > strip.top + 0.5) problems.push(`under the strip: ${box.bottom} > ${strip.top}`);
    if (box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5) problems.push('off the frame');
    if (log.scrollHeight > log.clientHeight + 0.5) problems.push(`cut: ${log.scrollHeight} > ${log.clientHeight}`);
    for (const line of log.querySelectorAll<HTMLElement>('p'))
      if (line.getBoundingClientRect().bottom > box.bottom + 0.5) problems.push(`line hidden: ${line.textContent}`);
    const scale = Number(getComputedStyle(log).getPropertyValue('--fit-scale') || '1');
    return { problems, scale };
  });
}

test('overlay night log: every night of a 12-player City game with long names fits above the two-row strip at 1280×720, every language', async ({
  browser,
  station,
}) => {
  test.setTimeout(180_000);
  const driver = await openDriver(station);
  await driver.must('lan.start', { host: '127.0.0.1' });
  const status = await driver.must<StreamStatus>('stream.delay', { delay: { kind: 'seconds', seconds: 0 } });
  const names = LONG_NAMES.slice(0, 12);
  await driver.create('city-mafia', names, { ...RULESETS['city-mafia'].defaultOptions(12), dealing: 'physical' });
  const context = await browser.newContext({ viewport: FRAME });
  const page = await context.newPage();
  await page.goto(`${status.viewerUrl!}&parts=strip,info,night&width=${FRAME.width}&height=${FRAME.height}`);
  await expect(page.getByTestId('overlay-seat')).toHaveCount(12);
  // Each morning's first check switches the language away from the last one (ja), so the feed has pushed the
  // morning's state (sent before the language) when the page's language changes.
  await driver.must('projector.locale', { locale: 'ja' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  const pick = seededPick(12);
  let mornings = 0;
  let smallest = 1;
  let lastRound = 0;
  for (let step = 0; step < 3000 && (await driver.randomStep(pick)); step++) {
    const state = driver.state() as { phase: string; round: number };
    if (state.phase !== 'morning' || state.round < 2 || state.round === lastRound) continue;
    lastRound = state.round;
    mornings++;
    for (const locale of LOCALES) {
      await driver.must('projector.locale', { locale });
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.evaluate(() => document.fonts.ready);
      const { problems, scale } = await logFit(page);
      if (scale < smallest) await shoot(page, `overlay-night-log-smaller-${locale}`, { fullPage: false });
      smallest = Math.min(smallest, scale);
      expect(problems, `morning ${state.round}, ${locale}`).toEqual([]);
    }
  }
  // Not vacuous: the game had nights to show, and at least one of them needed the smaller text.
  expect(mornings).toBeGreaterThanOrEqual(2);
  expect(smallest).toBeLessThan(1);
  await context.close();
  await driver.must('projector.locale', { locale: 'en' });
  driver.close();
});
