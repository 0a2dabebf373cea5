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
 * those seen before keep their ids, so only the new ones enter the screen. The two lists are lined up where the
 * longest run of them matches, the new list starting within the old one (the window slid on, or the last ones
 * were undone) or the old one within the new (an undo on a full window brings an older announcement back in at
 * its start: judged from the start alone, every announcement on screen was new and entered again, in turn, as if
 * the room had just heard it).
 */
export function followAnnouncements(feed: Feed, gameId: string | null, next: readonly Announcement[]): Feed {
  const previous = feed.gameId === gameId ? feed.items : [];
  const runAt = (from: number, to: number): number => {
    let length = 0;
    while (
      from + length < previous.length &&
      to + length < next.length &&
      same(previous[from + length]!.announcement, next[to + length]!)
    )
      length++;
    return length;
  };
  let best = { from: 0, to: 0, length: 0 };
  const consider = (from: number, to: number) => {
    const length = runAt(from, to);
    if (length > best.length) best = { from, to, length };
  };
  for (let from = 0; from < previous.length; from++) consider(from, 0);
  for (let to = 1; to < next.length; to++) consider(0, to);
  let nextId = feed.nextId;
  // Older announcements the window took back in: new ids, but no turn to wait for (they are not news).
  const older = next.slice(0, best.to).map((announcement) => ({ id: nextId++, announcement, order: 0 }));
  const kept = previous.slice(best.from, best.from + best.length).map((item) => ({ ...item, order: 0 }));
  const fresh = next.slice(best.to + best.length).map((announcement, order) => ({ id: nextId++, announcement, order }));
  return { gameId, items: [...older, ...kept, ...fresh], nextId };
}
