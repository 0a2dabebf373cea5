import type { TournamentDetail } from '../../shared/contract/index.ts';
import { expect, test } from './support/fixtures.ts';
import { shoot } from './support/screenshots.ts';
import { moderatorLink } from './support/station-player.ts';

const names = (n: number) => Array.from({ length: n }, (_, i) => `Player ${String(i + 1).padStart(3, '0')}`);

test('the projector between games: the next round of a 20-player tournament, then standings of 30 and 100 in six languages', async ({
  page,
  station,
}) => {
  test.setTimeout(180_000);
  const link = await moderatorLink(station.url, station.token);
  const create = async (name: string, players: number, tables: number) => {
    const created = await link.request('tournament.create', {
      name,
      startsOn: '2026-11-28',
      endsOn: '2026-11-28',
      rulesetId: 'city-mafia',
      scoring: 'preset-sports',
      players: names(players),
      rounds: 4,
      tables,
    });
    expect(created.ok).toBe(true);
    const { tournamentId } = created.value as TournamentDetail;
    expect((await link.request('tournament.seat', { tournamentId })).ok).toBe(true);
    return tournamentId;
  };
  const twenty = await create('Autumn Cup', 20, 2);
  const thirty = await create('Club Thirty', 30, 3);
  const hundred = await create('Grand Open', 100, 10);

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(station.projectorUrl);
  await expect(page.getByTestId('projector-idle')).toBeVisible();

  // The moderator puts the next round on the projector from the tournament's page.
  const console = await page.context().newPage();
  await console.goto(station.moderatorUrl);
  await console.getByTestId('nav-tournaments').click();
  await console.getByTestId(`open-tournament-${twenty}`).click();
  await console.getByTestId('tournament-projector-seating').click();
  await expect(page.getByTestId('projector-tournament')).toHaveAttribute('data-show', 'seating');
  await expect(page.getByTestId('projector-tournament-table')).toHaveCount(2);
  await expect(page.getByTestId('projector-tournament-round')).toContainText('Round 1');
  await shoot(page, 'projector-tournament-seating');
  await shoot(console, 'tournament-projector-controls');

  // Standings of 30 and of 100 fit the screen: no name falls off it.
  for (const [tournamentId, count] of [
    [thirty, 30],
    [hundred, 100],
  ] as const) {
    expect((await link.request('tournament.screen', { tournamentId, show: 'standings' })).ok).toBe(true);
    const rows = page.getByTestId('projector-standings').locator('.row');
    await expect(rows).toHaveCount(count);
    // Games played, said in words: «3 p.» beside the points read as points in French (tryout 7).
    await expect(rows.first().locator('.played')).toHaveText(/^\d+ games?$/);
    const last = await rows.last().boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(720);
    await shoot(page, `projector-tournament-standings-${count}`);
  }
  expect((await link.request('tournament.screen', { tournamentId: hundred, show: 'seating' })).ok).toBe(true);
  await expect(page.getByTestId('projector-tournament-table')).toHaveCount(10);
  // Ten tables of ten fit the screen: the last seat of the last table is on it.
  const lastSeat = await page.getByTestId('projector-tournament-table').last().locator('li').last().boundingBox();
  expect(lastSeat!.y + lastSeat!.height).toBeLessThanOrEqual(720);
  await shoot(page, 'projector-tournament-seating-100');

  for (const locale of ['ru', 'hu', 'fr', 'pt', 'ja', 'en'] as const) {
    expect((await link.request('projector.locale', { locale })).ok).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await shoot(page, `projector-tournament-seating-100-${locale}`);
  }
  expect((await link.request('tournament.screen', { tournamentId: null, show: 'seating' })).ok).toBe(true);
  await expect(page.getByTestId('projector-idle')).toBeVisible();
});
