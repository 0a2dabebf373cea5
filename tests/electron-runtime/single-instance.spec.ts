// One station per archive, and windows that can be placed (issue 13 §2.11, §2.7).
import { expect, test } from './fixtures.ts';
import { importMain } from './runtime/start-app.ts';

test('a second start hands over to the first: it quits without a window, and the console comes forward', async ({
  start,
  browser,
  userData,
}) => {
  const first = await start();
  first.projector.focus();
  expect(first.moderator.isFocused()).toBe(false);
  const second = await importMain({ browser, userData });
  await second.exited;
  expect(second.windows).toEqual([]);
  expect(first.moderator.isFocused()).toBe(true);
});

test('under a Linux Wayland session the app asks for X11 (XWayland), where windows can be placed', async ({
  start,
}) => {
  const saved = process.env['XDG_SESSION_TYPE'];
  process.env['XDG_SESSION_TYPE'] = 'wayland';
  try {
    const app = await start({ platform: 'linux' });
    expect(app.runtime.switches.get('ozone-platform')).toBe('x11');
  } finally {
    if (saved === undefined) delete process.env['XDG_SESSION_TYPE'];
    else process.env['XDG_SESSION_TYPE'] = saved;
  }
});
