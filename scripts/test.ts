// The one test command (`npm test`): typecheck, build, the vitest suites, then the Playwright
// end-to-end suite against the built pages. Prints each runner's own output, then one line
// `N passed, N failed` summing every runner (the typecheck and the build count as one check each).
// `npm run test:full` (`--full`) is the heavier tier: every property and crash test with all its runs
// (tests/tiers.ts); the default tier runs the same tests with fewer runs. The typecheck is incremental
// (build info under .cache/tsc), and both runners use every core.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  playwrightSkipped,
  skippedLines,
  vitestSkipped,
  type PlaywrightReport,
  type SkippedTest,
} from './skipped-tests.ts';
import { runSideBySide, type Job } from './side-by-side.ts';

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
// Tests that did not run here (the real-Electron tests without Electron's binary, a vitest skipIf): counted
// apart, never as passed, and each named with its runner and reason in the summary.
const skipped: SkippedTest[] = [];
const check = (ok: boolean) => (ok ? total.passed++ : total.failed++);

// The typecheck (one check, its three projects), the tools that guard the house (issue 14: lint,
// formatting, the layers, unused code; one check each) and the build: each a single-threaded tool, so
// they run side by side on every core instead of one after another. The build writes only out/main,
// out/preload and out/renderer, which none of the others reads.
const tools = (script: string, check = script): Job => ({ check, command: 'npm', args: ['run', '--silent', script] });
const checks = await runSideBySide(root, [
  tools('typecheck:web', 'typecheck'),
  tools('typecheck:node', 'typecheck'),
  tools('typecheck:shared', 'typecheck'),
  tools('lint'),
  tools('unused'),
  tools('layers'),
  tools('format:check'),
  { check: 'build', command: bin('electron-vite'), args: ['build'] },
]);
for (const ok of checks.values()) check(ok);
const built = checks.get('build') === true;

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
  numTotalTestSuites?: number;
  testResults?: { name: string; status: string; assertionResults: { title: string; status: string }[] }[];
} | null;
if (vitest && typeof vitest.numPassedTests === 'number') {
  total.passed += vitest.numPassedTests;
  total.failed += vitest.numFailedTests ?? 0;
  skipped.push(...vitestSkipped(vitest, root));
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
    // The screenshots kept for a person to look at assert nothing: left out unless asked for
    // (tests/e2e/support/screenshots.ts).
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, MAFIA_SCREENSHOTS: process.env.MAFIA_SCREENSHOTS ?? 'off' },
  );
  const pw = readJson(playwrightJson) as
    (PlaywrightReport & { stats?: { expected: number; unexpected: number; flaky: number }; errors?: unknown[] }) | null;
  if (pw?.stats) {
    total.passed += pw.stats.expected + pw.stats.flaky;
    skipped.push(...playwrightSkipped(pw));
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
console.log(`\n${skippedLines(skipped).join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
