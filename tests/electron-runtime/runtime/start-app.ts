// Starts the BUILT desktop app (out/main/index.js) in this Node process under the emulated Electron
// runtime: `electron` resolves to the runtime's module (main-bundle-hooks.ts), every window is a page
// of the test's Chromium. Each start is a fresh import of the bundle (`?run=N`), so a test can quit the
// app and start it again on the same data folder, as a person restarting the laptop would.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { EmulatedRuntime, type EmulatedBrowserWindow, type EmulatedMachine } from './emulated-electron.ts';
import { POLL_INTERVALS } from '../../e2e/support/poll-intervals.ts';
import { registerMainBundleHooks } from './main-bundle-hooks.ts';

/** The built main bundle the runtime starts. */
export const MAIN_BUNDLE = resolve('out/main/index.js');

const RUNTIME_KEY = Symbol.for('mafia-station.emulated-electron');
let hookRegistered = false;
let runs = 0;

/** A started desktop app: its runtime, and its windows once they have loaded their pages. */
export interface DesktopApp {
  runtime: EmulatedRuntime;
  /** The moderator console's window and page. */
  moderator: EmulatedBrowserWindow;
  /** The projector's window and page. */
  projector: EmulatedBrowserWindow;
  /** The live page of a window (a crashed renderer's page is replaced when it reloads). */
  page(window: EmulatedBrowserWindow): Page;
  /** Quits as the user would (the console's window closed) and waits until the app has exited. */
  quit(): Promise<void>;
}

/** Starts the app and waits until both windows have loaded their pages. */
export async function startDesktopApp(machine: EmulatedMachine): Promise<DesktopApp> {
  if (!existsSync(MAIN_BUNDLE)) throw new Error(`${MAIN_BUNDLE} is missing: run \`npx electron-vite build\` first.`);
  const runtime = await importMain(machine);
  await expect
    .poll(() => runtime.windows.length + runtime.dialog.errorBoxes.length, {
      message: 'the app opened its windows',
      intervals: POLL_INTERVALS,
    })
    .toBeGreaterThanOrEqual(2);
  expect(runtime.dialog.errorBoxes).toEqual([]);
  const [moderator, projector] = runtime.windows as [EmulatedBrowserWindow, EmulatedBrowserWindow];
  for (const window of [moderator, projector]) {
    await window.webContents.whenPage();
    // Loaded as main asked: the page's load event has fired (a heavy build takes long on a busy machine).
    await expect.poll(() => window.webContents.isLoading(), { timeout: 60_000, intervals: POLL_INTERVALS }).toBe(false);
  }
  expect(moderator.webContents.getURL()).toBe('app://moderator/index.html');
  expect(projector.webContents.getURL()).toBe('app://projector/index.html');
  return {
    runtime,
    moderator,
    projector,
    page: (window) => window.webContents.page!,
    async quit() {
      if (!moderator.isDestroyed()) moderator.close();
      await runtime.exited;
    },
  };
}

/**
 * Imports a fresh copy of the built main bundle under a new runtime (and returns the runtime, whatever
 * the bundle does: a second instance, say, quits at once without a window).
 */
export async function importMain(machine: EmulatedMachine): Promise<EmulatedRuntime> {
  if (!hookRegistered) {
    registerMainBundleHooks();
    hookRegistered = true;
  }
  const runtime = new EmulatedRuntime(machine);
  (globalThis as Record<symbol, unknown>)[RUNTIME_KEY] = runtime;
  // The bundle picks the data folder from MAFIA_STATION_DATA before userData: the emulated userData must win.
  delete process.env['MAFIA_STATION_DATA'];
  runs += 1;
  await import(/* @vite-ignore */ `${pathToFileURL(MAIN_BUNDLE).href}?run=${runs}`);
  return runtime;
}
