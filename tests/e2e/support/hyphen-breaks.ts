import type { Page } from '@playwright/test';

/** A word of a name that a line break splits, as measured in the page. */
export interface WordBreak {
  /** The word as written (soft hyphens taken out) and its name. */
  word: string;
  name: string;
  /** Whether every line ends at a hyphen the reader sees: a soft hyphen the break shows, or the name's own «-». */
  marked: boolean;
  /** The parts of the word (between its own hyphens, «Szentgyörgyváry-») a soft hyphen breaks, each with whether
   * it would fit its box whole on one line at `smallest` of the screen's height. */
  hyphenated: { part: string; fitsAtSmallest: boolean }[];
}

/**
 * Every word under `selector` that lies on two lines or more, with how its line ends (measured by the lines its
 * characters' boxes lie on) and whether it had to: a probe of the word in the name's font at `smallest` of the
 * viewport's height, on one line, against the name's width.
 */
export function wordBreaks(page: Page, selector: string, smallest: number): Promise<WordBreak[]> {
  return page.evaluate(
    ({ sel, share }) => {
      const found: WordBreak[] = [];
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;left:0;top:0';
      for (const element of document.querySelectorAll<HTMLElement>(sel)) {
        const node = element.firstChild;
        if (!(node instanceof Text)) continue;
        const text = node.data;
        const style = getComputedStyle(element);
        probe.style.font = `${style.fontStyle} ${style.fontWeight} ${share * innerHeight}px ${style.fontFamily}`;
        for (const match of text.matchAll(/\S+/g)) {
          // The top of each character the reader sees; a soft hyphen is only seen where a line breaks at it.
          let lastTop: number | null = null;
          let lastChar = '';
          let broken = false;
          let marked = true;
          const soft: number[] = [];
          for (let i = match.index; i < match.index + match[0].length; i += 1) {
            if (text[i] === '\u00AD') {
              lastChar = '\u00AD';
              continue;
            }
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            // The first character of a line may also report a box at the end of the line before: its last box is it.
            const top: number = [...range.getClientRects()].at(-1)?.top ?? lastTop ?? 0;
            if (lastTop !== null && top - lastTop > 4) {
              broken = true;
              if (lastChar === '\u00AD') soft.push(i);
              else if (lastChar !== '-') marked = false;
            }
            lastTop = top;
            lastChar = text[i]!;
          }
          if (!broken) continue;
          const hyphenated = soft.map((at) => {
            // The part between the name's own hyphens that holds the break, its own trailing hyphen included.
            const from = text.lastIndexOf('-', at) + 1;
            const wordEnd = match.index + match[0].length;
            const end = text.indexOf('-', at);
            const part = text.slice(Math.max(from, match.index), end < 0 || end >= wordEnd ? wordEnd : end + 1);
            probe.textContent = part.replaceAll('\u00AD', '');
            return {
              part: probe.textContent,
              fitsAtSmallest: probe.getBoundingClientRect().width <= element.clientWidth,
            };
          });
          found.push({
            word: match[0].replaceAll('\u00AD', ''),
            name: text.replaceAll('\u00AD', ''),
            marked,
            hyphenated,
          });
        }
      }
      probe.remove();
      return found;
    },
    { sel: selector, share: smallest },
  );
}
