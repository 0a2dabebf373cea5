// The real desktop app in real Electron (Playwright's _electron.launch): what the emulated runtime
// (tests/electron-runtime) cannot show — Electron's own app:// loader, the real context isolation and
// sandbox, real windows on a real window manager, printToPDF in Electron's Chromium. Runs wherever
// Electron's binary exists (the release workflow, .github/workflows/release.yml); skipped elsewhere,
// and reported as skipped, never as passed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';
import { findElectronBinary } from '../../scripts/electron-binary.ts';

const binary = findElectronBinary(resolve('.'));
test.skip(binary.path === null, `no Electron binary here: ${binary.path === null ? binary.reason : ''}`);

let app: ElectronApplication | undefined;
let dataDir = '';

test.beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mafia-station-electron-'));
  app = await electron.launch({
    executablePath: binary.path!,
    args: [resolve('.'), ...(process.platform === 'linux' ? ['--no-sandbox'] : [])],
    env: { ...process.env, MAFIA_STATION_DATA: dataDir },
  });
});

test.afterEach(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('both windows open over app://, the console is isolated from Node and reaches the station', async () => {
  await expect.poll(() => app!.windows().length).toBe(2);
  const urls = app!
    .windows()
    .map((w) => w.url())
    .sort();
  expect(urls).toEqual(['app://moderator/index.html', 'app://projector/index.html']);
  const moderator = app!.windows().find((w) => w.url().startsWith('app://moderator'))!;
  await expect(moderator.getByTestId('new-game')).toBeVisible();
  // Context isolation and the sandbox: the page has its bridge and nothing of Node or Electron.
  const globals = await moderator.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return [typeof w['require'], typeof w['process'], typeof w['mafiaModerator']];
  });
  expect(globals).toEqual(['undefined', 'undefined', 'object']);
  const status = await moderator.evaluate(() =>
    (
      window as unknown as { mafiaModerator: { request(name: string, payload: unknown): Promise<unknown> } }
    ).mafiaModerator.request('station.status', {}),
  );
  expect(status).toMatchObject({ ok: true });
});
