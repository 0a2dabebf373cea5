// Issue 13 §2.5: a real application menu — the console's commands and Help, no Reload / Force Reload /
// DevTools in the shipped app, and no Edit ▸ Undo competing with the console's Ctrl+Z.
import { expect, test } from './fixtures.ts';

test('the application menu offers the console’s commands and Help, and nothing that blanks the console', async ({
  start,
}) => {
  const app = await start({ packaged: true });
  const menu = app.runtime.applicationMenu;
  expect(menu, 'an application menu is set').not.toBeNull();
  const items = menu!.flatten();
  const roles = items.map((i) => i.item.role?.toLowerCase()).filter(Boolean);
  for (const role of ['reload', 'forcereload', 'toggledevtools', 'undo', 'redo']) expect(roles).not.toContain(role);
  const labels = items.map((i) => i.path.join(' > '));
  expect(labels).toContain('Game > Undo Step');
  expect(labels).toContain('Help > Keyboard Shortcuts');
  // The console's keys are shown, not taken: Ctrl+Z reaches the page, once.
  for (const { item } of items.filter((i) => i.item.accelerator)) expect(item.registerAccelerator).toBe(false);
  // Help ▸ Keyboard Shortcuts opens the console's key list.
  const moderator = app.page(app.moderator);
  // The menu's key reaches the console once it is drawn (its keys are bound as it mounts): a key pressed into a
  // page still loading is lost, as a person could not click so soon (failed once at load 20).
  await expect(moderator.getByTestId('open-help')).toBeVisible();
  items.find((i) => i.path.join(' > ') === 'Help > Keyboard Shortcuts')!.item.click!({}, app.moderator, {});
  await expect(moderator.getByTestId('key-help')).toBeVisible();
});
