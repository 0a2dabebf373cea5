/**
 * How many announcements (and other running records) a ruleset's state keeps: the room sees the latest
 * 12 (PUBLIC_ANNOUNCEMENTS); the full history is the event log.
 */
export const ANNOUNCEMENTS_KEPT = 16;

/**
 * The list with the items appended, keeping only the latest `kept`. A bounded list keeps every append
 * cheap however long the game: copying a whole history at each event made a replay grow quadratically.
 */
export function appendKept<T>(list: readonly T[], kept: number, ...items: T[]): T[] {
  const drop = list.length + items.length - kept;
  const out = drop > 0 ? list.slice(drop) : list.slice();
  for (const item of items) out.push(item);
  return out;
}
