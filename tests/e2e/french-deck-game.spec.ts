import { FRENCH_DECK_GAME } from '../fixtures/scripted-games.ts';
import { expect, test } from './support/fixtures.ts';
import { openTable, playScript } from './support/scripted-play.ts';

// In french-deck a dead player's card is turned over (RULES.md §2), so "mafioso" and "villager" may show
// once someone dies. The angel lives to the end of the scripted game: his card ("Guardian angel") and
// any word of his checks must never show on the projector while it runs. That the table has an angel is
// public (the night line says "the mafia and the angel wake in turn"). The names hold none of these words.
const SECRETS = /\b(guardian|detective|checked|check)\b/i;

test("a whole 8-player french-deck game through the console: physical cards, accusations, a guilty vote, acquittals, the angel's checks", async ({
  browser,
  station,
}) => {
  test.setTimeout(300_000);
  const table = await openTable(browser, station, FRENCH_DECK_GAME);

  const counter = await playScript(table, FRENCH_DECK_GAME, SECRETS);
  console.log(counter.summary('french-deck'));

  expect(table.problems).toEqual([]);
});
