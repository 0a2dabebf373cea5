import type { Archive } from './archive/archive-api.ts';

/**
 * An Archive that forwards every call to whichever archive `current` returns at the time of the call.
 * A restore closes the archive and opens the restored file: everything holding this handle (the print
 * and tournament handlers) follows without being rebuilt.
 */
export function archiveHandle(current: () => Archive): Archive {
  return new Proxy({} as Archive, {
    get(_target, key) {
      const archive = current();
      const value: unknown = Reflect.get(archive, key, archive);
      // Methods run on the real archive: its private state is not the proxy's.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(archive) : value;
    },
  });
}
