import type { Browser, Page } from '@playwright/test';
import type { RulesetId } from '../../shared/engine/index.ts';
import { expect, test, type StationFixture } from './support/fixtures.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { shoot } from './support/screenshots.ts';
import { openDriver } from './support/station-driver.ts';

// Issue 12 (club tryout): at 16 players the console's seat grid and the deal page cut real names. Every
// name up to 24 characters is drawn whole: measured in the page (no box narrower or lower than its text).

const SIXTEEN = [
  'Szentgyörgyi Kristóf',
  'Alexandra Kovácsné Tóth',
  'Konstantin Weißenberger',
  'Ekaterina Dobrovolskaya',
  'Przemysław Wojciechowski',
  'Christina Papadopoulou',
  'Anastasia Vorontsova-Kim',
  'Bartholomew Fitzgerald',
  'Jean-Baptiste Delacroix',
  'Hildegard von Bingenberg',
  'Maximilian Oberhauser',
  'Wilhelmina Rosenkranz',
  'Oksana Kuznetsova-Bell',
  'Gabriella Montgomerie',
  'Fyodor Alekseyev-Smirno',
  'Natasha Vasilyevna Orlov',
];

interface NameBox {
  text: string;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Every element of a selector with its text and how much of it its box shows. */
function nameBoxes(page: Page, selector: string): Promise<NameBox[]> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)].map((el) => ({
        text: el.textContent ?? '',
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
        scrollHeight: el.scrollHeight,
        clientHeight: el.clientHeight,
      })),
    selector,
  );
}

/** The names whose box cuts them (an ellipsis, a hidden overflow, a clipped line). */
function cut(boxes: NameBox[]): string[] {
  return boxes
    .filter((b) => b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1)
    .map((b) => `${b.text} (${b.clientWidth}/${b.scrollWidth} × ${b.clientHeight}/${b.scrollHeight})`);
}

/** Deals a 16-seat game of the ruleset and checks that the console's seat grid after the deal shows every name whole. */
async function expectSeatGridWhole(
  browser: Browser,
  station: StationFixture,
  viewport: { width: number; height: number },
  rulesetId: RulesetId,
  shot: string,
): Promise<void> {
  const driver = await openDriver(station);
  try {
    await driver.create(rulesetId, SIXTEEN);
    await driver.command({ type: 'deal' });
    const moderator = await (await browser.newContext({ viewport })).newPage();
    const problems = watchPageProblems(moderator);
    await moderator.goto(station.moderatorUrl);
    await expect(moderator.getByTestId('ruleset-console')).toBeVisible();
    await expect(moderator.getByTestId('seat')).toHaveCount(16);
    await shoot(moderator, shot);
    const boxes = await nameBoxes(moderator, '[data-testid="seat"] .seat-name');
    expect(boxes.map((b) => b.text)).toEqual(SIXTEEN);
    expect(cut(boxes)).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    driver.close();
  }
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`${size}: the console's seat grid shows 16 names of up to 24 characters whole`, async ({ browser, station }) => {
    expect(Math.max(...SIXTEEN.map((n) => [...n].length))).toBe(24);
    await expectSeatGridWhole(browser, station, viewport, 'city-mafia', `long-names-seat-grid-${size}`);
  });

  // 1987's deal now runs on the one console (issue 14): its seat grid after the deal shows the names whole.
  test(`${size}: a 1987 game's console after the deal shows 16 names of up to 24 characters whole`, async ({
    browser,
    station,
  }) => {
    await expectSeatGridWhole(browser, station, viewport, 'davidoff-1987', `long-names-1987-deal-${size}`);
  });
}
