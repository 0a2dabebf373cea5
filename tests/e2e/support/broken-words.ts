import type { Page } from '@playwright/test';

/**
 * The words of the texts under `selector` that a line break splits (e.g. «Rozhdestvens·ky»): each word of each
 * element, measured by the lines its characters' boxes lie on in the page. A word is a run of non-space characters,
 * so a hyphenated name («Böszörményi-Nagy») split at its hyphen counts as broken too.
 */
export function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll(sel)) {
      const whole = element.textContent ?? '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      // The text nodes with where each begins in the element's whole text, so a word may span several.
      const nodes: { node: Text; from: number }[] = [];
      let length = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        nodes.push({ node: node as Text, from: length });
        length += node.textContent?.length ?? 0;
      }
      const place = (at: number): [Text, number] => {
        const found = nodes.findLast((n) => n.from <= at)!;
        return [found.node, at - found.from];
      };
      for (const match of whole.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(...place(match.index));
        range.setEnd(...place(match.index + match[0].length - 1));
        range.setEnd(range.endContainer, range.endOffset + 1);
        // The boxes of a word on one line share their top (a line's boxes may differ by a pixel or so).
        const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
        if (tops.length > 0 && Math.max(...tops) - Math.min(...tops) > 4) broken.push(`${match[0]} in «${whole}»`);
      }
    }
    return broken;
  }, selector);
}
