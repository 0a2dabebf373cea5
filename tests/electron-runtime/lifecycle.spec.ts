// The desktop app's life under the emulated Electron runtime: a display plugged in, a quit and a restart.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHIVE_FILE } from '../../electron/station/index.ts';
import { deal, expectModeratorPhase } from '../e2e/support/moderator-actions.ts';
import { expect, test } from './fixtures.ts';

const NAMES = ['Olga', 'Pavel', 'Quentin', 'Rita', 'Sasha', 'Timur'];

test('a second display plugged in moves the projector there, fullscreen; unplugged, it comes back beside the console', async ({
  start,
}) => {
  const app = await start({ displays: [{ id: 1, x: 0, y: 0, width: 1920, height: 1080 }] });
  // One display: the projector is a window in the corner, never over the console.
  expect(app.projector.isFullScreen()).toBe(false);
  expect(app.projector.display().id).toBe(1);
  app.runtime.screen.plug({ id: 2, x: 1920, y: 0, width: 1280, height: 720, label: 'Projector' });
  await expect.poll(() => app.projector.isFullScreen()).toBe(true);
  expect(app.projector.getBounds()).toEqual({ x: 1920, y: 0, width: 1280, height: 720 });
  await expect.poll(() => app.page(app.projector).viewportSize()).toEqual({ width: 1280, height: 720 });
  app.runtime.screen.unplug(2);
  await expect.poll(() => app.projector.isFullScreen()).toBe(false);
  expect(app.projector.display().id).toBe(1);
});

test('quitting closes the archive cleanly, and a restart on the same data offers to resume the game', async ({
  start,
  userData,
}) => {
  const first = await start();
  const moderator = first.page(first.moderator);
  await moderator.getByTestId('new-game').click();
  for (const [i, name] of NAMES.entries()) await moderator.getByTestId(`player-name-${i + 1}`).fill(name);
  await moderator.getByTestId('create-game').click();
  await deal(moderator);
  await first.quit();
  // SQLite removes the write-ahead log when the last connection closes cleanly.
  expect(existsSync(join(userData, ARCHIVE_FILE))).toBe(true);
  expect(existsSync(join(userData, `${ARCHIVE_FILE}-wal`))).toBe(false);

  const second = await start();
  const again = second.page(second.moderator);
  const offer = again.getByTestId('resume-offer');
  await expect(offer.getByTestId('archive-row')).toHaveCount(1);
  await expect(offer).toContainText(NAMES.join(', '));
  const gameId = await offer.getByTestId('archive-row').getAttribute('data-game-id');
  await again.getByTestId(`resume-list-open-${gameId}`).click();
  await expectModeratorPhase(again, 'sunrise', 0);
});
