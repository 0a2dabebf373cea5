import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMPTY_FEED, followAnnouncements } from '../../renderer/projector/model/announcement-feed.ts';
import { formatTimer, newerTimer, receiveTimer, remainingAt } from '../../renderer/common/timer/received-timer.ts';
import type { Announcement } from '../../shared/engine/index.ts';

const day = (round: number): Announcement => ({ kind: 'day-began', round });
const killed = (seat: number): Announcement => ({ kind: 'killed', seat });

describe('the announcement feed', () => {
  it('keeps the ids of announcements already shown, so only new ones enter, in turn', () => {
    const first = followAnnouncements(EMPTY_FEED, 'g', [day(1)]);
    const second = followAnnouncements(first, 'g', [day(1), killed(3), day(2)]);
    expect(second.items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(second.items.map((i) => i.order)).toEqual([0, 0, 1]);
  });

  it('follows the sliding window of the latest announcements', () => {
    const window = Array.from({ length: 12 }, (_, i) => day(i + 1));
    const full = followAnnouncements(EMPTY_FEED, 'g', window);
    const slid = followAnnouncements(full, 'g', [...window.slice(1), day(13)]);
    expect(slid.items.map((i) => i.id)).toEqual([...full.items.slice(1).map((i) => i.id), 13]);
  });

  it('an undo takes the last ones away; a different step after it enters as new', () => {
    const feed = followAnnouncements(EMPTY_FEED, 'g', [day(1), killed(2), killed(3)]);
    const undone = followAnnouncements(feed, 'g', [day(1), killed(2)]);
    expect(undone.items.map((i) => i.id)).toEqual([1, 2]);
    const other = followAnnouncements(feed, 'g', [day(1), killed(2), killed(5)]);
    expect(other.items.map((i) => i.id)).toEqual([1, 2, 4]);
  });

  it('an undo on a full window keeps what was on screen: only the announcement it brought back from before is new', () => {
    const window = Array.from({ length: 12 }, (_, i) => day(i + 2));
    const full = followAnnouncements(EMPTY_FEED, 'g', window);
    const undone = followAnnouncements(full, 'g', [day(1), ...window.slice(0, 11)]);
    expect(undone.items.map((i) => i.id)).toEqual([13, ...full.items.slice(0, 11).map((i) => i.id)]);
    expect(undone.items.every((i) => i.order === 0)).toBe(true);
    const redone = followAnnouncements(undone, 'g', window);
    expect(redone.items.map((i) => i.id)).toEqual([...full.items.slice(0, 11).map((i) => i.id), 14]);
  });

  it('another game starts afresh', () => {
    const feed = followAnnouncements(EMPTY_FEED, 'g', [day(1)]);
    const next = followAnnouncements(feed, 'h', [day(1)]);
    expect(next.items.map((i) => i.id)).toEqual([2]);
  });

  it('property: the feed always shows exactly the view’s announcements, with unique ids', () => {
    const list = fc.array(fc.integer({ min: 1, max: 4 }).map(day), { maxLength: 14 });
    fc.assert(
      fc.property(fc.array(list, { maxLength: 8 }), (lists) => {
        let feed = EMPTY_FEED;
        for (const next of lists) {
          feed = followAnnouncements(feed, 'g', next);
          expect(feed.items.map((i) => i.announcement)).toEqual(next);
          expect(new Set(feed.items.map((i) => i.id)).size).toBe(next.length);
        }
      }),
    );
  });
});

describe('the local countdown', () => {
  const running = {
    kind: 'speech' as const,
    seat: 1,
    totalMs: 60_000,
    remainingMs: 30_000,
    running: true,
    revision: 4,
  };

  it('counts down from the pushed time by this window’s own clock, never below zero', () => {
    const received = receiveTimer({ channel: 'timer.state', timer: running, revision: 4 }, 500);
    expect(remainingAt(received, 500)).toBe(30_000);
    expect(remainingAt(received, 10_500)).toBe(20_000);
    expect(remainingAt(received, 99_000)).toBe(0);
    expect(
      remainingAt(
        receiveTimer({ channel: 'timer.state', timer: { ...running, running: false }, revision: 5 }, 0),
        99_000,
      ),
    ).toBe(30_000);
    expect(remainingAt(null, 0)).toBe(0);
  });

  it('keeps the newer push when an older one arrives late', () => {
    const newer = receiveTimer({ channel: 'timer.state', timer: null, revision: 5 }, 0);
    const older = receiveTimer({ channel: 'timer.state', timer: running, revision: 4 }, 1);
    expect(newerTimer(newer, older)).toBe(newer);
    expect(newerTimer(older, newer)).toBe(newer);
  });

  it('shows m:ss rounded up', () => {
    expect(formatTimer(60_000)).toBe('1:00');
    expect(formatTimer(59_001)).toBe('1:00');
    expect(formatTimer(9_000)).toBe('0:09');
    expect(formatTimer(1)).toBe('0:01');
    expect(formatTimer(0)).toBe('0:00');
    expect(formatTimer(-5)).toBe('0:00');
  });
});
