/**
 * How many announcements (and other running records) a ruleset's state keeps: the room sees the latest
 * 12 (PUBLIC_ANNOUNCEMENTS); the full history is the event log.
 */
export const ANNOUNCEMENTS_KEPT = 16;

/**
 * The list with one item (or two) appended, keeping only the latest `kept`. A bounded list keeps every
 * append cheap however long the game: copying a whole history at each event made a replay grow
 * quadratically. No rest parameter: this runs at most events of a game (issue 14: games per second).
 */
export function appendKept<T>(list: readonly T[], kept: number, item: T, second?: T): T[] {
  const added = second === undefined ? 1 : 2;
  const drop = list.length + added - kept;
  // Pushed one by one into a new list: a slice then a push copied the list twice (the push outgrew the slice).
  const out: T[] = [];
  for (let i = drop > 0 ? drop : 0; i < list.length; i++) out.push(list[i]!);
  out.push(item);
  if (second !== undefined) out.push(second);
  return out;
}

/** A ruleset's announcements with one (or two) more, the latest ANNOUNCEMENTS_KEPT kept: the room sees 12, the log keeps them all. */
export function announce<A>(list: readonly A[], item: A, second?: A): A[] {
  return appendKept(list, ANNOUNCEMENTS_KEPT, item, second);
}
