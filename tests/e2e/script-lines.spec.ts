import { expect, test } from './support/fixtures.ts';
import { openConsole } from './support/open-pages.ts';
import { openDriver } from './support/station-driver.ts';

// Tryout 15: the script card numbered its lines, and the lines begin with numbers of their own, so a Hungarian
// moderator read «1. 1. éjszaka: „Mindenki csukja be a szemét!”» («first first night») and a Japanese one
// «1. 2日目：…». The lines are told apart without a number.
test('the script card puts no number before its lines, which begin with numbers of their own', async ({
  page,
  station,
}) => {
  const driver = await openDriver(station);
  try {
    await driver.create('city-mafia', [
      'Anna',
      'Boris',
      'Vera',
      'Gleb',
      'Dasha',
      'Egor',
      'Zhenya',
      'Ivan',
      'Kira',
      'Lev',
    ]);
  } finally {
    driver.close();
  }
  await openConsole(page, station);
  await expect(page.getByTestId('ruleset-console')).toBeVisible();
  await page.getByTestId('console-language').selectOption('hu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  const lines = page.getByTestId('script-card').getByTestId('prompt');
  await expect(lines.first()).toBeVisible();
  for (const line of await lines.all()) {
    expect(await line.evaluate((li) => getComputedStyle(li).display)).toBe('list-item');
    expect(await line.evaluate((li) => getComputedStyle(li).listStyleType)).toBe('none');
  }
});
