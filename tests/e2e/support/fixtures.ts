import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { startServer } from '../../../electron/serve.ts';

/** A browser-mode station for the tests: its URLs and its (known) moderator token. */
export interface StationFixture {
  url: string;
  token: string;
  moderatorUrl: string;
  projectorUrl: string;
  dataDir: string;
}

/** The moderator token the tests use, so that they can also try wrong ones. */
export const TEST_TOKEN = 'e2e'.padEnd(64, '0');

/**
 * Playwright's test with its own `station`: browser mode started in-process for each test on a fresh
 * temporary data folder (it starts in milliseconds), so no test sees another's games.
 */
export const test = base.extend<{ station: StationFixture }>({
  station: [
    // Playwright reads a fixture's dependencies from this destructuring; the station needs none.
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring, even empty
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'mafia-station-e2e-'));
      const server = await startServer({ port: 0, dataDir, token: TEST_TOKEN });
      try {
        await use({
          url: server.url,
          token: server.token,
          moderatorUrl: server.moderatorUrl,
          projectorUrl: server.projectorUrl,
          dataDir,
        });
      } finally {
        await server.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'test' },
  ],
});

export { expect } from '@playwright/test';
