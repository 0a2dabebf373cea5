import { expect, test } from './support/fixtures.ts';
import { shoot } from './support/screenshots.ts';
import { openConsole } from './support/open-pages.ts';

// What a club tryout found in the new-game form's layout and on the role-cards print page (its screenshots:
// mensa-5-01-newgame-mod.png, cards-mensa-game-1.png).

test("the new-game form draws every option's checkbox at one size and shows a choice's whole text", async ({
  page,
  station,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openConsole(page, station);
  await page.getByTestId('new-game').click();
  await page.getByTestId('ruleset').selectOption('mensa-hungariqa');
  await expect(page.locator('[data-option="lovers"] input')).toBeVisible();
  await shoot(page, 'new-game-mensa-options');

  // The bodyguard's, Aunt Sárika's and the remarks' checkboxes were drawn smaller: their long hints squeezed them.
  const boxes = page.locator('.option input[type="checkbox"]');
  const sizes = await boxes.evaluateAll((inputs) =>
    inputs.map((input) => {
      const box = input.getBoundingClientRect();
      return `${input.closest('[data-option]')?.getAttribute('data-option')}: ${Math.round(box.width)}×${Math.round(box.height)}`;
    }),
  );
  expect(sizes.length).toBeGreaterThan(8);
  const first = sizes[0]!.split(': ')[1];
  expect(sizes.filter((size) => !size.endsWith(`: ${first}`))).toEqual([]);

  // "Mafia agreement at night" read "The rulebook's table (all up to 3, then 3 of 4, 3 of 5" and was cut.
  const cut = await page.locator('.option select').evaluateAll((selects) =>
    (selects as HTMLSelectElement[])
      .filter((select) => {
        const probe = document.createElement('span');
        probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${getComputedStyle(select).font}`;
        probe.textContent = select.selectedOptions[0]?.textContent ?? '';
        document.body.append(probe);
        const wide = probe.getBoundingClientRect().width;
        probe.remove();
        // The text, the select's padding and its arrow must fit in the select.
        return wide + 40 > select.getBoundingClientRect().width;
      })
      .map((select) => select.selectedOptions[0]?.textContent),
  );
  expect(cut).toEqual([]);
});

test('the role-cards page opened with a game and no ruleset refuses in the reader’s language, not in a schema’s words', async ({
  page,
  station,
}) => {
  await page.goto(`${station.url}/print/?token=${station.token}&document=role-cards&game=some-game&lang=fr`);
  await expect(page.locator('body')).toHaveAttribute('data-print-state', 'failed');
  const failure = page.getByTestId('print-failure');
  await expect(failure).toContainText('cartes de rôle');
  await expect(failure).not.toContainText('rulesetId');
  await expect(failure).not.toContainText('Invalid');
  await shoot(page, 'print-role-cards-no-ruleset');
});
