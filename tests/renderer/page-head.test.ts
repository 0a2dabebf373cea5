import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { HtmlTagDescriptor, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageHead } from '../../scripts/page-head.ts';

/** What the plugin makes of renderer/<page>/index.html: the whole document and the tags it adds to the head. */
function written(page: string): { html: string; tags: HtmlTagDescriptor[] } {
  const filename = resolve('renderer', page, 'index.html');
  const hook = pageHead().transformIndexHtml as { handler: IndexHtmlTransformHook };
  const result = hook.handler.call({} as never, readFileSync(filename, 'utf8'), { filename, path: '/' } as never);
  return result as { html: string; tags: HtmlTagDescriptor[] };
}

const csp = (tags: HtmlTagDescriptor[]) => tags.find((t) => t.attrs?.['http-equiv'] === 'Content-Security-Policy');

describe('the pages written by scripts/page-head.ts around each index.html', () => {
  it.each(['moderator', 'projector', 'print', 'mirror', 'overlay'])(
    'gives the %s page its own title, a CSP, the mount point and its entry script',
    (page) => {
      const { html, tags } = written(page);
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(html).toMatch(/<title>Mafia Station — \w+<\/title>/);
      expect(html).toContain('<div id="app"></div>\n    <script type="module" src="./main.ts"></script>');
      expect(String(csp(tags)?.attrs?.content)).toContain("script-src 'self';");
    },
  );

  it('keeps the overlay its own 1920-wide viewport and body class, and adds no second viewport', () => {
    const { html, tags } = written('overlay');
    expect(html).toContain('<meta name="viewport" content="width=1920" />');
    expect(html).toContain('<body class="overlay-body">');
    expect(tags.filter((t) => t.attrs?.name === 'viewport')).toEqual([]);
  });

  it("gives the phones' server's pages the stricter CSP (nothing but their own origin)", () => {
    expect(String(csp(written('mirror').tags)?.attrs?.content)).toMatch(/^default-src 'none';/);
    expect(String(csp(written('moderator').tags)?.attrs?.content)).toMatch(/^default-src 'self';/);
  });
});
