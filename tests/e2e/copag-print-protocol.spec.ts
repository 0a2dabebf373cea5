import { expect, test } from './support/fixtures.ts';
import { copagRandomStep, copagState } from './support/copag-steps.ts';
import { expectInk, printAndRasterise } from './support/print-pdf.ts';
import { openDriver, seededPick } from './support/station-driver.ts';

// Issue 15 "Archive, record, print": a whole Copag game's protocol prints (Chromium's page.pdf, poppler's
// pdftoppm and pdftotext) with the players, their objectives at the result, and the missions in the order
// they ended with their cards and sums. The PDF and its PNG pages are kept in test-results/e2e/print.

const PLAYERS = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo'];

/**
 * An amount as the English protocol writes it, as a pattern: "\$3", a negative one "−\$1" (never "$-1"). The page
 * writes "−$1" as one text; pdftotext sometimes reads a gap between the minus sign's glyph and the dollar's
 * (it did in one CI run: "= − $2", where the same line's layout elsewhere read "−$4"), so a space may stand there.
 */
const amount = (value: number): string => (value < 0 ? `−\\s?\\$${-value}` : `\\$${value}`);

test("copag-mafia: a whole game's protocol prints its missions in order with their sums", async ({ page, station }) => {
  test.setTimeout(240_000);
  const driver = await openDriver(station);
  const gameId = await driver.create('copag-mafia', PLAYERS);
  const pick = seededPick(4);
  for (let i = 0; i < 3000 && copagState(driver).phase !== 'ended'; i++) await copagRandomStep(driver, gameId, pick);
  const state = copagState(driver);
  driver.close();
  expect(state.phase).toBe('ended');
  await page.goto(`${station.url}/print/?token=${station.token}&document=protocol&game=${gameId}`);
  await expect(page.getByTestId('print-protocol')).toBeVisible();
  const { text, pages } = await printAndRasterise(page, 'protocol-copag-mafia');
  expectInk(pages);
  const flat = text.replace(/\s+/g, ' ');
  for (const name of PLAYERS) expect(text).toContain(name);
  expect(flat).toContain("Copag's Máfia");
  expect(flat).toMatch(/Mafioso|Police officer/);
  // Every mission that left the table, in the order it did, with its sum against the value to reach.
  let from = 0;
  for (const h of state.history) {
    const line =
      h.result === 'aborted'
        ? new RegExp(`Mission ${h.number}, [^:]+: aborted by`)
        : new RegExp(`Mission ${h.number}, [^=]+= ${amount(h.sum!)} for ${amount(h.target)}`);
    const at = flat.slice(from).search(line);
    expect(at, `mission ${h.number} after the previous one`).toBeGreaterThanOrEqual(0);
    from += at + 1;
  }
});
