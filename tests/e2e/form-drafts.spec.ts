import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../../electron/serve.ts';
import { expect, test, TEST_TOKEN } from './support/fixtures.ts';
import { freePort } from './support/free-port.ts';
import { accuse, commandForm, confirmVote, deal, endSunrise, enterVoters } from './support/moderator-actions.ts';
import { shoot } from './support/screenshots.ts';

// Typed and not sent survives a reload and a station restart, for the very step it was typed for (tryout 10:
// ten hands counted, the station crashed, and the resumed vote's form was empty).

const NAMES = ['Olga', 'Pavel', 'Quentin', 'Rita', 'Sasha', 'Timur'];
const HANDS = [1, 3, 4];

/** A new game dealt, day 1, seat 5 accusing seat 2: the vote's form is open. */
async function openVote(page: Page): Promise<void> {
  await page.getByTestId('new-game').click();
  for (const [i, name] of NAMES.entries()) await page.getByTestId(`player-name-${i + 1}`).fill(name);
  await page.getByTestId('create-game').click();
  await deal(page);
  await endSunrise(page);
  await accuse(page, 5, 2);
}

/** The seats the vote's form holds as hands raised. */
function raised(page: Page) {
  return commandForm(page, 'resolve-vote').locator('.voter[aria-pressed="true"]');
}

/** The hands come back as they were (those seats, no other), are sent with Enter, and the vote is recorded with them. */
async function sendRestoredHands(page: Page): Promise<void> {
  const form = commandForm(page, 'resolve-vote');
  await expect(form.getByTestId('draft-restored')).toBeVisible();
  await expect(raised(page)).toHaveCount(HANDS.length);
  for (const seat of HANDS)
    await expect(form.locator(`.voter[data-seat="${seat}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(form.getByTestId('vote-tally')).toHaveAttribute('data-hands', String(HANDS.length));
  await confirmVote(page);
  const recorded = page.getByTestId('timeline-step').first();
  await expect(recorded).toHaveAttribute('data-kind', 'vote-resolved');
  await expect(recorded).toContainText(`Vote: ${HANDS.length} for`);
}

test('hands typed in an open vote are there again after the page reloads, and are the ones recorded', async ({
  page,
  station,
}) => {
  await page.goto(station.moderatorUrl);
  await openVote(page);
  await enterVoters(page, HANDS);
  await page.reload();
  await sendRestoredHands(page);
  // Sent: the draft went with it, a reload shows no form holding those hands.
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
});

test('hands typed in an open vote survive a station restart and the resume of the game', async ({ browser }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mafia-station-e2e-drafts-'));
  const port = await freePort();
  try {
    const first = await startServer({ port, dataDir, token: TEST_TOKEN });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(first.moderatorUrl);
    await openVote(page);
    await enterVoters(page, HANDS);
    await first.close();

    const second = await startServer({ port, dataDir, token: TEST_TOKEN });
    try {
      await page.reload();
      const offer = page.getByTestId('resume-offer');
      const gameId = await offer.getByTestId('archive-row').getAttribute('data-game-id');
      await page.getByTestId(`resume-list-open-${gameId}`).click();
      await expect(raised(page)).toHaveCount(HANDS.length);
      await shoot(page, '08-resume-draft');
      await sendRestoredHands(page);
      await context.close();
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('hands typed for a vote another device has moved on from are not shown again', async ({ browser, station }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(station.moderatorUrl);
  await openVote(page);
  await enterVoters(page, HANDS);
  // Another moderator screen (its own storage) undoes the accusation and records the same one again: the same
  // vote's prompt, at a later step.
  const other = await (await browser.newContext()).newPage();
  await other.goto(station.moderatorUrl);
  await expect(commandForm(other, 'resolve-vote')).toBeVisible();
  await other.locator('body').click({ position: { x: 5, y: 5 } });
  await other.keyboard.press('Control+z');
  await expect(commandForm(other, 'resolve-vote')).toHaveCount(0);
  await accuse(other, 5, 2);

  await page.reload();
  await expect(commandForm(page, 'resolve-vote')).toBeVisible();
  await expect(page.getByTestId('ruleset-console')).toHaveAttribute(
    'data-version',
    (await other.getByTestId('ruleset-console').getAttribute('data-version')) ?? '',
  );
  await expect(raised(page)).toHaveCount(0);
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await context.close();
  await other.context().close();
});
