import type { Ref, WatchSource } from 'vue';
import { useRefit } from './useRefit.ts';

/** The smallest share of its size a box's text is brought down to: below it, a projector is no longer read across a room. */
const SMALLEST = 0.7;
/** How much smaller the text is made at each try. */
const STEP = 0.05;

/**
 * Keeps a box's content within its height, and the texts matching `whole` uncut across, by making its text
 * smaller, in steps, down to `SMALLEST` of its size: the box's CSS sizes its text by `var(--fit-scale, 1)`.
 * For the end of the game, where every seat must be read (club tryout: a 16-player Mensa table whose long
 * names sat over roles with their second roles could run past the screen's bottom, depending on the deal,
 * and a 4:3 projector cut the long names). Checked again when `source` changes, when the component redraws
 * (another language) and when the box is resized.
 */
export function useFitScale(box: Ref<HTMLElement | null>, whole: string, source: WatchSource): void {
  function overflows(element: HTMLElement): boolean {
    if (element.scrollHeight > element.clientHeight + 0.5) return true;
    return [...element.querySelectorAll<HTMLElement>(whole)].some((text) => text.scrollWidth > text.clientWidth);
  }
  function fit(): void {
    const element = box.value;
    if (!element) return;
    let scale = 1;
    element.style.setProperty('--fit-scale', '1');
    while (overflows(element) && scale > SMALLEST) {
      scale = Math.round((scale - STEP) * 100) / 100;
      element.style.setProperty('--fit-scale', String(scale));
    }
  }
  useRefit(box, source, fit);
}
