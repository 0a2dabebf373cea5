/**
 * Adds `listener` to `listeners` and returns what takes it out again: how the station and its stand-ins let a
 * window or a feed follow a push.
 */
export function subscribe<L>(listeners: Set<L>, listener: L): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
