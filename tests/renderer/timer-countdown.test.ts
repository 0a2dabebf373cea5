import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectScope, nextTick, shallowRef, watch } from 'vue';
import type { TimerState } from '../../shared/contract/index.ts';
import { msToNextSecond, useTimerCountdown } from '../../renderer/common/composables/useTimerCountdown.ts';
import { formatTimer, receiveTimer, type ReceivedTimer } from '../../renderer/common/timer/received-timer.ts';

const RUNNING: TimerState = {
  kind: 'speech',
  seat: 4,
  totalMs: 60_000,
  remainingMs: 12_300,
  running: true,
  revision: 1,
};

/** A countdown in its own scope, with every value it took (each one draws the timer's screens again). */
function countdown() {
  const received = shallowRef<ReceivedTimer | null>(null);
  const scope = effectScope();
  const values: number[] = [];
  const remaining = scope.run(() => {
    const left = useTimerCountdown(received);
    watch(left, (value) => values.push(value));
    return left;
  })!;
  // A push, then Vue's turn to run its watchers (as before a window draws).
  const push = (timer: TimerState | null, revision: number) => {
    received.value = receiveTimer({ channel: 'timer.state', timer, revision }, performance.now());
    return nextTick();
  };
  return { remaining, values, push, stop: () => scope.stop() };
}

describe('the local countdown of the shared timer', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('waits for the next whole second shown', () => {
    expect([12_300, 12_000, 999.5, 1, 0.25].map(msToNextSecond)).toEqual([300, 1000, 999.5, 1, 0.25]);
  });

  it('changes once for each second the screens show, not at every tick of a faster clock', async () => {
    const { remaining, values, push, stop } = countdown();
    await push(RUNNING, 1);
    expect(formatTimer(remaining.value)).toBe('0:13');
    // Twelve and a third seconds run out: the pushed time, then each shown second once (0:12 … 0:01, then 0:00),
    // and nothing in between.
    for (let ms = 0; ms < 13_000; ms += 50) {
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(values.map(formatTimer)).toEqual([
      '0:13',
      '0:12',
      '0:11',
      '0:10',
      '0:09',
      '0:08',
      '0:07',
      '0:06',
      '0:05',
      '0:04',
      '0:03',
      '0:02',
      '0:01',
      '0:00',
    ]);
    // Each shown at its second: ten seconds left exactly when the last ten turn red, nothing left at time up.
    expect(values).toContain(10_000);
    expect(values.at(-1)).toBe(0);
    // Time up: the countdown stops, and no timer is left waiting.
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('a pause holds the time, a new push starts from its own, a cleared timer shows nothing left', async () => {
    const { remaining, push, stop } = countdown();
    await push(RUNNING, 1);
    await vi.advanceTimersByTimeAsync(2_300);
    expect(remaining.value).toBe(10_000);
    await push({ ...RUNNING, remainingMs: 10_000, running: false, revision: 2 }, 2);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(remaining.value).toBe(10_000);
    await push({ ...RUNNING, remainingMs: 20_000, revision: 3 }, 3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(formatTimer(remaining.value)).toBe('0:19');
    await push(null, 4);
    expect(remaining.value).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('stops counting when its scope ends (a closed panel or page)', async () => {
    const { push, stop } = countdown();
    await push(RUNNING, 1);
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
