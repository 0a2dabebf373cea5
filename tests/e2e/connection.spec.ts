import { expect, test } from './support/fixtures.ts';
import { openConsole } from './support/open-pages.ts';

// The moderator console talks to the station only with the key printed at start.

test('a moderator page opened without the key says so and cannot connect', async ({ page, station }) => {
  await page.goto(`${station.url}/moderator/`);
  const notice = page.getByTestId('connection-error');
  await expect(notice).toHaveAttribute('data-state', 'no-token');
  await expect(notice).toContainText('This page has no key');
  await expect(page.getByTestId('new-game')).toHaveCount(0);
});

test('a moderator page with a wrong key is refused with a clear message', async ({ page, station }) => {
  const refused: string[] = [];
  page.on('websocket', (socket) => socket.on('socketerror', (error) => refused.push(error)));
  await page.goto(`${station.url}/moderator/?token=${'f'.repeat(64)}`);
  const notice = page.getByTestId('connection-error');
  await expect(notice).toHaveAttribute('data-state', 'unauthorized');
  await expect(notice).toContainText('The station refused this key');
  await expect(page.getByTestId('new-game')).toHaveCount(0);
});

test('the right key connects, and survives a reload (the key is kept for the tab only)', async ({ page, station }) => {
  await openConsole(page, station);
  expect(page.url()).not.toContain('token=');
  await page.reload();
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'open');
  await expect(page.getByTestId('start-page')).toBeVisible();
});

test('the projector page connects without any key and shows the idle screen', async ({ page, station }) => {
  await page.goto(station.projectorUrl);
  await expect(page.getByTestId('projector-idle')).toBeVisible();
  await expect(page.getByTestId('projector-connection')).toHaveCount(0);
});

test('a fresh load shows no link error: requests made before the socket opened wait for it (issue 12 §5)', async ({
  page,
  station,
}) => {
  for (const load of ['first', 'reload'] as const) {
    if (load === 'first') await page.goto(station.moderatorUrl);
    else await page.reload();
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'open');
    // The projector panel asks for the display list at mount, before the socket is open.
    await expect(page.getByTestId('display-picker-none')).toBeVisible();
    await expect(page.getByTestId('display-picker-error')).toHaveCount(0);
    await expect(page.getByText('The link to the station dropped')).toHaveCount(0);
  }
});
