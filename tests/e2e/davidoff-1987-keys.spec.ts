import { davidoff1987Script } from '../fixtures/scripted-1987.ts';
import { expect, test } from './support/fixtures.ts';
import { createScriptedGame, playScript, type ScriptedTable } from './support/scripted-play.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { openConsole } from './support/open-pages.ts';

/**
 * Issue 12, "Done when": keys per routine step for 1987, as city / french / mensa count them
 * (playScript's InputCounter over the generic console's keys). The script is a whole 1987 game with real
 * cards from the engine's random player (tests/fixtures/scripted-1987.ts). It needs 1987 on the generic
 * console: until that lands, the console opens 1987's own pages and this test says so by skipping.
 */

// The roles of 1987 on the projector while the game runs: only at the end (or a dead player's card) are they shown.
const SECRETS = /\b(mafioso|mafiosi)\b/i;

test('a whole 1987 game through the console: keys per routine step', async ({ browser, station }) => {
  test.setTimeout(300_000);
  const script = davidoff1987Script();
  const moderator = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const projector = await (await browser.newContext({ viewport: { width: 1600, height: 900 } })).newPage();
  const problems = [...watchPageProblems(moderator), ...watchPageProblems(projector)];
  await projector.goto(station.projectorUrl);
  await openConsole(moderator, station);
  // 1987 still on its own pages (DealPage…): the generic console's key driver cannot play it yet.
  await createScriptedGame(moderator, script).catch(async (error: unknown) => {
    const legacy = await moderator.getByTestId('deal-page').count();
    test.skip(
      legacy > 0,
      'the 1987 game opens its own pages, not the generic console: the key count waits for 1987 on the generic console',
    );
    throw error;
  });
  const table: ScriptedTable = { moderator, projector, projectorFrames: [], problems };
  const counter = await playScript(table, script, SECRETS);
  console.log(counter.summary('davidoff-1987'));
  expect(counter.steps).toBe(script.commands.length);
  expect(problems).toEqual([]);
});
