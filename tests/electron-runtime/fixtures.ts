import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import type { EmulatedMachine } from './runtime/emulated-electron.ts';
import { startDesktopApp, type DesktopApp } from './runtime/start-app.ts';

/** The emulated desktop tests' fixtures: a fresh userData folder, and a start function bound to it and the shared Chromium. */
export const test = base.extend<{
  userData: string;
  start: (machine?: Partial<EmulatedMachine>) => Promise<DesktopApp>;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring; it has none
  userData: async ({}, use) => {
    const folder = mkdtempSync(join(tmpdir(), 'mafia-station-desktop-'));
    try {
      await use(folder);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
  start: async ({ browser, userData }, use) => {
    const started: DesktopApp[] = [];
    await use(async (machine = {}) => {
      const app = await startDesktopApp({ browser, userData, ...machine });
      started.push(app);
      return app;
    });
    // A test that failed half-way leaves no app running into the next one.
    for (const app of started) if (!app.runtime.hasExited) await app.quit().catch(() => undefined);
  },
});

export { expect } from '@playwright/test';
