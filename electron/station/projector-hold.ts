/** The projector's hold screen: on, the projector shows only a neutral screen until released. */
export interface ProjectorHold {
  set(on: boolean): { on: boolean };
  current(): boolean;
  /** Subscribes to changes; returns the unsubscribe. */
  onChange(listener: (on: boolean) => void): () => void;
}

/** Creates the hold switch, off. Setting it to what it already is tells nobody. */
export function createProjectorHold(): ProjectorHold {
  const listeners = new Set<(on: boolean) => void>();
  let held = false;
  return {
    set(on) {
      if (on !== held) {
        held = on;
        for (const listener of listeners) listener(on);
      }
      return { on: held };
    },
    current: () => held,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
