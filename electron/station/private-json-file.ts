import { chmodSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * A small JSON file only this user may read (mode 0600): the station's keys and remembered settings.
 * Written whole to a temporary file and renamed over the old one, so a crash never leaves half a file.
 */
export interface PrivateJsonFile<T> {
  readonly path: string;
  /** The file's content, or null when it is missing or not what `parse` accepts (then it is rewritten on the next save). */
  read(): T | null;
  write(value: T): void;
}

/** Opens a private JSON file; `parse` checks what was read and returns null for anything else. */
export function privateJsonFile<T>(path: string, parse: (raw: unknown) => T | null): PrivateJsonFile<T> {
  return {
    path,
    read() {
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        return null;
      }
      try {
        return parse(JSON.parse(text));
      } catch {
        return null;
      }
    },
    write(value) {
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
      // The mode given to writeFileSync applies only to a new file; an old temporary keeps its own.
      chmodSync(temporary, 0o600);
      renameSync(temporary, path);
    },
  };
}
