import { expect, test } from './fixtures.ts';

test('the built app starts: both windows open on app://, the console connected, the projector shown without focus', async ({
  start,
}) => {
  const app = await start();
  const moderator = app.page(app.moderator);
  const projector = app.page(app.projector);
  await expect(moderator.getByTestId('new-game')).toBeVisible();
  await expect(projector.getByTestId('projector-phase').or(projector.locator('body'))).toBeVisible();
  expect(app.moderator.isVisible()).toBe(true);
  expect(app.projector.isVisible()).toBe(true);
  expect(app.moderator.isFocused()).toBe(true);
  expect(app.projector.isFocused()).toBe(false);
  expect(app.runtime.log).toEqual([]);
});
