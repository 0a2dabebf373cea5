// Issue 13 §2.3: the session refuses every permission but one — the moderator page may write to the
// clipboard ("copy the mirror link"); the projector may not.
import { expect, test } from './fixtures.ts';

test('the moderator page may write the clipboard; the projector page may not', async ({ start }) => {
  const app = await start();
  const tryWrite = (window: typeof app.moderator) =>
    app.page(window).evaluate(() =>
      navigator.clipboard.writeText('http://192.168.1.20:5601/mirror').then(
        () => 'written',
        (error: unknown) => String(error),
      ),
    );
  await tryWrite(app.moderator);
  await tryWrite(app.projector);
  expect(app.runtime.session.defaultSession.asked).toEqual([
    { page: 'app://moderator/index.html', permission: 'clipboard-sanitized-write', granted: true },
    { page: 'app://projector/index.html', permission: 'clipboard-sanitized-write', granted: false },
  ]);
});
