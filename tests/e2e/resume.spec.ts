import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../../electron/serve.ts';
import { expect, test, TEST_TOKEN } from './support/fixtures.ts';
import { freePort } from './support/free-port.ts';
import {
  cardOf,
  commandForm,
  deal,
  endSunrise,
  expectModeratorPhase,
  openCards,
  showCard,
} from './support/moderator-actions.ts';
import { shoot } from './support/screenshots.ts';

const NAMES = ['Olga', 'Pavel', 'Quentin', 'Rita', 'Sasha', 'Timur'];

async function createAndDeal(moderator: Page): Promise<void> {
  await moderator.getByTestId('new-game').click();
  for (const [i, name] of NAMES.entries()) await moderator.getByTestId(`player-name-${i + 1}`).fill(name);
  await moderator.getByTestId('create-game').click();
  await deal(moderator);
}

test('a game left mid-way is offered for resume and goes on where it was', async ({ page, station }) => {
  await page.goto(station.moderatorUrl);
  await createAndDeal(page);
  await endSunrise(page);
  await expectModeratorPhase(page, 'day', 1);
  await page.getByTestId('leave-game').click();

  const offer = page.getByTestId('resume-offer');
  await expect(offer).toBeVisible();
  const row = offer.getByTestId('archive-row').filter({ hasText: NAMES.join(', ') });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('In progress');
  const gameId = await row.getAttribute('data-game-id');
  await page.getByTestId(`resume-list-open-${gameId}`).click();
  await expectModeratorPhase(page, 'day', 1);
  await expect(commandForm(page, 'accuse')).toBeVisible();
});

test('after the station restarts, the unfinished game is offered again', async ({ browser }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mafia-station-e2e-restart-'));
  try {
    const first = await startServer({ port: 0, dataDir, token: TEST_TOKEN });
    const context = await browser.newContext();
    const moderator = await context.newPage();
    await moderator.goto(first.moderatorUrl);
    await createAndDeal(moderator);
    await context.close();
    await first.close();

    // A new start has no open game: the start screen offers the one left unfinished.
    const second = await startServer({ port: 0, dataDir, token: TEST_TOKEN });
    try {
      const again = await browser.newContext();
      const page = await again.newPage();
      await page.goto(second.moderatorUrl);
      const offer = page.getByTestId('resume-offer');
      await expect(offer.getByTestId('archive-row')).toHaveCount(1);
      await expect(offer).toContainText(NAMES.join(', '));
      await shoot(page, '08-resume-offer');
      const gameId = await offer.getByTestId('archive-row').getAttribute('data-game-id');
      await page.getByTestId(`resume-list-open-${gameId}`).click();
      await expectModeratorPhase(page, 'sunrise', 0);
      await openCards(page);
      await expect(cardOf(page, 1)).toBeVisible();
      await again.close();
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('after a restart the moderator’s link still opens, the phones come back, and the seen ticks stay (issue 12 §4)', async ({
  browser,
}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mafia-station-e2e-keys-'));
  const port = await freePort();
  try {
    const first = await startServer({ port, dataDir });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(first.moderatorUrl);
    await createAndDeal(page);
    await page.getByTestId('phones-interface').selectOption('127.0.0.1');
    await page.getByTestId('phones-start').click();
    await expect(page.getByTestId('phones-panel')).toHaveAttribute('data-running', 'true');
    const mirrorUrl = await page.getByTestId('phones-mirror-url').inputValue();
    // Seat 1 looks at the card on this screen: the phone panel ticks it too.
    await showCard(page, 1);
    await page.getByTestId('cover-reveal').click();
    await page.getByTestId('cover-hide').click();
    await expect(page.getByTestId('phones-seen-1')).toHaveAttribute('data-seen', 'true');
    await first.close();

    const second = await startServer({ port, dataDir });
    try {
      expect(second.moderatorUrl).toBe(first.moderatorUrl);
      await page.reload();
      const offer = page.getByTestId('resume-offer');
      await expect(offer.getByTestId('archive-row')).toHaveCount(1);
      const gameId = await offer.getByTestId('archive-row').getAttribute('data-game-id');
      await page.getByTestId(`resume-list-open-${gameId}`).click();
      await expectModeratorPhase(page, 'sunrise', 0);
      await expect(page.getByTestId('phones-panel')).toHaveAttribute('data-running', 'true');
      await expect(page.getByTestId('phones-mirror-url')).toHaveValue(mirrorUrl);
      await expect(page.getByTestId('phones-seen-1')).toHaveAttribute('data-seen', 'true');
      await openCards(page);
      await expect(cardOf(page, 1)).toHaveAttribute('data-seen', 'true');
      await context.close();
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a game set aside leaves «Unfinished games», stays in the archive, and opening it there resumes it', async ({
  page,
  station,
}) => {
  await page.goto(station.moderatorUrl);
  await createAndDeal(page);
  await endSunrise(page);
  await page.getByTestId('leave-game').click();

  const offer = page.getByTestId('resume-offer');
  const row = offer.getByTestId('archive-row').filter({ hasText: NAMES.join(', ') });
  const gameId = await row.getAttribute('data-game-id');
  await page.getByTestId(`resume-list-set-aside-${gameId}`).click();
  // The only unfinished game set aside: the offer goes; the archive's list keeps the game and says it is set aside.
  await expect(offer).toHaveCount(0);
  const kept = page.getByTestId('archive-list').locator(`[data-game-id="${gameId}"]`);
  await expect(kept).toContainText('Set aside');
  await shoot(page, 'resume-set-aside');

  await page.getByTestId(`archive-list-open-${gameId}`).click();
  await expectModeratorPhase(page, 'day', 1);
  await page.getByTestId('leave-game').click();
  await expect(offer.locator(`[data-game-id="${gameId}"]`)).toContainText('In progress');
});
