import { nextTick, onBeforeUnmount, onMounted, onUpdated, watch, type Ref, type WatchSource } from 'vue';

/**
 * Runs `fit` over a projector box whenever what it shows may no longer fit: once it is drawn, when the
 * component redraws (another language), when the box is resized and when `source` changes.
 */
export function useRefit(box: Ref<HTMLElement | null>, source: WatchSource, fit: () => void): void {
  let observer: ResizeObserver | null = null;
  onMounted(() => {
    void nextTick(fit);
    if (typeof ResizeObserver !== 'undefined' && box.value) {
      observer = new ResizeObserver(fit);
      observer.observe(box.value);
    }
  });
  onUpdated(fit);
  onBeforeUnmount(() => observer?.disconnect());
  watch(source, () => void nextTick(fit), { deep: true, flush: 'post' });
}
