import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Two projects, both in Debian's Chromium (no browser download): `e2e` drives browser mode, which a
// worker fixture starts in-process on a fresh data folder (tests/e2e/support/fixtures.ts); `desktop`
// starts the BUILT Electron app under the emulated Electron runtime, every window a page of the same
// Chromium (tests/electron-runtime). Real-Electron tests (tests/electron-real) run only where
// Electron's binary exists and are reported as skipped elsewhere. Build first: `npm run build`. The
// benchmarks (`*.bench.ts`, figures that assert nothing) run apart: `npm run bench:e2e`.

/**
 * The browser the tests drive: Debian's `chromium-headless-shell` where it is installed (`.ci/run` installs it),
 * else Debian's full `chromium`; `CHROMIUM_PATH` overrides both. The shell is the same Blink at the same version
 * without the full browser's user interface and compositor: the same copag-game and print-protocol specs took
 * 35–37 s of CPU with it against 54–64 s with the full browser (issue 14). `--headed` needs the full browser.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** The browser-mode specs that take the longest (CI log of issue 14), started before all others. */
const LONG_SPECS = [
  'every-page-every-language.spec.ts',
  'copag-game.spec.ts',
  'tournament-day.spec.ts',
  'projector-mirror.spec.ts',
  'print-protocol.spec.ts',
  'seat-entry-speed.spec.ts',
  // Half a minute or more, yet last in the alphabet: started late, they left one core idle at the end.
  'tournament.spec.ts',
  'whole-game.spec.ts',
];

export default defineConfig({
  testMatch: '*.spec.ts',
  outputDir: 'test-results/e2e',
  // Both cores: every test is independent (each starts its own station or app on a fresh temporary data
  // folder and port 0: tests/e2e/support/fixtures.ts, tests/electron-runtime/fixtures.ts), so even the
  // tests of one file spread over both workers, and the run ends when the work does, not one long file.
  // Two workers, one a core: Playwright's default is half the cores, one worker on the test machine.
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The station and the engine that the specs start in-process (tests/e2e/support/fixtures.ts imports
  // electron/serve.ts) are loaded by Node itself, which strips their types (erasable syntax only,
  // tsconfig.base.json), not by Playwright's Babel: its cache is keyed by each file's path, so on every fresh
  // clone Babel ran again over all of electron/ and shared/ that the specs reach (vote-options.spec.ts alone,
  // one worker, empty cache: 11.2 -> 7.1 CPU-s). The specs and their support files are still Playwright's.
  build: { external: ['**/electron/**', '**/shared/**'] },
  // Playwright starts the projects in this order and a project's files alphabetically: the longest specs
  // (a minute or more each, issue 14) go first, so that the last test to start is a short one and no core
  // waits idle at the end. The first project keeps the name `e2e`, so `--project=e2e` still means all.
  projects: [
    { name: 'e2e', testDir: 'tests/e2e', testMatch: LONG_SPECS },
    { name: 'desktop', testDir: 'tests/electron-runtime' },
    { name: 'e2e', testDir: 'tests/e2e', testIgnore: LONG_SPECS },
    { name: 'electron', testDir: 'tests/electron-real' },
  ],
  use: {
    viewport: { width: 1440, height: 900 },
    actionTimeout: 10_000,
    // Every context, also those a spec opens with `browser.newContext()`, prefers reduced motion: the product
    // honours it (renderer/common/styles/theme.css), so no announcement enters over a second of frames that
    // Chromium paints in software and a test waits out (`document.getAnimations()`); nothing asserted moves.
    reducedMotion: 'reduce',
    // A failed test keeps its trace (the actions with their arguments and errors, console and network) and
    // Playwright's screenshot of the failure, but neither the screencast nor the DOM snapshots before and after
    // each action: the screencast's frames were a quarter of the whole run's CPU time (the french game: 27 s of
    // CPU with it, 21 s without), and the snapshots, the whole DOM of every page serialised in the page and
    // written to the trace at every action, another quarter (copag-game, one worker: 45 s of CPU with them,
    // 34 s without, 34 s with no trace at all). To see the DOM step by step, run the spec with `--trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
