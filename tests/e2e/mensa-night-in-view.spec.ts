import type { Locator, Page } from '@playwright/test';
import { MENSA_HUNGARIQA_GAME } from '../fixtures/scripted-games.ts';
import { RULESETS } from '../../shared/engine/index.ts';
import { InputCounter, playCommand } from './support/console-driver.ts';
import { expect, test } from './support/fixtures.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { shoot } from './support/screenshots.ts';
import { openDriver } from './support/station-driver.ts';

/**
 * Issue 12 §2 "Mensa nights: the name being read and its form stay in view (today they sit above the fold
 * of a long list)": a 12-player Mensa game on a laptop's screen is played to its first night's reading, and
 * at every name read the reading prompt and the form that records the hands are inside the viewport. The
 * steps before the reading are sent straight to the station; the reading itself is typed on the console.
 */

const VIEWPORT = { width: 1366, height: 768 };

/** Whether an element lies wholly inside the page's viewport as it is scrolled now. */
async function inView(page: Page, locator: Locator): Promise<{ top: number; bottom: number; inside: boolean }> {
  const box = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  return { ...box, inside: box.top >= 0 && box.bottom <= VIEWPORT.height };
}

test('a 12-player Mensa night keeps the name being read and its form in view at every step', async ({
  browser,
  station,
}) => {
  test.setTimeout(180_000);
  const { setup, commands } = MENSA_HUNGARIQA_GAME;
  const firstName = commands.findIndex((c) => c.type === 'next-name');
  const reading = commands.slice(
    firstName,
    commands.findIndex((c, i) => i > firstName && c.type !== 'next-name' && c.type !== 'hand'),
  );
  const driver = await openDriver(station);
  try {
    const options = { ...(RULESETS['mensa-hungariqa'].defaultOptions(12) as object), ...setup.options };
    const { gameId, version: created } = await driver.must<{ gameId: string; version: number }>('game.create', {
      rulesetId: 'mensa-hungariqa',
      players: setup.players,
      options,
    });
    let version = created;
    for (const [i, command] of commands.slice(0, firstName).entries()) {
      ({ version } = await driver.must<{ version: number }>('game.command', {
        gameId,
        commandId: `before-${i}`,
        expectedVersion: version,
        command,
      }));
    }
  } finally {
    driver.close();
  }
  const moderator = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
  const problems = watchPageProblems(moderator);
  await moderator.goto(station.moderatorUrl);
  await expect(moderator.getByTestId('ruleset-console')).toBeVisible();
  const counter = new InputCounter();
  const prompt = moderator.locator('[data-testid="prompt"][data-key*="read-name"]');
  const form = moderator.locator('[data-command="hand"]');
  let step = 0;
  for (const command of reading) {
    await expect(prompt).toBeVisible();
    await expect(form).toBeVisible();
    const where = `reading step ${step} (${JSON.stringify(command)})`;
    const promptBox = await inView(moderator, prompt);
    const formBox = await inView(moderator, form);
    if (!promptBox.inside || !formBox.inside) await shoot(moderator, `mensa-night-out-of-view-${step}`);
    expect(promptBox, `${where}: the name being read`).toMatchObject({ inside: true });
    expect(formBox, `${where}: its form`).toMatchObject({ inside: true });
    await playCommand(moderator, 'mensa-hungariqa', 12, command, counter);
    step++;
  }
  await shoot(moderator, 'mensa-night-in-view-after-reading');
  expect(step).toBeGreaterThan(5);
  expect(problems).toEqual([]);
});
