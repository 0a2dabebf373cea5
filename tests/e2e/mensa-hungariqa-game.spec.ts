import { MENSA_HUNGARIQA_GAME } from '../fixtures/scripted-games.ts';
import { expect, test } from './support/fixtures.ts';
import { openTable, playScript } from './support/scripted-play.ts';

// The words that would give a mensa-hungariqa role away on the projector while the game runs: roles are
// not revealed on death (RULES.md §3), nor are the second roles. A kamikaze's naming and a broken heart
// are announced without them. The scripted players' names hold none of these words.
const SECRETS = /\b(citizens?|mafioso|mafiosi|protected|inspector|kamikazes?|lovers?)\b/i;

test('a whole 12-player mensa-hungariqa game through the console: kamikazes, lovers, support and execution votes, the inspector, the night reading', async ({
  browser,
  station,
}) => {
  test.setTimeout(300_000);
  const table = await openTable(browser, station, MENSA_HUNGARIQA_GAME);
  const { moderator } = table;

  const counter = await playScript(table, MENSA_HUNGARIQA_GAME, SECRETS);
  console.log(counter.summary('mensa-hungariqa'));

  // Both kamikazes named their victim (by day, and at the last dawn), each as one step of the timeline.
  await expect(moderator.locator('[data-testid="timeline-step"][data-kind="kamikaze-named"]')).toHaveCount(2);
  expect(table.problems).toEqual([]);
});
