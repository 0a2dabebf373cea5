import { computed, onScopeDispose, ref, watch, type Ref } from 'vue';
import { remainingAt, type ReceivedTimer } from '../timer/received-timer.ts';

/** How often a running timer's display is worked out again: well under a second, cheap enough. */
const TICK_MS = 100;

/**
 * The time left on a received timer, counting down locally while it runs (performance.now since the push).
 * The ticker runs only while the timer does, so nothing moves on screen otherwise.
 */
export function useTimerCountdown(received: Ref<ReceivedTimer | null>) {
  const now = ref(performance.now());
  let ticker: ReturnType<typeof setInterval> | null = null;
  const stop = () => {
    if (ticker !== null) clearInterval(ticker);
    ticker = null;
  };
  watch(
    () => received.value?.timer?.running ?? false,
    (running) => {
      now.value = performance.now();
      stop();
      if (running) ticker = setInterval(() => (now.value = performance.now()), TICK_MS);
    },
    { immediate: true },
  );
  // A new push restarts the count from its own remaining time.
  watch(received, () => (now.value = performance.now()));
  onScopeDispose(stop);
  return computed(() => remainingAt(received.value, now.value));
}
