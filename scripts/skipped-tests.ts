// The tests that did not run, read from each runner's JSON report, so `npm test`'s summary says what each
// skipped test is (issue 12 t12c: the line claimed every skip was a real-Electron test while one was a
// vitest skip). Pure: the reports in, the lines out (tests/tools/skipped-tests.test.ts).
import { relative } from 'node:path';

/** One test a runner reported as not run: where it is, what it is called, and the reason the runner gave. */
export interface SkippedTest {
  runner: 'vitest' | 'playwright';
  file: string;
  title: string;
  reason: string | null;
}

/** The parts of vitest's JSON report this reads. */
export interface VitestReport {
  testResults?: {
    name: string;
    assertionResults: { fullName?: string; title: string; status: string }[];
  }[];
}

/** The parts of Playwright's JSON report this reads. */
export interface PlaywrightReport {
  suites?: PlaywrightSuite[];
}
interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { projectName?: string; status: string; annotations?: { type: string; description?: string }[] }[];
  }[];
}

// vitest's statuses of a test it did not run: it.skip / skipIf / runIf give `skipped` (older: `pending`), it.todo `todo`.
const VITEST_NOT_RUN = new Set(['skipped', 'pending', 'todo', 'disabled']);

/** The tests vitest did not run, each with its file relative to the repository. */
export function vitestSkipped(report: VitestReport | null, root: string): SkippedTest[] {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((a) => VITEST_NOT_RUN.has(a.status))
      .map((a) => ({
        runner: 'vitest' as const,
        file: relative(root, file.name),
        title: a.fullName ?? a.title,
        reason: a.status === 'todo' ? 'todo' : null,
      })),
  );
}

/** The tests Playwright did not run, each with its project and the reason its `test.skip` gave. */
export function playwrightSkipped(report: PlaywrightReport | null): SkippedTest[] {
  const found: SkippedTest[] = [];
  const walk = (suite: PlaywrightSuite): void => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'skipped') {
          const skip = test.annotations?.find((a) => a.type === 'skip' || a.type === 'fixme');
          found.push({
            runner: 'playwright',
            file: spec.file,
            title: test.projectName ? `[${test.projectName}] ${spec.title}` : spec.title,
            reason: skip?.description || null,
          });
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return found;
}

/**
 * The summary's lines: the count per runner, then each skipped test with its file and reason, so the line
 * is true for whatever was skipped (`3 skipped: vitest 1, playwright 2`).
 */
export function skippedLines(skipped: readonly SkippedTest[]): string[] {
  if (skipped.length === 0) return ['0 skipped'];
  const perRunner = (['vitest', 'playwright'] as const)
    .map((runner) => [runner, skipped.filter((s) => s.runner === runner).length] as const)
    .filter(([, count]) => count > 0)
    .map(([runner, count]) => `${runner} ${count}`);
  return [
    `${skipped.length} skipped: ${perRunner.join(', ')}`,
    ...skipped.map((s) => `  ${s.runner}: ${s.file} › ${s.title}${s.reason ? ` — ${s.reason}` : ''}`),
  ];
}
