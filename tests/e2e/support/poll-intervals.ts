/**
 * How soon an expect.poll looks again while a page or the app has not caught up: a push is shown within a
 * frame or two, so soon, not after Playwright's default 100, 250, 500 and then every 1000 ms.
 */
export const POLL_INTERVALS = [20, 50, 100, 250];
