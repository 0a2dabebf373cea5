import type { Page } from '@playwright/test';
import type { ModeratorRequestPayload, TournamentDetail } from '../../shared/contract/index.ts';
import { expect, test, type StationFixture } from './support/fixtures.ts';
import { expectInk, printAndRasterise } from './support/print-pdf.ts';
import { shoot } from './support/screenshots.ts';
import { moderatorLink } from './support/station-player.ts';
import { openConsole } from './support/open-pages.ts';

/** A tournament created and seated through the station's API, as the organiser's page would: its id, and the link. */
async function seatedTournament(
  station: StationFixture,
  request: ModeratorRequestPayload<'tournament.create'>,
): Promise<{ tournamentId: string; link: Awaited<ReturnType<typeof moderatorLink>> }> {
  const link = await moderatorLink(station.url, station.token);
  const created = await link.request('tournament.create', request);
  expect(created.ok).toBe(true);
  const { tournamentId } = created.value as TournamentDetail;
  expect((await link.request('tournament.seat', { tournamentId })).ok).toBe(true);
  return { tournamentId, link };
}

const PLAYERS = Array.from({ length: 20 }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`);

test('a 20-player, 6-round, 2-table seating printed: the round draw and a slip per player (browser mode)', async ({
  page,
  station,
}) => {
  test.setTimeout(120_000);
  const { tournamentId, link } = await seatedTournament(station, {
    name: 'Seating Cup',
    startsOn: '2026-11-28',
    endsOn: '2026-11-28',
    rulesetId: 'city-mafia',
    scoring: 'preset-sports',
    players: PLAYERS,
    rounds: 6,
    tables: 2,
  });

  await openConsole(page, station);
  await page.getByTestId('nav-tournaments').click();
  await page.getByTestId(`open-tournament-${tournamentId}`).click();
  await expect(page.getByTestId('evenness')).toBeVisible();
  await shoot(page, 'tournament-seating-figures');

  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('print-seating-button').click()]);
  await expect(popup.getByTestId('print-seating')).toBeVisible();
  await expect(popup.getByTestId('print-draw-round')).toHaveCount(6);
  await expect(popup.getByTestId('print-slip')).toHaveCount(20);
  const { text, pages } = await printAndRasterise(popup, 'seating-tournament');
  expectInk(pages);
  expect(text).toContain('Round draw');
  expect(text).toContain('Round 6');
  expect(text).toContain('Table 2');
  expect(text).toContain('Where I sit');
  for (const name of PLAYERS) expect(text).toContain(name);
  await shoot(popup, 'tournament-seating-print');

  // A withdrawal from the page: no game has started, so every round is seated again without him (10 and 9).
  await page.bringToFront();
  await page.getByTestId('withdraw-player').selectOption({ label: 'Player 07' });
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-player').locator('option', { hasText: 'Player 07' })).toHaveCount(0);
  const after = (await link.request('tournament.get', { tournamentId })).value as TournamentDetail;
  for (const table of after.seating) expect(table.players.map((p) => p.name)).not.toContain('Player 07');
  expect(after.seating.filter((t) => t.round === 6).map((t) => t.players.length)).toEqual([10, 9]);
  await shoot(page, 'tournament-withdrawal');
});

/** The texts of these cells that run over more than one line (a Range's client rects: one a line). */
function wrapped(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((cells) =>
    cells
      .filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return tops.size > 1;
      })
      .map((cell) => (cell.textContent ?? '').trim()),
  );
}

test('a one-table tournament of two-word names, in Portuguese: the seating cards show whole names, the printed draw and standings keep each name on one line', async ({
  page,
  station,
}) => {
  // Club tryout (t-10-seating-grid.png, t-draw-1.png, t-standings-1.png): the cards cut every name while the
  // page stood mostly empty, and the printed draw and standings wrapped two-word names beside wide number columns.
  test.setTimeout(120_000);
  const names = [
    'Rafael Almeida',
    'Lucas Pereira',
    'Camila Ferreira',
    'Beatriz Costa',
    'Gabriel Rodrigues',
    'Pedro Santos',
    'Juliana Gomes',
    'Maria Oliveira',
    'Ana Souza',
    'João Silva',
    'Thiago Martins',
  ];
  const { tournamentId } = await seatedTournament(station, {
    name: 'Copa de Outono do Clube',
    startsOn: '2026-11-27',
    endsOn: '2026-11-27',
    rulesetId: 'davidoff-1987',
    scoring: 'preset-1987',
    players: names,
    rounds: 2,
    tables: 1,
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await openConsole(page, station);
  await page.getByTestId('console-language').selectOption('pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.getByTestId('nav-tournaments').click();
  await page.getByTestId(`open-tournament-${tournamentId}`).click();
  await expect(page.getByTestId('seating-table')).toHaveCount(2);
  await shoot(page, 'tournament-seating-grid-pt');
  const cut = await page
    .getByTestId('seating-grid')
    .locator('.name')
    .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent));
  expect(cut).toEqual([]);

  const [draw] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('print-seating-button').click()]);
  await expect(draw.getByTestId('print-draw-round')).toHaveCount(2);
  await shoot(draw, 'tournament-seating-print-pt');
  expect(await wrapped(draw, '.draw-table td')).toEqual([]);

  const [standings] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('print-standings-button').click(),
  ]);
  await expect(standings.getByTestId('print-standings')).toBeVisible();
  await shoot(standings, 'tournament-standings-print-pt');
  expect(await wrapped(standings, '[data-testid="print-standings"] tbody td')).toEqual([]);
});
