// The one test command (`npm test`): typecheck, build, the vitest suites, then the Playwright
// end-to-end suite against the built pages. Prints each runner's own output, then one line
// `N passed, N failed` summing every runner (the typecheck and the build count as one check each).
// `npm run test:full` (`--full`) is the heavier tier: every property and crash test with all its runs
// (tests/tiers.ts); the default tier runs the same tests with fewer runs. The typecheck is incremental
// (build info under .cache/tsc), and both runners use every core.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });

interface Tally {
  passed: number;
  failed: number;
}

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const done = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return done.status === 0;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const bin = (name: string) => join(root, 'node_modules', '.bin', name);
// The tier, for every runner's processes (tests/tiers.ts reads it).
if (process.argv.includes('--full')) process.env.MAFIA_TEST_TIER = 'full';
const total: Tally = { passed: 0, failed: 0 };
// Tests that did not run here (the real-Electron tests without Electron's binary): counted apart, never as passed.
let skipped = 0;
const check = (ok: boolean) => (ok ? total.passed++ : total.failed++);

check(run('typecheck', 'npm', ['run', '--silent', 'typecheck']));
// The tools that guard the house (issue 14): lint, formatting, the layers, unused code; one check each.
for (const script of ['lint', 'format:check', 'layers', 'unused'])
  check(run(script, 'npm', ['run', '--silent', script]));
const built = run('build', bin('electron-vite'), ['build']);
check(built);

const vitestJson = join(results, 'vitest.json');
rmSync(vitestJson, { force: true });
run('unit, property, archive, station and shell tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson) as {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  numTotalTestSuites?: number;
  testResults?: { status: string; assertionResults: unknown[] }[];
} | null;
if (vitest && typeof vitest.numPassedTests === 'number') {
  total.passed += vitest.numPassedTests;
  total.failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  // A suite that failed to load has no assertion results: count it as a failure.
  total.failed += (vitest.testResults ?? []).filter(
    (s) => s.status === 'failed' && s.assertionResults.length === 0,
  ).length;
} else {
  console.log('vitest produced no report');
  total.failed++;
}

const playwrightJson = join(results, 'playwright.json');
rmSync(playwrightJson, { force: true });
if (built) {
  run(
    'end-to-end tests in Chromium: browser mode, the emulated desktop app, real Electron where it exists',
    bin('playwright'),
    ['test', '--forbid-only', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  );
  const pw = readJson(playwrightJson) as {
    stats?: { expected: number; unexpected: number; flaky: number; skipped?: number };
    errors?: unknown[];
  } | null;
  if (pw?.stats) {
    total.passed += pw.stats.expected + pw.stats.flaky;
    skipped += pw.stats.skipped ?? 0;
    total.failed += pw.stats.unexpected + (pw.errors?.length ?? 0);
  } else {
    console.log('playwright produced no report');
    total.failed++;
  }
} else {
  console.log('end-to-end tests skipped: the build failed');
  total.failed++;
}

if (!existsSync(results)) mkdirSync(results);
console.log(`\n${skipped} skipped (not run here: the real-Electron tests need Electron's binary)`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
