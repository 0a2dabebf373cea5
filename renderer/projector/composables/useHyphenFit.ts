import { ref, type Ref, type WatchSource } from 'vue';
import { nameParts } from '../../common/text/hyphen-points.ts';
import { useRefit } from './useRefit.ts';

/** The smallest a projector's name is drawn, as a share of the screen's height (read from the back of the room). */
const SMALLEST_NAME = 0.03;

let canvas: CanvasRenderingContext2D | null | undefined;

/** How wide `word` is drawn in `font`, measured off the page (a canvas), so the page's own line breaks do not count. */
function widthOf(word: string, font: string): number {
  canvas ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!canvas) return 0;
  canvas.font = font;
  return canvas.measureText(word).width;
}

/**
 * Keeps the names under `box` (elements `[data-hyphen-fit]`, sized by `var(--name-fit)`, a size in px, and never under
 * 3% of the screen's height nor over their full size by their CSS) whole where they can be: a name whose longest word is wider than its tile is
 * drawn smaller; a word too wide even at the smallest size (a part between its own hyphens, nameParts) is returned, for its name to be drawn with soft hyphens
 * (a break inside it then shows a hyphen, «Константино-польский», not two names). A 4:3 projector's three columns of
 * 11 to 16 seats broke long surnames with no mark (tryout). Checked when drawn, resized, redrawn and on `source`.
 */
export function useHyphenFit(box: Ref<HTMLElement | null>, source: WatchSource): Ref<ReadonlySet<string>> {
  const breaking = ref<ReadonlySet<string>>(new Set());
  function fit(): void {
    const names = [...(box.value?.querySelectorAll<HTMLElement>('[data-hyphen-fit]') ?? [])];
    // A name not laid out (a hidden page) has no room yet: every name keeps its size and words until it has.
    if (names.length === 0 || names.some((name) => name.clientWidth <= 1)) return;
    const smallest = SMALLEST_NAME * window.innerHeight;
    const found = new Set<string>();
    // All reads first, then all writes: one layout for the whole box.
    const sizes = names.map((name) => {
      const style = getComputedStyle(name);
      // Measured at the size it has now: a word's width follows its size, so the size that fits follows from it.
      const size = parseFloat(style.fontSize);
      const font = `${style.fontStyle} ${style.fontWeight} ${size}px ${style.fontFamily}`;
      // A pixel to spare: the canvas and the page may round a word's width apart.
      const room = name.clientWidth - 1;
      const words = nameParts(name.dataset.hyphenFit ?? '').map((part) => {
        const word = part.trimEnd();
        return { word, width: widthOf(word, font) };
      });
      const widest = Math.max(0, ...words.map((w) => w.width));
      for (const { word, width } of words) if ((width * smallest) / size > room) found.add(word);
      // The CSS keeps the name between 3% of the height and its full size, whatever is asked here.
      const fits = widest > 0 ? `${Math.floor(((size * room) / widest) * 100) / 100}px` : '';
      return { name, fits };
    });
    for (const { name, fits } of sizes) {
      if (name.style.getPropertyValue('--name-fit') !== fits) name.style.setProperty('--name-fit', fits);
    }
    const before = breaking.value;
    if (found.size !== before.size || [...found].some((word) => !before.has(word))) breaking.value = found;
  }
  useRefit(box, source, fit);
  if (typeof document !== 'undefined') void document.fonts?.ready.then(fit);
  return breaking;
}
