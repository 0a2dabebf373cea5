import { randomBytes } from 'node:crypto';
import { privateJsonFile, type PrivateJsonFile } from './private-json-file.ts';

/** The file in the data folder that keeps the phones' server settings across restarts (mode 0600). */
export const LAN_SETTINGS_FILE = 'lan-settings.json';

/** What the phones' server remembers: where it listened, its mirror's key, and whether it was left running. */
export interface LanSettings {
  /** The interface's address the moderator chose. */
  host: string;
  /** The port it listened on: the mirror's link stays the same while that port is free. */
  port: number;
  /** The mirror's key (a secret: the mirror link holds it). */
  mirrorKey: string;
  /** Running when the station stopped: it is started again when a dealt game is resumed. */
  running: boolean;
}

/** A mirror key: 32 random bytes in base64url, as the LAN server makes its codes. */
const MIRROR_KEY_FORM = /^[A-Za-z0-9_-]{43}$/;

/** A fresh mirror key. */
export function newMirrorKey(): string {
  return randomBytes(32).toString('base64url');
}

function parse(raw: unknown): LanSettings | null {
  const { host, port, mirrorKey, running } = (raw ?? {}) as Partial<Record<keyof LanSettings, unknown>>;
  if (typeof host !== 'string' || host.length === 0 || host.length > 64) return null;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 0 || port > 65535) return null;
  if (typeof mirrorKey !== 'string' || !MIRROR_KEY_FORM.test(mirrorKey) || typeof running !== 'boolean') return null;
  return { host, port, mirrorKey, running };
}

/** The phones' server settings in a private JSON file (a file not matching the form is treated as none). */
export function lanSettingsFile(path: string): PrivateJsonFile<LanSettings> {
  return privateJsonFile(path, parse);
}
