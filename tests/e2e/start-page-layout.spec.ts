import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { moderatorLink, playGameThroughStation } from './support/station-player.ts';

// The tryout of issue 14 (French, 1440 px): the start page's "Reprendre"/"Ouvrir" buttons and its rows' lines
// ran past the right border of the "Parties inachevées" and "Archives" panels, a long list of names having set
// the table's least width. Every row, and every button in it, must end inside its panel.

const PLAYERS = ['Aline', 'Bernard', 'Chloé', 'Damien', 'Élodie', 'François', 'Gaëlle', 'Hugo', 'Inès', 'Jérôme'];

/** The rows of a panel's list (and their buttons) whose right edge passes the panel's inner edge, and by how much. */
async function overhangs(panel: Locator, list: string): Promise<string[]> {
  return panel.evaluate((box, testid) => {
    // The panel's inner edge: its border and padding are its own, not the list's.
    const style = getComputedStyle(box);
    const edge =
      box.getBoundingClientRect().right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    const parts = [...box.querySelectorAll(`[data-testid="${testid}"] tr, [data-testid="${testid}"] button`)];
    return parts
      .map((el) => ({
        what: `${el.tagName} ${el.textContent?.trim().slice(0, 30)}`,
        past: el.getBoundingClientRect().right - edge,
      }))
      .filter((part) => part.past > 0.5)
      .map((part) => `${part.what}: ${Math.round(part.past)} px`);
  }, list);
}

test('the start page in French at 1440 px keeps its lists and buttons inside their panels', async ({
  browser,
  station,
}) => {
  const link = await moderatorLink(station.url, station.token);
  await playGameThroughStation(link, 'city-mafia', PLAYERS, 4);
  const created = await link.request('game.create', { rulesetId: 'city-mafia', players: PLAYERS });
  expect(created.ok).toBe(true);
  expect((await link.request('game.close', {})).ok).toBe(true);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(station.moderatorUrl);
  await page.getByTestId('console-language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const resume = page.getByTestId('resume-offer');
  await expect(resume.getByTestId('archive-row')).toHaveCount(1);
  const archive = page.locator('.base-panel', { has: page.getByTestId('archive-list') });
  await expect(archive.getByTestId('archive-row')).toHaveCount(2);

  expect(await overhangs(resume, 'resume-list'), 'Parties inachevées').toEqual([]);
  expect(await overhangs(archive, 'archive-list'), 'Archives').toEqual([]);
  // The names are cut to their column, not dropped: the first ones still show.
  await expect(resume.getByTestId('archive-row').locator('.names')).toContainText('Aline, Bernard');
  await context.close();
});
