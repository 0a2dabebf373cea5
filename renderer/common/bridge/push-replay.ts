import { createLatest } from './listeners.ts';

/** A push source that keeps each channel's latest value and hands it to every late subscriber at once. */
export interface PushReplay<M extends Record<string, unknown>> {
  /** Listens to one channel: its latest value now (if any came yet), then every change. */
  on<K extends keyof M>(channel: K, listener: (value: M[K]) => void): () => void;
  /** Records a channel's new value and tells its listeners. */
  emit<K extends keyof M>(channel: K, value: M[K]): void;
}

/**
 * The "latest value per channel" layer under both transports (Electron IPC and browser-mode WebSocket):
 * a window subscribes once to every push at start, and a page or component mounted later still gets
 * what the station said last (after a console reload the LAN panel must not show "stopped" while the
 * server runs).
 */
export function createPushReplay<M extends Record<string, unknown>>(): PushReplay<M> {
  const channels = new Map<keyof M, ReturnType<typeof createLatest<unknown>>>();
  function channel(name: keyof M): ReturnType<typeof createLatest<unknown>> {
    let latest = channels.get(name);
    if (!latest) channels.set(name, (latest = createLatest<unknown>()));
    return latest;
  }
  return {
    on: (name, listener) => channel(name).add(listener as (value: unknown) => void),
    emit: (name, value) => channel(name).emit(value),
  };
}
