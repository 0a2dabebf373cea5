import { expect, test } from './support/fixtures.ts';
import { shoot } from './support/screenshots.ts';

// Tryout 14 §3: Copag's role-cards page, reached by its address, printed the request schema's English refusal
// ("Invalid request: rulesetId: Invalid type: Expected (…) but received "copag-mafia"") inside a Portuguese sentence.

test('the role-cards page for Copag says in the page’s language that it has no printed cards (objectives by QR)', async ({
  page,
  station,
}) => {
  await page.goto(`${station.url}/print/?token=${station.token}&document=role-cards&ruleset=copag-mafia&lang=pt`);
  await expect(page.locator('body')).toHaveAttribute('data-print-state', 'failed');
  const failure = page.getByTestId('print-failure');
  await expect(failure).toContainText('Máfia da Copag');
  await expect(failure).toContainText('QR');
  await expect(failure).not.toContainText('rulesetId');
  await expect(failure).not.toContainText('Invalid');
  await shoot(page, 'print-role-cards-copag-pt');
});

test('the role-cards page for a ruleset the station does not know names it in the page’s language', async ({
  page,
  station,
}) => {
  await page.goto(`${station.url}/print/?token=${station.token}&document=role-cards&ruleset=no-such-rules&lang=ja`);
  await expect(page.locator('body')).toHaveAttribute('data-print-state', 'failed');
  const failure = page.getByTestId('print-failure');
  await expect(failure).toContainText('no-such-rules');
  await expect(failure).toContainText('ルールセット');
  await expect(failure).not.toContainText('Invalid');
  await shoot(page, 'print-role-cards-unknown-ja');
});
