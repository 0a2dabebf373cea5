import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { RulesetId } from '../../../shared/engine/index.ts';
import type { StationFixture } from './fixtures.ts';
import { watchPageProblems } from './page-problems.ts';
import { settled } from './projector-pages.ts';
import { shoot } from './screenshots.ts';
import { openDriver, type StationDriver } from './station-driver.ts';

/** Real names up to 24 characters, with the accents and scripts of the six languages (issue 12 §3). */
export const LONG_NAMES = [
  'Szentgyörgyi Kristóf',
  'Alexandra Kovácsné',
  'Bartholomew Fitzgerald',
  'Ekaterina Dmitrievna',
  'Jean-Baptiste Lefèvre',
  'Maria da Conceição Silva',
  'Hildegard Wolkenstein',
  'Vladimir Rozhdestvensky',
  'Takahashi Ryūnosuke',
  'Guðmundur Sigurðsson',
  'Przemysław Wojciechowski',
  'Anne-Sophie Delacroix',
  'Bogdan Ostapenko',
  'Natasha Belozerskaya',
  'Zsófia Nagy-Horváth',
  'Ōtsuki Haruka',
];

/** The two screens the layout must fit (issue 12 §3). */
export const LAYOUT_SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;

const LOCALES = ['en', 'ru', 'hu', 'fr', 'pt', 'ja'] as const;

/**
 * Every problem of layout on the page: a box whose text is cut (scrollWidth > clientWidth, or taller than
 * its box, or a clipping box lower than its font), a region outside the screen, two regions (seats, panels, the announcement list, the header,
 * the eliminated strip) overlapping, an announcement outside its list.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.getAttribute('data-testid') ?? el.tagName}${el.getAttribute('data-seat') ? `#${el.getAttribute('data-seat')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const root = document.querySelector('[data-testid="projector-game"]');
    if (!root) return ['no game on the projector'];
    // Text that does not fit its box: every element with its own text.
    for (const el of root.querySelectorAll('*')) {
      if (!visible(el)) continue;
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!own) continue;
      const h = el as HTMLElement;
      if (h.scrollWidth > h.clientWidth + 1)
        problems.push(`cut across: ${name(el)} (${h.scrollWidth} > ${h.clientWidth})`);
      if (h.scrollHeight > h.clientHeight + 2)
        problems.push(`cut down: ${name(el)} (${h.scrollHeight} > ${h.clientHeight})`);
      // A box that clips, lower than its font's own height, cuts the accent over a capital ('Ōtsuki' read
      // 'Otsuki', club tryout): the text's box (its font's ascent and descent) must stay inside.
      if (getComputedStyle(h).overflowY !== 'visible') {
        const range = document.createRange();
        range.selectNodeContents(h);
        const text = range.getBoundingClientRect();
        const box = h.getBoundingClientRect();
        if (text.top < box.top - 1 || text.bottom > box.bottom + 1)
          problems.push(
            `cut above or below: ${name(el)} (${Math.round(text.height)} px of text in ${Math.round(box.height)})`,
          );
      }
    }
    const regions = [
      ...root.querySelectorAll(
        '[data-testid="projector-phase"], [data-testid="projector-seat"], [data-testid="projector-panel"], [data-testid="projector-vote"], [data-testid="projector-announcements"], [data-testid="projector-speaker"], [data-testid="projector-eliminated"], [data-testid="projector-result-row"]',
      ),
    ].filter(visible);
    const rects = regions.map((el) => ({ el, r: el.getBoundingClientRect() }));
    for (const { el, r } of rects) {
      if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
        problems.push(`off screen: ${name(el)}`);
    }
    for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const a = rects[i]!;
        const b = rects[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 1 && y > 1) problems.push(`overlap: ${name(a.el)} and ${name(b.el)}`);
      }
    }
    // Each announcement shown lies inside its list (those that do not fit are not shown at all).
    const list = root.querySelector('[data-testid="projector-announcements"]');
    if (list) {
      const box = list.getBoundingClientRect();
      for (const li of list.querySelectorAll('[data-testid="projector-announcement"]')) {
        if (!visible(li)) continue;
        const r = li.getBoundingClientRect();
        if (r.bottom > box.bottom + 0.5 || r.right > box.right + 0.5)
          problems.push(`announcement outside its list: ${name(li)}`);
      }
    }
    // The end screen: each row's seat, name, role and star lie whole inside their row, and the name is
    // never squeezed to nothing by a long role (club tryout: Mensa's second roles hid names, a star spilled).
    for (const row of root.querySelectorAll('[data-testid="projector-result-row"]')) {
      const box = row.getBoundingClientRect();
      for (const part of row.children) {
        const r = part.getBoundingClientRect();
        if (
          r.left < box.left - 0.5 ||
          r.right > box.right + 0.5 ||
          r.top < box.top - 0.5 ||
          r.bottom > box.bottom + 0.5
        )
          problems.push(`outside its row: ${name(part)} in ${name(row)}`);
      }
      const label = row.querySelector('.name');
      if (label && (label.textContent ?? '').trim() !== '' && !visible(label))
        problems.push(`name squeezed out: ${name(row)}`);
    }
    return problems;
  });
}

/**
 * Checks the projector's layout in every language at both sizes, keeping a screenshot of each
 * (`<label>-<locale>-<width>x<height>`); Japanese is checked by measurement only (no Japanese font here).
 */
export async function checkLayoutEverywhere(
  page: Page,
  driver: StationDriver,
  label: string,
  sizes: readonly { width: number; height: number }[] = LAYOUT_SIZES,
): Promise<void> {
  for (const locale of LOCALES) {
    await driver.must('projector.locale', { locale });
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await settled(page);
      const problems = await layoutProblems(page);
      await shoot(page, `${label}-${locale}-${size.width}x${size.height}`);
      expect(problems, `${label}, ${locale}, ${size.width}×${size.height}`).toEqual([]);
    }
  }
}

/** A projector page to measure and the game it shows, created through the station's API. */
export interface LayoutTable {
  context: BrowserContext;
  page: Page;
  /** The page's problems (console errors, failed requests) as they come. */
  problems: string[];
  driver: StationDriver;
  gameId: string;
}

/**
 * Opens the projector at the first layout size, then creates a game of this ruleset for these names (with
 * these options, or the ruleset's defaults).
 */
export async function openLayoutTable(
  browser: Browser,
  station: StationFixture,
  rulesetId: RulesetId,
  names: readonly string[],
  options?: object,
): Promise<LayoutTable> {
  const context = await browser.newContext({ viewport: LAYOUT_SIZES[0] });
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  await page.goto(station.projectorUrl);
  const driver = await openDriver(station);
  const gameId = await driver.create(rulesetId, names, options);
  return { context, page, problems, driver, gameId };
}
