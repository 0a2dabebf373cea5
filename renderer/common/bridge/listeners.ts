/** A listener set with an emit, for the small event sources of the bridge. */
export function createListeners<T>(): { add(listener: (value: T) => void): () => void; emit(value: T): void } {
  const listeners = new Set<(value: T) => void>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(value) {
      for (const listener of [...listeners]) listener(value);
    },
  };
}

/** A listener set that remembers the last value and hands it to each new listener at once. */
export function createLatest<T>(): { add(listener: (value: T) => void): () => void; emit(value: T): void } {
  const listeners = createListeners<T>();
  let latest: { value: T } | null = null;
  return {
    add(listener) {
      if (latest) listener(latest.value);
      return listeners.add(listener);
    },
    emit(value) {
      latest = { value };
      listeners.emit(value);
    },
  };
}

/**
 * A subscription to a value that never changes (an IPC link, which cannot drop while the window lives; a page
 * opened without its key): each listener hears it once, at once, and there is nothing to unsubscribe from.
 */
export function toldOnce<T>(value: T): (listener: (value: T) => void) => () => void {
  return (listener) => {
    listener(value);
    return () => {};
  };
}
