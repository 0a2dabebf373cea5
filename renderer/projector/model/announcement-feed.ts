import type { Announcement } from '../../../shared/engine/index.ts';

/** An announcement on screen, with a stable id (for its transition) and its place among those that came together. */
export interface FeedItem {
  id: number;
  announcement: Announcement;
  /** 0 for the first of the announcements that arrived in one push, 1 for the next … (they enter in turn). */
  order: number;
}

/** The announcements on screen, oldest first, and the next id to hand out. */
export interface Feed {
  gameId: string | null;
  items: FeedItem[];
  nextId: number;
}

/** The empty feed. */
export const EMPTY_FEED: Feed = { gameId: null, items: [], nextId: 1 };

const same = (a: Announcement, b: Announcement): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Follows the view's latest announcements (a sliding window, which an undo can also shorten or change):
 * those seen before keep their ids, so only the new ones enter the screen. The old list is matched at the
 * offset where the longest run of it lines up with the start of the new one.
 */
export function followAnnouncements(feed: Feed, gameId: string | null, next: readonly Announcement[]): Feed {
  const previous = feed.gameId === gameId ? feed.items : [];
  let best = { offset: 0, length: 0 };
  for (let offset = 0; offset < previous.length; offset++) {
    let length = 0;
    while (
      length < next.length &&
      offset + length < previous.length &&
      same(previous[offset + length]!.announcement, next[length]!)
    )
      length++;
    if (length > best.length) best = { offset, length };
  }
  const kept = previous.slice(best.offset, best.offset + best.length).map((item) => ({ ...item, order: 0 }));
  let nextId = feed.nextId;
  const fresh = next.slice(best.length).map((announcement, order) => ({ id: nextId++, announcement, order }));
  return { gameId, items: [...kept, ...fresh], nextId };
}
