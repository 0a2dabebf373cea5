// The one test command (`npm test`): the build, then the Playwright end-to-end suite against the built pages
// in the background while the typecheck, the tools and the vitest suites run. Prints each runner's own
// output, then one line `N passed, N failed` summing every runner (the typecheck and the build count as one
// check each). `npm run test:full` (`--full`) is the heavier tier: every property and crash test with all its
// runs (tests/tiers.ts); the default tier runs the same tests with fewer runs. The typecheck is incremental
// (build info under .cache/tsc), and both runners use every core.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import {
  playwrightSkipped,
  skippedLines,
  vitestSkipped,
  type PlaywrightReport,
  type SkippedTest,
} from './skipped-tests.ts';
import { runSideBySide, seconds, type Job } from './side-by-side.ts';

const root = join(import.meta.dirname, '..');
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });

interface Tally {
  passed: number;
  failed: number;
}

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const start = performance.now();
  const done = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`--- ${label}: ${seconds(performance.now() - start)}`);
  return done.status === 0;
}

/**
 * Starts a command in the background, its output (stdout and stderr) into `log`; resolves to its exit code
 * (null if it could not start) and its wall time.
 */
function background(
  command: string,
  args: string[],
  log: string,
  env: Record<string, string>,
): Promise<{ code: number | null; ms: number }> {
  const start = performance.now();
  const out = openSync(log, 'w');
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('error', (error) => {
      appendFileSync(log, `${error.message}\n`);
      resolve({ code: null, ms: performance.now() - start });
    });
    child.on('close', (code) => {
      closeSync(out);
      resolve({ code, ms: performance.now() - start });
    });
  });
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

// The build first (a few seconds): the end-to-end tests need it, and they start as soon as it is done.
const built = run('build', bin('electron-vite'), ['build']);
check(built);

// The end-to-end tests wait on the pages more than they compute (97 tests: ~140 s of CPU in ~175 s of wall
// time on two cores, 40 % of them; issue 14), so they run in the background while the tools and vitest,
// which keep every core busy, take the rest. Their output goes to a file, printed after vitest's.
const playwrightJson = join(results, 'playwright.json');
const playwrightLog = join(results, 'playwright.log');
rmSync(playwrightJson, { force: true });
const playwrightLabel =
  'end-to-end tests in Chromium: browser mode, the emulated desktop app, real Electron where it exists';
const playwrightArgs = ['test', '--forbid-only', '--reporter=list,json'];
const endToEnd = built
  ? background(bin('playwright'), playwrightArgs, playwrightLog, {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      // The screenshots kept for a person to look at assert nothing: left out unless asked for
      // (tests/e2e/support/screenshots.ts).
      MAFIA_SCREENSHOTS: process.env.MAFIA_SCREENSHOTS ?? 'off',
    })
  : null;
// The rest runs at a lower priority (this process's, which every command it starts from now on inherits): the
// end-to-end tests' browsers get a core the moment a page has work, and the tools and vitest, which compute
// without waiting, take every moment the pages leave idle instead of delaying them.
try {
  setPriority(10);
} catch {
  // Not allowed here: everything then runs at the same priority, only slower.
}

// The typecheck (one check, its three projects), the tools that guard the house (issue 14: lint,
// formatting, the layers, unused code; one check each): each a single-threaded tool, so they run side by
// side on every core instead of one after another, the longest first. The typecheck builds its three
// projects in one process (`vue-tsc -b tsconfig.json`, project references): shared/ is checked once, and the
// declaration files the projects share (TypeScript's lib files, @types/node, the packages' types, shared/'s
// declarations) are parsed once, where a process per project parsed them again (65 -> 49 CPU-s on a clean
// clone). None of them reads what the build wrote.
const tools = (script: string): Job => ({ check: script, command: 'npm', args: ['run', '--silent', script] });
const checks = await runSideBySide(root, [
  tools('typecheck'),
  tools('lint'),
  tools('format:check'),
  tools('layers'),
  tools('unused'),
]);
for (const ok of checks.values()) check(ok);

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

if (endToEnd) {
  const { code, ms } = await endToEnd;
  console.log(`\n=== ${playwrightLabel}: ${bin('playwright')} ${playwrightArgs.join(' ')}`);
  process.stdout.write(readFileSync(playwrightLog, 'utf8'));
  if (code !== 0) console.log(`(playwright exited with ${code})`);
  console.log(`--- ${playwrightLabel}: ${seconds(ms)}, started after the build`);
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
console.log(`--- npm test: ${seconds(performance.now())}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
