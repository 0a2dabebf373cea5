import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { exchangeText, mrGameOf } from '../../shared/exchange/index.ts';
import { presetSports } from '../../shared/tournament/index.ts';
import { FIIM_TABLE, randomFiimGame } from '../station/exchange-fixtures.ts';
import { expect, test, type StationFixture } from './support/fixtures.ts';
import { pngInk } from './support/png-pixels.ts';
import { moderatorLink } from './support/station-player.ts';

const PRINT_DIR = resolve('test-results/e2e/print');
const PLAYERS = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo', 'Ines', 'Jonas'];

/** Prints the page at its CSS page size (A4 landscape for this sheet), as Electron's printToPDF does; PNGs for a person. */
async function printLandscape(
  page: Page,
  name: string,
): Promise<{ text: string; pages: { file: string; inkShare: number; width: number; height: number }[] }> {
  await expect(page.locator('body')).toHaveAttribute('data-print-state', 'ready');
  mkdirSync(PRINT_DIR, { recursive: true });
  for (const old of readdirSync(PRINT_DIR).filter((f) => f.startsWith(`${name}.`) || f.startsWith(`${name}-`)))
    rmSync(join(PRINT_DIR, old));
  const pdf = join(PRINT_DIR, `${name}.pdf`);
  writeFileSync(pdf, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(PRINT_DIR, name)]);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  const pngs = readdirSync(PRINT_DIR)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))
    .sort();
  return {
    text,
    pages: pngs.map((f) => {
      const ink = pngInk(join(PRINT_DIR, f));
      return { file: f, inkShare: ink.inkShare, width: ink.width, height: ink.height };
    }),
  };
}

/** A finished FIIM City game, as a one-game tournament file (the station's import replays it). */
function cupText(): string {
  const game = randomFiimGame(3, PLAYERS);
  const exported = mrGameOf({
    gameId: 'paper-1',
    log: game.log,
    createdAt: '2026-11-22T18:00:00.000Z',
    finishedAt: '2026-11-22T18:50:00.000Z',
    round: 1,
    table: 1,
    extras: [{ seat: 3, points: 0.3, reason: 'leadership' }],
  });
  if (!exported.ok) throw new Error(exported.refusal.reason);
  return exchangeText({
    format: 'mafiaratings/games',
    version: 1,
    tournament: {
      name: 'Autumn Cup',
      startsOn: '2026-11-22',
      endsOn: '2026-11-22',
      rounds: 1,
      tables: 1,
      options: FIIM_TABLE,
      scoring: presetSports() as unknown as Record<string, unknown>,
    },
    games: [exported.value],
  });
}

/** Imports the Autumn Cup (cupText) into the station as the moderator would. */
async function importCup(station: StationFixture): Promise<void> {
  const link = await moderatorLink(station.url, station.token);
  const imported = await link.request('tournament.import-ratings-json', { text: cupText() });
  expect(imported.ok, JSON.stringify(imported)).toBe(true);
  link.close();
}

test.describe('the FIIM paper protocol (browser mode, Chromium page.pdf, poppler)', () => {
  test('a finished City game prints filled on one A4 landscape page; a blank sheet prints too', async ({
    page,
    station,
  }) => {
    await importCup(station);

    await page.goto(`${station.url}/print/?token=${station.token}&document=paper-protocol&game=paper-1`);
    await expect(page.getByTestId('print-paper-protocol')).toBeVisible();
    const filled = await printLandscape(page, 'paper-protocol-filled');
    expect(filled.pages).toHaveLength(1);
    // Landscape: wider than tall.
    expect(filled.pages[0]!.width).toBeGreaterThan(filled.pages[0]!.height);
    expect(filled.pages[0]!.inkShare).toBeGreaterThan(0.005);
    for (const name of PLAYERS) expect(filled.text).toContain(name);
    expect(filled.text).toContain('Game protocol (FIIM)');
    expect(filled.text).toContain('Autumn Cup');
    expect(filled.text).toMatch(/Sheriff checks/);

    await page.goto(`${station.url}/print/?token=${station.token}&document=paper-protocol`);
    await expect(page.getByTestId('print-paper-protocol')).toBeVisible();
    const blank = await printLandscape(page, 'paper-protocol-blank');
    expect(blank.pages).toHaveLength(1);
    expect(blank.pages[0]!.width).toBeGreaterThan(blank.pages[0]!.height);
    expect(blank.text).toContain('Date:');
  });
});

test.describe('the club rating and the MafiaRatings buttons (browser mode)', () => {
  test('the players page rates the imported tournament; a player shows his history and chart', async ({
    page,
    station,
  }) => {
    await importCup(station);

    await page.goto(station.moderatorUrl);
    await page.getByTestId('nav-players').click();
    const panel = page.getByTestId('ratings-panel');
    await expect(panel.getByTestId('ratings-table').locator('tbody tr')).toHaveCount(10);
    await panel.getByTestId('ratings-table').locator('tbody tr').first().click();
    await expect(panel.getByTestId('rating-chart')).toHaveAttribute('data-points', '1');
    mkdirSync(PRINT_DIR, { recursive: true });
    await panel.screenshot({ path: join(PRINT_DIR, 'ratings-panel.png') });
    // Club games only: the tournament's game does not count.
    await panel.getByTestId('ratings-scope').selectOption('club');
    await expect(panel.getByTestId('ratings-empty')).toBeVisible();

    await page.getByTestId('nav-tournaments').click();
    await page.getByRole('button', { name: 'Open' }).first().click();
    await expect(page.getByTestId('export-ratings-json')).toBeVisible();
    await expect(page.getByTestId('print-paper-protocol-button')).toBeVisible();
  });
});
