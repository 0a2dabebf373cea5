import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { shoot } from './support/screenshots.ts';
import { moderatorLink, playGameThroughStation } from './support/station-player.ts';

// Tryout 14 §3: the import dialog told a Portuguese or Japanese secretary why a game file was refused in English,
// with a rule's code ("step 22: the rules refuse it (davidoff-1987.voter-must-be-living)") or the schema's words.

const FILES = resolve('test-results/e2e/import-refusal');

test('the import dialog says a refused game file in Portuguese and Japanese: the step and its rule, the players’ row', async ({
  page,
  station,
}) => {
  const link = await moderatorLink(station.url, station.token);
  const { gameId } = await playGameThroughStation(
    link,
    'davidoff-1987',
    ['Ana', 'Bia', 'Caio', 'Davi', 'Elis', 'Fábio', 'Gil'],
    7,
  );
  const exported = await link.request('game.export', { gameId });
  link.close();
  if (!exported.ok) throw new Error('export failed');
  const record = JSON.parse((exported.value as { text: string }).text) as {
    game: { gameId: string; createdAt: string; players: { seat: number }[] };
    log: { step: number; event: { type: string; voters?: number[] | null; yes?: number } }[];
  };
  mkdirSync(FILES, { recursive: true });
  // Begun a minute earlier, so neither is the station's own game recorded otherwise (which it would refuse as such).
  record.game.createdAt = new Date(Date.parse(record.game.createdAt) - 60_000).toISOString();
  // A vote after the first death in which every seat raises a hand, the dead one too: the rules refuse that step.
  const ruleBroken = structuredClone(record);
  const death = ruleBroken.log.find((e) => e.event.type === 'player-eliminated')!.step;
  const vote = ruleBroken.log.find((e) => e.step > death && e.event.type === 'vote-resolved')!.event;
  vote.voters = ruleBroken.game.players.map((p) => p.seat);
  vote.yes = vote.voters.length;
  ruleBroken.game.gameId = 'rule-broken';
  const seatZero = structuredClone(record);
  seatZero.game.players[0]!.seat = 0;
  seatZero.game.gameId = 'seat-zero';
  const files = { ruleBroken: join(FILES, 'rule-broken.json'), seatZero: join(FILES, 'seat-zero.json') };
  writeFileSync(files.ruleBroken, JSON.stringify(ruleBroken));
  writeFileSync(files.seatZero, JSON.stringify(seatZero));

  await page.goto(station.moderatorUrl);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'open');
  for (const lang of ['pt', 'ja'] as const) {
    await page.getByTestId('console-language').selectOption(lang);
    await page.getByTestId('nav-archive').click();
    await page.getByTestId('import-file').setInputFiles(files.ruleBroken);
    const error = page.getByTestId('import-error');
    await expect(error).toContainText(lang === 'pt' ? 'No passo' : 'ステップ');
    await expect(error).not.toContainText('davidoff-1987');
    await expect(error).not.toContainText('rules refuse');
    await shoot(page, `import-refused-rule-${lang}`);
    await page.getByTestId('import-file').setInputFiles(files.seatZero);
    await expect(error).toContainText(lang === 'pt' ? 'linha 1' : '1行目');
    await expect(error).not.toContainText('Invalid');
    await expect(error).not.toContainText('game.players');
    await shoot(page, `import-refused-seat-${lang}`);
  }
});
