// A whole City game through the desktop app's two windows, under the emulated Electron runtime: the
// same scripted game and drivers as the browser-mode test (tests/e2e/city-mafia-game.spec.ts), here
// over app://, the built preloads and IPC. Then the protocol is printed by the hidden print window.
import { execFileSync } from 'node:child_process';
import { readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { CITY_MAFIA_GAME } from '../fixtures/scripted-games.ts';
import { watchPageProblems } from '../e2e/support/page-problems.ts';
import { createScriptedGame, playScript } from '../e2e/support/scripted-play.ts';
import { expect, test } from './fixtures.ts';

const SECRETS = /\b(sheriff|doctor|putana|don|maniac|mafioso|mafiosi|civilian)\b/i;

test('a whole City game from the moderator window, the projector window following, an undo, and its protocol printed as PDF in the console’s language', async ({
  start,
  userData,
}) => {
  test.setTimeout(600_000);
  const app = await start();
  const moderator = app.page(app.moderator);
  const projector = app.page(app.projector);
  const problems = [...watchPageProblems(moderator), ...watchPageProblems(projector)];
  await createScriptedGame(moderator, CITY_MAFIA_GAME);
  // Half-way the console switches to Russian (the room's projector keeps its own language).
  const nightOne = CITY_MAFIA_GAME.commands.findIndex((c) => c.type === 'putana-visit');
  await playScript({ moderator, projector, projectorFrames: [], problems }, CITY_MAFIA_GAME, SECRETS, {
    locale: 'ru',
    atCommand: nightOne,
  });
  // The end screen's sentence for the winner («Победили красные», «Победили чёрные»).
  await expect(moderator.getByTestId('winner')).toContainText(/Победил/);
  // The scripted undo stays in the timeline, marked undone.
  await expect(moderator.locator('[data-testid="timeline-step"][data-undone="true"]')).toHaveCount(1);

  // print.pdf: the hidden print window draws the protocol and printToPDF saves it in prints/.
  await moderator.getByTestId('print-protocol-button').click();
  await expect(moderator.getByTestId('printed-file')).toBeVisible({ timeout: 60_000 });
  const prints = join(userData, 'prints');
  const [file] = readdirSync(prints).filter((f) => f.endsWith('.pdf'));
  expect(file).toBeDefined();
  const text = execFileSync('pdftotext', ['-layout', join(prints, file!), '-'], { encoding: 'utf8' });
  expect(text).toContain('Lev');
  // In the console's language (Russian), not English.
  expect(text).toMatch(/[А-Яа-яЁё]{4,}/);
  expect(text).not.toMatch(/\b(Protocol|Seat|Result|Night|Day)\b/);
  // Show in folder / Open (issue 13 §2.8): the printed file, through Electron's shell, and nothing else.
  const printed = realpathSync(join(prints, file!));
  await moderator.getByTestId('printed-show').click();
  await expect.poll(() => app.runtime.shell.shownInFolder).toEqual([printed]);
  await moderator.getByTestId('printed-open').click();
  await expect.poll(() => app.runtime.shell.opened).toEqual([printed]);
  expect(app.runtime.shell.external).toEqual([]);
  // The print window is gone once the PDF is written.
  expect(app.runtime.openWindows()).toHaveLength(2);
  expect(problems).toEqual([]);
});
