import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  backspaceSeat,
  clearTypedSeat,
  endSeat,
  forgetTyping,
  typeDigit,
  useSeatEntry,
} from '../../../renderer/moderator/composables/useSeatEntry.ts';

describe('typing a seat number', () => {
  const picked: number[] = [];
  beforeEach(() => {
    picked.length = 0;
    useSeatEntry().listen((seat) => picked.push(seat));
  });
  afterEach(() => {
    clearTypedSeat();
    useSeatEntry().listen(null);
  });

  it('a digit that cannot start a longer seat number counts at once', () => {
    typeDigit(3, 10);
    expect(picked).toEqual([3]);
  });

  it('"1" at a table of ten or more waits for the next key, however long it takes', () => {
    typeDigit(1, 12);
    expect(picked).toEqual([]);
    expect(useSeatEntry().typed.value).toBe('1');
    typeDigit(2, 12);
    expect(picked).toEqual([12]);
  });

  it('"1" then an end key (space, comma, Enter) is seat 1', () => {
    typeDigit(1, 12);
    expect(endSeat()).toBe(1);
    expect(picked).toEqual([1]);
  });

  it('at 16 players "1 3 4" typed at any speed is seats 1, 3 and 4', () => {
    typeDigit(1, 16);
    endSeat();
    typeDigit(3, 16);
    typeDigit(4, 16);
    expect(picked).toEqual([1, 3, 4]);
  });

  it('at a table of nine, "1" counts at once', () => {
    typeDigit(1, 9);
    expect(picked).toEqual([1]);
  });

  it('a number beyond the table is refused at once, visibly, and picks nothing', () => {
    typeDigit(1, 12);
    typeDigit(7, 12);
    expect(picked).toEqual([]);
    expect(useSeatEntry().refused.value).toBe(17);
    typeDigit(3, 12);
    expect(picked).toEqual([3]);
    // Said until the step is sent (tryout 11: at full speed it went with the next key, unseen).
    expect(useSeatEntry().refused.value).toBe(17);
    forgetTyping();
    expect(useSeatEntry().refused.value).toBeNull();
  });

  it('a Space right after a seat digit separates seats (not the timer); after Enter or Escape it is the timer again', () => {
    expect(useSeatEntry().separating()).toBe(false);
    typeDigit(3, 16);
    expect(useSeatEntry().separating()).toBe(true);
    endSeat();
    expect(useSeatEntry().separating()).toBe(false);
    typeDigit(4, 16);
    clearTypedSeat();
    expect(useSeatEntry().separating()).toBe(false);
  });

  it('Backspace takes back a pending digit', () => {
    typeDigit(1, 12);
    expect(backspaceSeat()).toBe(true);
    expect(useSeatEntry().typed.value).toBe('');
    expect(backspaceSeat()).toBe(false);
  });

  it('the seat typed before R is the one the remark goes to, even mid-typing', () => {
    typeDigit(1, 12);
    expect(useSeatEntry().current()).toBe(1);
  });
});
