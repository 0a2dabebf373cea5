/** How many bad tokens one client may present in a window before it is refused. */
export const BAD_TOKEN_LIMIT = 10;

/** The sliding window of the bad-token limit. */
export const BAD_TOKEN_WINDOW_MS = 60 * 1000;

/** The most clients tracked at once: beyond it the oldest are forgotten, so memory stays bounded. */
const MAX_CLIENTS = 4096;

/** Counts bad tokens per client (remote address) and says when a client must wait. */
export interface BadTokenLimiter {
  /** Seconds the client must wait before trying again, or 0 if it may try now. */
  retryAfter(client: string): number;
  /** Records one bad token presented by the client. */
  fail(client: string): void;
}

/** Creates a limiter over an injectable clock (ms). */
export function createBadTokenLimiter(
  clock: () => number = Date.now,
  limit = BAD_TOKEN_LIMIT,
  windowMs = BAD_TOKEN_WINDOW_MS,
): BadTokenLimiter {
  const failures = new Map<string, number[]>();

  function recent(client: string, now: number): number[] {
    const times = (failures.get(client) ?? []).filter((t) => now - t < windowMs);
    if (times.length === 0) failures.delete(client);
    else failures.set(client, times);
    return times;
  }

  return {
    retryAfter(client) {
      const now = clock();
      const times = recent(client, now);
      if (times.length < limit) return 0;
      // The client may try again once the oldest failure that still counts leaves the window.
      const oldest = times[times.length - limit]!;
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    },
    fail(client) {
      const now = clock();
      const times = recent(client, now);
      times.push(now);
      // Only the latest failures matter, so a flood of them cannot grow one client's list without end.
      failures.set(client, times.slice(-limit));
      if (failures.size > MAX_CLIENTS) {
        const first = failures.keys().next().value;
        if (first !== undefined) failures.delete(first);
      }
    },
  };
}
