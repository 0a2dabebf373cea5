// Issue 13 §2.6 and §2.9 under the emulated Electron runtime: a crashed console comes back by itself,
// and the projector asks main for its state once per page load.
import { IPC } from '../../shared/contract/ipc-channels.ts';
import { expect, test } from './fixtures.ts';

test('a crashed console renderer is reloaded (and logged), and comes back connected with the game', async ({
  start,
}) => {
  const app = await start();
  const before = app.page(app.moderator);
  await expect(before.getByTestId('new-game')).toBeVisible({ timeout: 30_000 });
  const errors: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(args);
  try {
    app.moderator.webContents.forcefullyCrashRenderer();
    await expect
      .poll(() => app.page(app.moderator) !== before, { message: 'a new renderer for the console', timeout: 30_000 })
      .toBe(true);
    await expect(app.page(app.moderator).getByTestId('new-game')).toBeVisible({ timeout: 30_000 });
  } finally {
    console.error = original;
  }
  expect(errors.map((args) => args.join(' ')).join('\n')).toMatch(/moderator.*crashed/i);
  expect(app.moderator.isDestroyed()).toBe(false);
});

test('the projector asks for the current state once per page load, not once per subscription', async ({ start }) => {
  const app = await start();
  const projector = app.page(app.projector);
  await expect(projector.locator('#app[data-v-app]')).toBeAttached({ timeout: 30_000 });
  // Whatever else the page does at start, give it a moment to ask again if it were going to.
  await projector.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  const asked = () => app.runtime.ipcMain.received.filter((m) => m.channel === IPC.projectorReady).length;
  expect(asked()).toBe(1);
  await projector.reload();
  await expect(projector.locator('#app[data-v-app]')).toBeAttached({ timeout: 30_000 });
  await expect.poll(asked).toBe(2);
});
