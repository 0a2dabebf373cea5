import { join } from 'node:path';
import { privateJsonFile } from '../station/private-json-file.ts';
import { createToken } from './security.ts';

/** The file in the data folder that keeps browser mode's moderator key across restarts (mode 0600). */
export const MODERATOR_KEY_FILE = 'moderator-key.json';

/** A key as createToken makes it: 32 bytes in hex. A file holding anything else is not trusted. */
const KEY_FORM = /^[0-9a-f]{64}$/;

/**
 * Browser mode's moderator key, kept in the data folder so a moderator tab left open works again after a
 * restart (issue 12 §4). `renew` (serve's `--new-key`) replaces it: every page holding the old key is refused.
 */
export function moderatorKey(dataDir: string, renew = false): string {
  const file = privateJsonFile<{ key: string }>(join(dataDir, MODERATOR_KEY_FILE), (raw) => {
    const key = (raw as { key?: unknown } | null)?.key;
    return typeof key === 'string' && KEY_FORM.test(key) ? { key } : null;
  });
  const kept = renew ? null : file.read();
  if (kept) return kept.key;
  const key = createToken();
  file.write({ key });
  return key;
}
