import { nextTick, onBeforeUnmount, onMounted, watch, type Ref, type WatchSource } from 'vue';

/** The smallest share of its size a name is brought down to: below it, the ellipsis (and the title) take over. */
const SMALLEST = 0.7;

/**
 * Keeps each word of the names drawn by WholeWords inside `box` whole on one line: a name whose longest word is
 * wider than its tile is drawn smaller (its `--word-scale`), down to SMALLEST of its size; a word still too wide
 * then ends in an ellipsis and the name's title holds it whole. Names wrap only between words (tryout: «Rozhdestvens
 * ·ky» in the 16-seat grid). Checked once drawn, when the box changes width and when `source` (the names) changes;
 * not on every redraw, so a typed seat costs no measuring.
 */
export function useWholeWords(box: Ref<HTMLElement | null>, source: WatchSource): void {
  function fit(): void {
    const names = [...(box.value?.querySelectorAll<HTMLElement>('[data-whole-words]') ?? [])];
    // All reads first, then all writes: one layout for the whole box.
    const scales = names.map((name) => {
      const now = Number(name.style.getPropertyValue('--word-scale') || 1);
      const room = name.clientWidth;
      // A word cut already shows only its box's width: its scrollWidth is all of it.
      const widths = [...name.querySelectorAll('.word')].map((w) =>
        Math.max(w.getBoundingClientRect().width, w.scrollWidth),
      );
      const widest = Math.max(0, ...widths);
      // A word's width follows its font size, so its natural width is what it takes now over the scale it has now.
      const natural = widest / now;
      const wanted = natural <= room || natural === 0 ? 1 : Math.floor((room / natural) * 100) / 100;
      return { name, now, scale: Math.max(SMALLEST, wanted), cut: wanted < SMALLEST };
    });
    for (const { name, now, scale, cut } of scales) {
      if (scale !== now) name.style.setProperty('--word-scale', String(scale));
      name.classList.toggle('is-cut', cut);
      if (cut) name.title = name.textContent ?? '';
      else name.removeAttribute('title');
    }
  }
  let observer: ResizeObserver | null = null;
  let width = -1;
  onMounted(() => {
    void nextTick(fit);
    if (typeof ResizeObserver === 'undefined' || !box.value) return;
    observer = new ResizeObserver(([entry]) => {
      // Only a change of width moves a line break; the box's own height follows the names it holds.
      const next = entry?.contentRect.width ?? -1;
      if (next === width) return;
      width = next;
      fit();
    });
    observer.observe(box.value);
  });
  onBeforeUnmount(() => observer?.disconnect());
  watch(source, () => void nextTick(fit), { deep: true, flush: 'post' });
}
