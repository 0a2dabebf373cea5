import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { shoot } from './support/screenshots.ts';
import { RATINGS_FILE_TEXT } from '../fixtures/ratings-exchange-game.ts';

// Session 20's list: a MafiaRatings file alone (a list of games MafiaRatings wrote, with no tournament's settings)
// could not be imported anywhere. The archive's «Import a game» takes it, in the secretary's language, and the
// tournament import's refusal says where to take it.

const FILES = resolve('test-results/e2e/archive-ratings-import');

test('a MafiaRatings file of games imports in the archive, once; the tournament import points there', async ({
  page,
  station,
}) => {
  mkdirSync(FILES, { recursive: true });
  const file = join(FILES, 'mafiaratings-games.json');
  writeFileSync(file, RATINGS_FILE_TEXT);

  await page.goto(station.moderatorUrl);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'open');
  await page.getByTestId('console-language').selectOption('ru');

  // The tournament import refuses the file, and says in Russian where its games can go.
  await page.getByTestId('nav-tournaments').click();
  await page.getByTestId('import-ratings-json-file').setInputFiles(file);
  await expect(page.getByTestId('import-ratings-json-error')).toContainText('Архив → Импорт игры');

  await page.getByTestId('nav-archive').click();
  await expect(page.getByTestId('archive-result')).toHaveCount(0);
  await page.getByTestId('import-file').setInputFiles(file);
  const result = page.getByTestId('import-result');
  await expect(result).toHaveAttribute('data-status', 'games-imported');
  await expect(result).toHaveText(
    'Игр импортировано из файла MafiaRatings: 1. Уже были в архиве и не добавлены повторно: 0.',
  );
  await expect(page.getByTestId('archive-result')).toHaveCount(1);
  await expect(page.getByTestId('archive-result')).toContainText('Anna');
  await shoot(page, 'archive-ratings-imported-ru');

  // The same file again adds nothing, and says so.
  await page.getByTestId('import-file').setInputFiles(file);
  await expect(result).toHaveText(
    'Игр импортировано из файла MafiaRatings: 0. Уже были в архиве и не добавлены повторно: 1.',
  );
  await expect(page.getByTestId('archive-result')).toHaveCount(1);
});
