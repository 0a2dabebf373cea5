import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTypedSeat, SEAT_TYPING_MS, typeDigit, useSeatEntry } from '../../../renderer/moderator/composables/useSeatEntry.ts';

describe('typing a seat number', () => {
  const picked: number[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    picked.length = 0;
    useSeatEntry().listen((seat) => picked.push(seat));
  });
  afterEach(() => {
    clearTypedSeat();
    useSeatEntry().listen(null);
    vi.useRealTimers();
  });

  it('a digit that cannot start a longer seat counts at once', () => {
    typeDigit(3, 10);
    expect(picked).toEqual([3]);
  });

  it('"1" at a table of ten or more waits for a second digit', () => {
    typeDigit(1, 12);
    expect(picked).toEqual([]);
    typeDigit(2, 12);
    expect(picked).toEqual([12]);
  });

  it('"1" alone counts after a pause', () => {
    typeDigit(1, 12);
    vi.advanceTimersByTime(SEAT_TYPING_MS + 1);
    expect(picked).toEqual([1]);
  });

  it('at a table of nine, "1" counts at once', () => {
    typeDigit(1, 9);
    expect(picked).toEqual([1]);
  });

  it('a number beyond the table starts again from the last digit', () => {
    typeDigit(1, 12);
    typeDigit(7, 12);
    expect(picked).toEqual([7]);
  });

  it('the seat typed before R is the one the remark goes to, even mid-typing', () => {
    typeDigit(1, 12);
    expect(useSeatEntry().current()).toBe(1);
  });
});
