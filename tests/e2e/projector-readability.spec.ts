import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { atEverySize, expectProjectorShows, openProjectors, settled, shootAll } from './support/projector-pages.ts';
import { playUntil } from './support/driver-steps.ts';
import { openDriver } from './support/station-driver.ts';
import type { GameState, RulesetId } from '../../shared/engine/index.ts';

// Readable from the back of the room (issue 5): names at least 3% of the screen height, the timer at
// least 15%, a high-contrast dark theme, 16 players on a 16:9 and a 4:3 screen without scrolling.
// Measured on the real pages: computed font sizes and bounding boxes.

const SIXTEEN = [
  'Alexandra',
  'Bogdan',
  'Christina',
  'Dmitri',
  'Ekaterina',
  'Fyodor',
  'Gabriella',
  'Hugo',
  'Ilona',
  'Jonas',
  'Konstantin',
  'Ludmila',
  'Maximilian',
  'Natasha',
  'Oksana',
  'Pavel',
];

interface TextBox {
  testId: string;
  fontSize: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
  color: string;
  background: string;
}

interface Measured {
  width: number;
  height: number;
  scrollWidth: number;
  scrollHeight: number;
  names: TextBox[];
  timer: TextBox | null;
}

/** Measures the names and the timer on a projector page. */
function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const opaque = (element: Element | null): string => {
      for (let node = element; node; node = node.parentElement) {
        const bg = getComputedStyle(node).backgroundColor;
        if (!/rgba\(.*, 0\)$/.test(bg) && bg !== 'transparent') return bg;
      }
      return getComputedStyle(document.body).backgroundColor;
    };
    const box = (element: Element): TextBox => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        testId:
          element.closest('[data-testid$="seat"]')?.getAttribute('data-testid') ??
          element.getAttribute('data-testid') ??
          '',
        fontSize: parseFloat(style.fontSize),
        top: rect.top,
        bottom: rect.bottom,
        left: rect.left,
        right: rect.right,
        color: style.color,
        background: opaque(element),
      };
    };
    const timer = document.querySelector('[data-testid="projector-timer-digits"]');
    return {
      width: innerWidth,
      height: innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
      scrollHeight: document.documentElement.scrollHeight,
      names: [...document.querySelectorAll('[data-testid="projector-seat-name"]')].map(box),
      timer: timer ? box(timer) : null,
    };
  });
}

/** WCAG contrast ratio of two computed rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number)
      .map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Checks one page and prints its figures. */
async function expectReadable(page: Page, label: string, players: number): Promise<void> {
  await settled(page);
  const m = await measure(page);
  expect(m.names, `${label}: every player is on screen`).toHaveLength(players);
  expect(m.scrollHeight, `${label}: no vertical scrolling`).toBeLessThanOrEqual(m.height);
  expect(m.scrollWidth, `${label}: no horizontal scrolling`).toBeLessThanOrEqual(m.width);
  for (const name of m.names) {
    expect(name.fontSize / m.height, `${label}: a name's size`).toBeGreaterThanOrEqual(0.03);
    expect(name.top, `${label}: a name inside the screen`).toBeGreaterThanOrEqual(0);
    expect(name.bottom).toBeLessThanOrEqual(m.height + 0.5);
    expect(name.left).toBeGreaterThanOrEqual(0);
    expect(name.right).toBeLessThanOrEqual(m.width + 0.5);
    // Living names at AAA contrast; the eliminated, dimmed on purpose, still at AA.
    expect(contrast(name.color, name.background), `${label}: a name's contrast`).toBeGreaterThanOrEqual(
      name.testId === 'projector-seat' ? 7 : 4.5,
    );
  }
  expect(m.timer, `${label}: the timer is shown`).not.toBeNull();
  const timer = m.timer!;
  expect(timer.fontSize / m.height, `${label}: the timer's size`).toBeGreaterThanOrEqual(0.15);
  expect((timer.bottom - timer.top) / m.height).toBeGreaterThanOrEqual(0.15);
  expect(timer.bottom).toBeLessThanOrEqual(m.height);
  expect(timer.right).toBeLessThanOrEqual(m.width + 0.5);
  expect(contrast(timer.color, timer.background)).toBeGreaterThanOrEqual(7);
  const smallest = Math.min(...m.names.map((n) => n.fontSize));
  console.log(
    `[readability] ${label} ${m.width}x${m.height}: smallest name ${smallest.toFixed(1)}px = ${((smallest / m.height) * 100).toFixed(2)}% of the height; ` +
      `timer ${timer.fontSize.toFixed(0)}px = ${((timer.fontSize / m.height) * 100).toFixed(1)}% (box ${(((timer.bottom - timer.top) / m.height) * 100).toFixed(1)}%); ` +
      `lowest name contrast ${Math.min(...m.names.map((n) => contrast(n.color, n.background))).toFixed(1)}:1`,
  );
}

const CASES: { rulesetId: RulesetId; seed: number }[] = [
  { rulesetId: 'city-mafia', seed: 3 },
  { rulesetId: 'french-deck', seed: 5 },
];

for (const { rulesetId, seed } of CASES) {
  test(`readable from the back: ${rulesetId}, 16 players, 1920×1080 and 1024×768`, async ({ browser, station }) => {
    const projectors = await openProjectors(browser, station.projectorUrl);
    const problems = projectors.pages.map((page) => watchPageProblems(page));
    const driver = await openDriver(station);
    await driver.create(rulesetId, SIXTEEN);
    await driver.must('timer.start', { kind: 'speech', seat: 16, seconds: 600 });

    // All sixteen at the table, a speech running.
    const first = await playUntil(driver, seed, (s) => s.phase === 'day' || s.phase === 'discussion');
    await expectProjectorShows(projectors.pages[0]!, first);
    await expect(projectors.pages[0]!.getByTestId('projector-timer')).toBeVisible();
    await atEverySize(projectors, (page) => expectReadable(page, `${rulesetId} day 1`, SIXTEEN.length));
    await shootAll(projectors, `readability-${rulesetId}-16-day1`);

    // Later: half the table out (and their causes, and roles where the ruleset shows them).
    const halfOut = (s: GameState) => s.phase !== 'night' && s.players.filter((p) => !p.alive).length >= 7;
    let later = await playUntil(driver, seed + 1, halfOut);
    for (let attempt = 2; later.phase === 'ended' && attempt < 12; attempt++) {
      // The station deals at random: a game that ended before half the table was out is dealt again.
      await driver.create(rulesetId, SIXTEEN);
      later = await playUntil(driver, seed + attempt, halfOut);
    }
    expect(later.phase).not.toBe('ended');
    await driver.must('timer.start', { kind: 'defence', seat: later.players.find((p) => p.alive)!.seat, seconds: 30 });
    await expectProjectorShows(projectors.pages[0]!, later);
    await expect(projectors.pages[0]!.getByTestId('projector-timer')).toHaveAttribute('data-kind', 'defence');
    await atEverySize(projectors, (page) =>
      expectReadable(page, `${rulesetId} ${later.players.filter((p) => !p.alive).length} out`, SIXTEEN.length),
    );
    await shootAll(projectors, `readability-${rulesetId}-16-later`);
    driver.close();
    for (const found of problems) expect(found).toEqual([]);
    await projectors.close();
  });
}
