import { computed, onScopeDispose, ref, watch, type Ref } from 'vue';
import { remainingAt, type ReceivedTimer } from '../timer/received-timer.ts';

/**
 * How long until a countdown showing `remainingMs` shows something else: the screens show whole seconds,
 * rounded up (formatTimer), and turn at whole seconds (ten left, time up), so the next change comes when the
 * time left reaches the whole second below it.
 */
export function msToNextSecond(remainingMs: number): number {
  return remainingMs % 1000 || 1000;
}

/**
 * The time left on a received timer, counting down locally while it runs (performance.now since the push).
 * It changes once a second, when the shown time does, not at a faster tick whose other values nobody sees:
 * each change draws the console's timer panel and the projector's page again (a tick of 100 ms drew them ten
 * times a second through every speech). The ticker runs only while the timer does and time is left, so
 * nothing moves on screen otherwise.
 */
export function useTimerCountdown(received: Ref<ReceivedTimer | null>) {
  const now = ref(performance.now());
  let ticker: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (ticker !== null) clearTimeout(ticker);
    ticker = null;
  };
  // Reads the clock and waits for the next shown second; a timer that fires a little early only reads the
  // clock once more a moment later.
  const tick = () => {
    now.value = performance.now();
    const left = remainingAt(received.value, now.value);
    ticker = received.value?.timer?.running && left > 0 ? setTimeout(tick, msToNextSecond(left)) : null;
  };
  // A new push (started, paused, added to, cleared) restarts the count from its own remaining time.
  watch(
    received,
    () => {
      stop();
      tick();
    },
    { immediate: true },
  );
  onScopeDispose(stop);
  return computed(() => remainingAt(received.value, now.value));
}
