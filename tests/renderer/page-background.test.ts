import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const THEME = readFileSync(join(import.meta.dirname, '../../renderer/common/styles/theme.css'), 'utf8');

/** The declarations of every rule whose selector list names `element` on its own (e.g. `html, body`). */
function declarationsOf(element: string): string[] {
  return [...THEME.matchAll(/([^{}]+)\{([^}]*)\}/g)]
    .filter(([, selectors]) =>
      selectors!
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split(',')
        .some((s) => s.trim() === element),
    )
    .map(([, , body]) => body!);
}

describe('the page colour of the console and the projector (theme.css)', () => {
  it('is painted by the root alone, not again by the body (a body background redrew the whole window whenever the page grew)', () => {
    expect(declarationsOf('html').some((d) => /(^|;|\s)background:\s*var\(--bg\)/.test(d))).toBe(true);
    expect(declarationsOf('body').some((d) => /(^|;|\s)background(-color)?:/.test(d))).toBe(false);
  });
});
