/**
 * How long a value may wait for a frame before it is applied anyway: a hidden or minimised window gets no
 * animation frames, yet must be current when it is shown again (timers still run there, if slowly).
 */
const FRAME_FALLBACK_MS = 100;

/** A value source that applies only the latest value once per frame: `push` a value, `flush` to apply it now. */
export interface LatestPerFrame<T> {
  /** Keeps the value as the latest; it is applied at the next frame unless another comes first. */
  push(value: T): void;
  /** Applies the latest value now, if one waits (before anything reads the state it leads to). */
  flush(): void;
}

/**
 * Applies a stream of values (the station's views) at most once per animation frame, each time the latest.
 * A screen shows only the newest view anyway; when views come faster than the page can draw them (a game
 * played through a second connection, a slow machine) applying each one made the page fall further and
 * further behind: a burst of 76 commands left a page at a tenth of the CPU 21 s behind the station (issue
 * 14's tournament-day spec failed on it under load). A value applied in the frame's callback is drawn in
 * that same frame, so a single view reaches the screen no later than before.
 */
export function latestPerFrame<T>(apply: (value: T) => void): LatestPerFrame<T> {
  let waiting: { value: T } | null = null;
  let frame: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  function flush(): void {
    if (frame !== null) cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
    frame = null;
    timer = null;
    if (!waiting) return;
    const { value } = waiting;
    waiting = null;
    apply(value);
  }
  return {
    push(value) {
      waiting = { value };
      if (frame !== null) return;
      frame = requestAnimationFrame(flush);
      timer = setTimeout(flush, FRAME_FALLBACK_MS);
    },
    flush,
  };
}
