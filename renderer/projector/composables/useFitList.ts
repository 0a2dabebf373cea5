import type { Ref, WatchSource } from 'vue';
import { useRefit } from './useRefit.ts';

/**
 * Keeps a list (positioned, the offset parent of its items) to the items that fit its box whole: an item that would run past the box's bottom is hidden
 * (with every item after it), so the newest stay readable and nothing spills onto its neighbours
 * (issue 12 §3). Checked again when `source` changes, when the component redraws (another language) and
 * when the box is resized.
 */
export function useFitList(box: Ref<HTMLElement | null>, itemSelector: string, source: WatchSource): void {
  function fit(): void {
    const list = box.value;
    if (!list) return;
    // An item on its way out is kept in the DOM, not laid out (display: none), until its leave ends. When the
    // whole list is replaced (another game opened, a burst of views that skipped a whole list) the leaving items
    // come before the entering ones; judged by the first of them, the newest was hidden and never shown again
    // (CI: a Copag table at 1280×720, 1 run in about 100). Only the items laid out are fitted.
    const items = [...list.querySelectorAll<HTMLElement>(itemSelector)].filter((item) => item.offsetParent !== null);
    for (const item of items) item.style.visibility = '';
    for (const item of items) item.style.fontSize = '';
    // Layout boxes, not drawn ones: an item sliding into place (a transform) is judged where it lands.
    const bottom = list.clientHeight;
    const over = (item: HTMLElement) => item.offsetTop + item.offsetHeight > bottom + 0.5;
    // The newest stays on screen: too long for the room left, it takes the size of the older ones.
    const newest = items[0];
    if (newest && over(newest)) newest.style.fontSize = 'var(--fit-small, 2.2vh)';
    let cut = false;
    for (const item of items) {
      cut ||= over(item);
      if (cut) item.style.visibility = 'hidden';
    }
  }
  useRefit(box, source, fit);
}
