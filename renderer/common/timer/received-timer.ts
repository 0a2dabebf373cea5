import type { TimerPush, TimerState } from '../../../shared/contract/index.ts';

/** A timer push as a window received it: `receivedAt` is this window's performance.now() at receipt. */
export interface ReceivedTimer {
  timer: TimerState | null;
  revision: number;
  receivedAt: number;
}

/** Stamps a push with its time of receipt (this window's own clock: no clock is compared across processes). */
export function receiveTimer(push: TimerPush, now: number): ReceivedTimer {
  return { timer: push.timer, revision: push.revision, receivedAt: now };
}

/** The time left at `now` (this window's clock), counting down locally from the pushed remaining time. */
export function remainingAt(received: ReceivedTimer | null, now: number): number {
  const timer = received?.timer;
  if (!received || !timer) return 0;
  return timer.running ? Math.max(0, timer.remainingMs - (now - received.receivedAt)) : timer.remainingMs;
}

/** The later of two pushes by revision: an older one arriving late must not wind the timer back. */
export function newerTimer(current: ReceivedTimer | null, next: ReceivedTimer): ReceivedTimer {
  return current && current.revision > next.revision ? current : next;
}

/** Time as the room reads it: m:ss, rounded up, so "0:00" shows only once the time is over. */
export function formatTimer(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
