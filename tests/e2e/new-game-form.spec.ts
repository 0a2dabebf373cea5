import { expect, test } from './support/fixtures.ts';
import { shoot } from './support/screenshots.ts';
import { openConsole } from './support/open-pages.ts';

test('the new-game form: every ruleset with its options, a live playability check, names from the archive, seats by drag and drop', async ({
  page,
  station,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openConsole(page, station);

  // A first game puts its players in the archive.
  await page.getByTestId('new-game').click();
  const first = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Fyodor'];
  for (const [i, name] of first.entries()) await page.getByTestId(`player-name-${i + 1}`).fill(name);
  await page.getByTestId('create-game').click();
  await expect(page.getByTestId('moderator-phase')).toBeVisible();
  await page.getByTestId('leave-game').click();

  // The next table: typing suggests the names the archive knows.
  await page.getByTestId('new-game').click();
  await page.getByTestId('player-name-1').pressSequentially('An');
  await expect(page.locator('#known-players option[value="Anna"]')).toHaveCount(1);

  // Each ruleset brings its own options, explained; city mafia's role counts follow its preset.
  await page.getByTestId('ruleset').selectOption('city-mafia');
  for (let i = 7; i <= 10; i++) await page.getByTestId('add-player').click();
  for (let i = 1; i <= 10; i++) await page.getByTestId(`player-name-${i}`).fill(`Player ${i}`);
  await expect(page.getByTestId('count-don')).toHaveValue('1');
  await expect(page.getByTestId('playability-ok')).toBeVisible();
  // No mafia at all cannot be played: said at once, next to the options.
  await page.getByTestId('count-don').fill('0');
  await page.getByTestId('count-mafioso').fill('0');
  await expect(page.getByTestId('playability')).toBeVisible();
  await shoot(page, 'new-game-city-not-playable');
  await page.getByTestId('reset-roles').click();
  await expect(page.getByTestId('playability-ok')).toBeVisible();

  await page.getByTestId('ruleset').selectOption('mensa-hungariqa');
  await expect(page.locator('[data-option="lovers"] input')).toBeVisible();
  await page.getByTestId('ruleset').selectOption('french-deck');
  await expect(page.getByTestId('option-dealing')).toBeVisible();

  // A name dragged to another seat takes it.
  // By its seat number, the handle that carries the drag hint (the row's middle holds its name and gender fields).
  await page.getByTestId('name-row-3').locator('.seat-label').dragTo(page.getByTestId('name-row-1'));
  await expect(page.getByTestId('player-name-1')).toHaveValue('Player 3');
  await expect(page.getByTestId('player-name-2')).toHaveValue('Player 1');
  await shoot(page, 'new-game-french-deck');

  // Real cards: the role cards of this table and these options, printed from the form (here with two
  // mafia at ten seats), with the French deck's card sheet.
  await page.getByTestId('mafia-count').fill('2');
  const [printPage] = await Promise.all([
    context.waitForEvent('page'),
    page.getByTestId('print-role-cards-button').click(),
  ]);
  await expect(printPage.getByTestId('print-role-cards')).toBeVisible();
  await expect(printPage.getByTestId('print-role-cards')).toContainText('10');
  await expect(printPage.getByTestId('print-french-cards')).toBeVisible();
  expect(new URL(printPage.url()).searchParams.get('options')).toBe('{"mafiaCount":2}');
  await printPage.close();
});

test('the new-game form’s name boxes hold a whole real name, in French at 1440 px', async ({ page, station }) => {
  // Club tryout (fr-00-newgame.png): two columns of rows left each name box a few letters ('Camil', 'Manor').
  await page.setViewportSize({ width: 1440, height: 900 });
  await openConsole(page, station);
  await page.getByTestId('console-language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByTestId('new-game').click();
  await page.getByTestId('ruleset').selectOption('french-deck');
  const names = [
    'Jean-Baptiste Lefèvre',
    'Camille Delacroix',
    'Anne-Sophie Moreau',
    'Maximilien Girard',
    'Julien Rousseau',
    'Chloé Lambert',
    'Théo Fontaine',
    'Léa Marchand',
  ];
  while ((await page.locator('[data-testid^="player-name-"]').count()) < names.length)
    await page.getByTestId('add-player').click();
  for (const [i, name] of names.entries()) await page.getByTestId(`player-name-${i + 1}`).fill(name);
  await shoot(page, 'new-game-names-fr');
  const cut = await page
    .locator('[data-testid^="player-name-"]')
    .evaluateAll((inputs) =>
      inputs
        .filter((input) => input.scrollWidth > input.clientWidth + 1)
        .map((input) => (input as HTMLInputElement).value),
    );
  expect(cut).toEqual([]);
});
