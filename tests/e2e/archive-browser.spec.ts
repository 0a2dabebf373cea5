import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { pngInk } from './support/png-pixels.ts';
import { shoot } from './support/screenshots.ts';
import { moderatorLink, playGameThroughStation } from './support/station-player.ts';

// The archive browser in browser mode: games played through the station, found by player, opened,
// replayed with the slider, printed, exported, imported, backed up and restored from the console.

const PRINT_DIR = resolve('test-results/e2e/print');
const DOWNLOAD_DIR = resolve('test-results/e2e/downloads');

const TABLES = [
  ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita'],
  ['Hugo', 'Ines', 'Jonas', 'Kira', 'Lev', 'Mila', 'Nora'],
  ['Anna', 'Oskar', 'Pia', 'Quinn', 'Rosa', 'Sven', 'Tess'],
];

test('archive browser: search by player, open, replay, print, export, import, back up and restore', async ({
  page,
  station,
  context,
}) => {
  const problems = watchPageProblems(page, [/Failed to load resource/]);
  // Three finished games and one left unfinished, all through the station's own API.
  const link = await moderatorLink(station.url, station.token);
  const finished: string[] = [];
  for (const [i, players] of TABLES.entries())
    finished.push((await playGameThroughStation(link, 'davidoff-1987', players!, 10 + i)).gameId);
  const unfinished = await link.request('game.create', {
    rulesetId: 'davidoff-1987',
    players: ['Uma', 'Vik', 'Wes', 'Xia', 'Yan', 'Zoe', 'Ada'],
  });
  expect(unfinished.ok).toBe(true);
  await link.request('game.close', {});
  link.close();

  await page.goto(station.moderatorUrl);
  // Only the sections with a page are offered: now all four have theirs.
  await expect(page.getByTestId('section-nav').locator('button')).toHaveCount(4);
  for (const section of ['games', 'archive', 'players', 'tournaments'])
    await expect(page.getByTestId(`nav-${section}`)).toBeVisible();
  // The start page's recent games come from a paged search.
  await expect(page.getByTestId('archive-list').getByTestId('archive-row')).toHaveCount(4);
  await expect(page.getByTestId('archive-pager-range')).toHaveAttribute('data-total', '4');

  await page.getByTestId('nav-archive').click();
  await expect(page.getByTestId('archive-result')).toHaveCount(4);
  await shoot(page, 'archive-browser');

  // Search by player: Anna sat at two of the tables.
  await page.getByTestId('search-player').fill('Anna');
  await page.getByTestId('search-player').press('Enter');
  await expect(page.getByTestId('archive-result')).toHaveCount(2);
  await page.getByTestId('search-finished').selectOption('unfinished');
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('search-empty')).toBeVisible();
  await page.getByTestId('search-clear').click();
  await expect(page.getByTestId('archive-result')).toHaveCount(4);
  // Hugo sat at one table; part of a name, in any case: "ANN" finds Anna's two tables, "os" Rosa's and Oskar's one.
  const searches = [
    ['Hugo', 1],
    ['ANN', 2],
    ['os', 1],
    ['Hugo', 1],
  ] as const;
  for (const [part, tables] of searches) {
    await page.getByTestId('search-player').fill(part);
    await page.getByTestId('search-submit').click();
    await expect(page.getByTestId('archive-result')).toHaveCount(tables);
  }
  await shoot(page, 'archive-search-by-player');

  // The game's page: summary, protocol, and the slider at the last step.
  const gameId = finished[1]!;
  await page.getByTestId(`archive-open-${gameId}`).click();
  await expect(page.getByTestId('archive-game')).toHaveAttribute('data-game-id', gameId);
  await expect(page.getByTestId('archive-protocol').getByTestId('print-protocol')).toContainText('Hugo');
  const position = page.getByTestId('replay-position');
  await expect(page.getByTestId('replay-view')).toHaveAttribute('data-phase', 'ended');
  const last = Number(await position.getAttribute('data-step'));
  expect(last).toBeGreaterThan(3);
  await expect(page.getByTestId('archive-continue')).toHaveCount(0);

  // ← and → move the slider; the station replays the log up to that step.
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveAttribute('data-step', String(last - 1));
  await expect(page.getByTestId('replay-step-text')).not.toHaveAttribute('data-kind', 'game-ended');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveAttribute('data-step', String(last - 1));
  await page.getByTestId('replay-range').fill('0');
  await expect(position).toHaveAttribute('data-step', '0');
  await expect(page.getByTestId('replay-view')).toHaveAttribute('data-phase', 'setup');
  await expect(page.getByTestId('replay-seat').filter({ has: page.locator('[data-alive="false"]') })).toHaveCount(0);
  await page.getByTestId('replay-range').fill('2');
  await expect(position).toHaveAttribute('data-step', '2');
  await expect(page.getByTestId('replay-seat')).toHaveCount(7);
  await shoot(page, 'archive-game-replay');

  // Print its protocol: the print page opens in a new tab; Chromium prints it to PDF, poppler to PNG.
  const [printPage] = await Promise.all([
    context.waitForEvent('page'),
    page.getByTestId('print-protocol-button').click(),
  ]);
  await expect(printPage.getByTestId('print-protocol')).toBeVisible();
  await expect(printPage.locator('body')).toHaveAttribute('data-print-state', 'ready');
  mkdirSync(PRINT_DIR, { recursive: true });
  for (const old of readdirSync(PRINT_DIR).filter((f) => f.startsWith('archive-protocol')))
    rmSync(join(PRINT_DIR, old));
  const pdf = join(PRINT_DIR, 'archive-protocol.pdf');
  writeFileSync(pdf, await printPage.pdf({ format: 'A4', printBackground: true }));
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, join(PRINT_DIR, 'archive-protocol')]);
  const png = readdirSync(PRINT_DIR).find((f) => f.startsWith('archive-protocol') && f.endsWith('.png'))!;
  expect(pngInk(join(PRINT_DIR, png)).inkShare).toBeGreaterThan(0.005);
  expect(execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })).toContain('Hugo');
  await printPage.close();

  // Export it: a JSON game record, downloaded through a Blob link.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('archive-export').click()]);
  expect(download.suggestedFilename()).toBe(`mafia-station-${new Date().toISOString().slice(0, 10)}-${gameId}.json`);
  mkdirSync(DOWNLOAD_DIR, { recursive: true });
  const exported = join(DOWNLOAD_DIR, download.suggestedFilename());
  await download.saveAs(exported);
  const record = JSON.parse(readFileSync(exported, 'utf8')) as {
    format: string;
    game: { gameId: string; createdAt: string };
  };
  expect(record.format).toBe('mafia-station/game');
  expect(record.game.gameId).toBe(gameId);

  // Back to the archive (the search is kept), then its tools: a backup first.
  await page.getByTestId('archive-back').click();
  await expect(page.getByTestId('archive-result')).toHaveCount(1);
  await page.getByTestId('search-clear').click();
  await expect(page.getByTestId('archive-result')).toHaveCount(4);
  await expect(page.getByTestId('no-backups')).toBeVisible();
  await page.getByTestId('backup-now').click();
  await expect(page.getByTestId('tools-message')).toBeVisible();
  await expect(page.getByTestId('backup')).toHaveCount(1);
  const backupName = await page.getByTestId('backup').getAttribute('data-name');

  // Importing the exported file again adds nothing; its game under a new id and another start time is imported
  // (a new id alone is the same game, already there: tryout 14 §4).
  await page.getByTestId('import-file').setInputFiles(exported);
  await expect(page.getByTestId('import-result')).toHaveAttribute('data-status', 'already-present');
  const copy = join(DOWNLOAD_DIR, 'copy-of-game.json');
  const earlier = new Date(Date.parse(record.game.createdAt) - 60_000).toISOString();
  writeFileSync(
    copy,
    JSON.stringify({ ...record, game: { ...record.game, gameId: 'imported-copy', createdAt: earlier } }),
  );
  await page.getByTestId('import-file').setInputFiles(copy);
  await expect(page.getByTestId('import-result')).toHaveAttribute('data-status', 'imported');
  await expect(page.getByTestId('archive-result')).toHaveCount(5);
  // A file that is not a game record is refused with its reason.
  const bad = join(DOWNLOAD_DIR, 'not-a-record.json');
  writeFileSync(bad, '{"format":"something else"}');
  await page.getByTestId('import-file').setInputFiles(bad);
  await expect(page.getByTestId('import-error')).toContainText('not a valid game record');
  await expect(page.getByTestId('archive-result')).toHaveCount(5);
  await shoot(page, 'archive-tools');

  // Restore the backup (asked twice): the imported copy is gone, the archive as it was is a backup too.
  const restore = page.locator(`[data-testid="backup"][data-name="${backupName}"]`).getByTestId('restore');
  await restore.click();
  await expect(restore).toHaveText(/Replace the archive/);
  await restore.click();
  await expect(page.getByTestId('tools-message')).toContainText('restored');
  await expect(page.getByTestId('archive-result')).toHaveCount(4);
  await expect(page.getByTestId('backup')).toHaveCount(2);
  await shoot(page, 'archive-restored');

  // The unfinished game continues from its page; "Games" returns to it from another section.
  await page.getByTestId('search-finished').selectOption('unfinished');
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('archive-result')).toHaveCount(1);
  await page.getByTestId('archive-result').click();
  await page.getByTestId('archive-continue').click();
  await expect(page.getByTestId('moderator-phase')).toBeVisible();
  await page.getByTestId('nav-archive').click();
  await expect(page.getByTestId('archive-game')).toBeVisible();
  await expect(page.getByTestId('timeline')).toHaveCount(0);
  await page.getByTestId('nav-games').click();
  await expect(page.getByTestId('timeline')).toBeVisible();
  await expect(page.getByTestId('moderator-phase')).toBeVisible();

  // A restore while a game is open is refused, with its reason, and changes nothing.
  await page.getByTestId('nav-archive').click();
  await page.getByTestId('archive-back').click();
  const firstRestore = page.getByTestId('restore').first();
  await firstRestore.click();
  await firstRestore.click();
  await expect(page.getByTestId('tools-error')).toContainText('while a game is open');
  await expect(page.getByTestId('backup')).toHaveCount(2);
  expect(problems).toEqual([]);
});
