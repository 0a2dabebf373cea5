/**
 * `npm test` runs its single-threaded checks (the typecheck's projects, the linters, the build) side by
 * side, two at a time on two cores (issue 14: the test time). Each check must still count once, fail when
 * any of its commands fails, and print its output whole and in the order given, however they finish.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSideBySide } from '../../scripts/side-by-side.ts';

const node = process.execPath;
/** A job that prints `text` after `ms` and exits with `code`. */
const job = (check: string, text: string, ms: number, code = 0) => ({
  check,
  command: node,
  args: ['-e', `setTimeout(() => { console.log(${JSON.stringify(text)}); process.exit(${code}); }, ${ms})`],
});

describe('runSideBySide', () => {
  it('runs two at a time, and prints each output whole in the order given, not the order they end', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'side-by-side-'));
    const signal = join(folder, 'second-ran');
    let out = '';
    try {
      const passed = await runSideBySide(
        process.cwd(),
        [
          // The first ends only once the second has run: one after another, it would give up and fail.
          {
            check: 'first',
            command: node,
            args: [
              '-e',
              `const fs = require('node:fs');
               setInterval(() => { if (fs.existsSync(${JSON.stringify(signal)})) { console.log('first'); process.exit(0); } }, 10);
               setTimeout(() => process.exit(3), 20000);`,
            ],
          },
          {
            check: 'second',
            command: node,
            args: ['-e', `require('node:fs').writeFileSync(${JSON.stringify(signal)}, ''); console.log('second');`],
          },
          job('third', 'third', 10),
        ],
        2,
        (text) => (out += text),
      );
      expect([...passed]).toEqual([
        ['first', true],
        ['second', true],
        ['third', true],
      ]);
      const order = ['=== first', 'first\n', '=== second', 'second\n', '=== third', 'third\n'].map((t) =>
        out.indexOf(t),
      );
      expect(order.every((i) => i >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('counts a check once, failed when any of its commands fails or cannot start', async () => {
    const passed = await runSideBySide(
      process.cwd(),
      [
        job('typecheck', 'a', 10),
        job('typecheck', 'b', 10, 2),
        job('lint', 'c', 10),
        { check: 'build', command: '/nonexistent/tool', args: [] },
      ],
      2,
      () => {},
    );
    expect([...passed]).toEqual([
      ['typecheck', false],
      ['lint', true],
      ['build', false],
    ]);
  });
  it('starts a job with `after` only once those jobs have ended, even with a slot free', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'side-by-side-'));
    const mark = join(folder, 'shared-done');
    try {
      const first = {
        check: 'typecheck',
        command: node,
        args: ['-e', `setTimeout(() => require('node:fs').writeFileSync(${JSON.stringify(mark)}, ''), 200)`],
      };
      // Fails if it starts before the first has written its mark.
      const second = {
        check: 'typecheck',
        command: node,
        args: ['-e', `process.exit(require('node:fs').existsSync(${JSON.stringify(mark)}) ? 0 : 4)`],
        after: [first],
      };
      const passed = await runSideBySide(process.cwd(), [first, second, job('lint', 'c', 10)], 2, () => {});
      expect([...passed]).toEqual([
        ['typecheck', true],
        ['lint', true],
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
