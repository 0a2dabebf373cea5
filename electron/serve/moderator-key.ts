import { join } from 'node:path';
import { privateJsonFile } from '../station/private-json-file.ts';
import { createToken } from './security.ts';

/** The file in the data folder that keeps browser mode's moderator key across restarts (mode 0600). */
export const MODERATOR_KEY_FILE = 'moderator-key.json';

/** A key as createToken makes it: 32 bytes in hex. A file holding anything else is not trusted. */
const KEY_FORM = /^[0-9a-f]{64}$/;

function keyFile(dataDir: string) {
  return privateJsonFile<{ key: string }>(join(dataDir, MODERATOR_KEY_FILE), (raw) => {
    const key = (raw as { key?: unknown } | null)?.key;
    return typeof key === 'string' && KEY_FORM.test(key) ? { key } : null;
  });
}

/**
 * Browser mode's moderator key, kept in the data folder so a moderator tab left open works again after a
 * restart (issue 12 §4). `renew` (serve's `--new-key`) replaces it: every page holding the old key is refused.
 */
export function moderatorKey(dataDir: string, renew = false): string {
  const file = keyFile(dataDir);
  const kept = renew ? null : file.read();
  if (kept) return kept.key;
  const key = createToken();
  file.write({ key });
  return key;
}

/** The moderator key of a running browser-mode station: the one in force, and a way to issue another. */
export interface ModeratorKeys {
  current(): string;
  /** Makes a new key, keeps it (in the data folder, when there is one) and tells every listener; returns it. */
  renew(): string;
  /** Called with the new key each time one is issued; returns the unsubscribe. */
  onRenew(listener: (key: string) => void): () => void;
}

/** The key holder over a first key; `dataDir` (when given) keeps each new key for the next start. */
export function moderatorKeys(first: string, dataDir: string | null): ModeratorKeys {
  let key = first;
  const listeners = new Set<(key: string) => void>();
  return {
    current: () => key,
    renew() {
      const next = createToken();
      // Durable first: a key the station forgets at its next start would lock the page that asked out.
      if (dataDir !== null) keyFile(dataDir).write({ key: next });
      key = next;
      for (const listener of listeners) listener(next);
      return next;
    },
    onRenew(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
