import { readFileSync } from 'node:fs';
import { exchangeText } from '../../shared/exchange/index.ts';
import { cupFile } from '../station/exchange-fixtures.ts';
import { expect, test } from './support/fixtures.ts';
import { expectInk, printAndRasterise } from './support/print-pdf.ts';
import { shoot } from './support/screenshots.ts';
import { moderatorLink } from './support/station-player.ts';

test.describe('season points by place (issue 16, browser mode)', () => {
  test('the players page ranks a season of three finished cups, prints it and saves it as CSV', async ({
    page,
    station,
  }) => {
    const link = await moderatorLink(station.url, station.token);
    for (const cup of [
      { name: 'Spring Cup', seed: 11, prefix: 'spring' },
      { name: 'Summer Cup', seed: 13, prefix: 'summer' },
      { name: 'Autumn Cup', seed: 17, prefix: 'autumn' },
    ]) {
      const imported = await link.request('tournament.import-ratings-json', { text: exchangeText(cupFile(cup)) });
      expect(imported.ok, JSON.stringify(imported)).toBe(true);
    }
    link.close();

    await page.goto(station.moderatorUrl);
    await page.getByTestId('nav-players').click();
    const panel = page.getByTestId('season-panel');
    const boxes = panel.locator('input[type="checkbox"]');
    await expect(boxes).toHaveCount(3);
    // Nothing ticked: the panel says so where it was asked.
    await panel.getByTestId('season-compute').click();
    await expect(panel.getByTestId('season-problem')).toHaveText('Choose at least one tournament.');
    for (const box of await boxes.all()) await box.check();
    // A typing slip is named at once; a table where a lower place earns more is the station's refusal.
    await panel.getByTestId('season-points').fill('25, 18, x');
    await panel.getByTestId('season-compute').click();
    await expect(panel.getByTestId('season-problem')).toContainText('“x” is not a number of points');
    await panel.getByTestId('season-points').fill('25, 18, 20');
    await panel.getByTestId('season-compute').click();
    await expect(panel.getByRole('alert').last()).toContainText('Place 3 cannot earn more');
    await panel.getByTestId('season-preset').click();
    await panel.getByTestId('season-name').fill('Season 2026');
    await panel.getByTestId('season-compute').click();
    const rows = panel.getByTestId('season-table').locator('tbody tr');
    await expect(rows).toHaveCount(12);
    await expect(panel.getByTestId('season-table').locator('thead')).toContainText('Autumn Cup');
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: 'test-results/e2e/screenshots/season-panel.png' });

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('standings-csv').click()]);
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Rank,Player,Points,Tournaments,Best place,Autumn Cup,Spring Cup,Summer Cup');
    expect(lines).toHaveLength(13);

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      panel.getByTestId('print-standings-button').click(),
    ]);
    await expect(popup.getByTestId('print-standings')).toBeVisible();
    const { text, pages } = await printAndRasterise(popup, 'season-standings');
    expectInk(pages);
    expect(text).toContain('Season 2026');
    expect(text).toContain('Summer');
    await shoot(popup, 'season-print');
  });
});
