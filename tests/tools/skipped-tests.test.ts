/**
 * `npm test`'s summary said "N skipped (not run here: the real-Electron tests need Electron's binary)" for
 * every skip, while one of them was a vitest skipIf (issue 12, t12c): it now counts the skips per runner
 * and names each one with its file and the reason its runner gave. The reports are shaped as the
 * runners write them (vitest 5's and Playwright 1.65's JSON reporters).
 */
import { describe, expect, it } from 'vitest';
import { playwrightSkipped, skippedLines, vitestSkipped } from '../../scripts/skipped-tests.ts';

const ROOT = '/repo';

const VITEST = {
  testResults: [
    {
      name: '/repo/tests/electron/preload-size.test.ts',
      status: 'passed',
      assertionResults: [
        {
          ancestorTitles: ['the built preloads (out/preload)'],
          fullName: 'the built preloads (out/preload) are each under 8 KB',
          status: 'skipped',
          title: 'are each under 8 KB',
        },
        { fullName: 'something that ran', status: 'passed', title: 'ran' },
      ],
    },
    {
      name: '/repo/tests/engine/x.test.ts',
      status: 'passed',
      assertionResults: [{ fullName: 'later', status: 'todo', title: 'later' }],
    },
  ],
};

const PLAYWRIGHT = {
  suites: [
    {
      title: 'tests/electron-real/desktop-app.spec.ts',
      specs: [],
      suites: [
        {
          title: 'inner',
          specs: [
            {
              title: 'both windows open over app://',
              file: 'tests/electron-real/desktop-app.spec.ts',
              tests: [
                {
                  projectName: 'electron',
                  status: 'skipped',
                  annotations: [{ type: 'skip', description: 'no Electron binary here' }],
                },
              ],
            },
            {
              title: 'a test that ran',
              file: 'tests/e2e/x.spec.ts',
              tests: [{ projectName: 'e2e', status: 'expected', annotations: [] }],
            },
          ],
        },
      ],
    },
  ],
};

describe("the test summary's skipped line", () => {
  it('names each skipped vitest test by file and title, a todo as a todo', () => {
    expect(vitestSkipped(VITEST, ROOT)).toEqual([
      {
        runner: 'vitest',
        file: 'tests/electron/preload-size.test.ts',
        title: 'the built preloads (out/preload) are each under 8 KB',
        reason: null,
      },
      { runner: 'vitest', file: 'tests/engine/x.test.ts', title: 'later', reason: 'todo' },
    ]);
  });

  it('names each skipped Playwright test with its project and the reason test.skip gave, nested suites too', () => {
    expect(playwrightSkipped(PLAYWRIGHT)).toEqual([
      {
        runner: 'playwright',
        file: 'tests/electron-real/desktop-app.spec.ts',
        title: '[electron] both windows open over app://',
        reason: 'no Electron binary here',
      },
    ]);
  });

  it('counts per runner and claims no reason it was not given', () => {
    const lines = skippedLines([...vitestSkipped(VITEST, ROOT), ...playwrightSkipped(PLAYWRIGHT)]);
    expect(lines[0]).toBe('3 skipped: vitest 2, playwright 1');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      '  vitest: tests/electron/preload-size.test.ts › the built preloads (out/preload) are each under 8 KB',
    );
    expect(lines[3]).toBe(
      '  playwright: tests/electron-real/desktop-app.spec.ts › [electron] both windows open over app:// — no Electron binary here',
    );
    expect(lines.join('\n')).not.toMatch(/real-Electron tests need/);
    expect(skippedLines([])).toEqual(['0 skipped']);
  });
});
