import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { ViewerDelaySchema } from '../../shared/contract/index.ts';
import type { ViewerDelay } from '../../shared/engine/index.ts';
import { privateJsonFile, type PrivateJsonFile } from './private-json-file.ts';

/** The file in the data folder that keeps the viewer feed's key and delay across restarts (mode 0600). */
export const STREAM_SETTINGS_FILE = 'stream-settings.json';

/** What the stream overlays remember: the viewer link's key and the organiser's delay. */
export interface StreamSettingsRecord {
  viewerKey: string;
  delay: ViewerDelay;
}

/** The delay until the organiser chooses one: one phase late (the safest that still shows the nights during the game). */
export const DEFAULT_VIEWER_DELAY: ViewerDelay = { kind: 'phase' };

const KEY_FORM = /^[A-Za-z0-9_-]{43}$/;

function parse(raw: unknown): StreamSettingsRecord | null {
  const { viewerKey, delay } = (raw ?? {}) as Partial<Record<keyof StreamSettingsRecord, unknown>>;
  if (typeof viewerKey !== 'string' || !KEY_FORM.test(viewerKey)) return null;
  const parsed = v.safeParse(ViewerDelaySchema, delay);
  return parsed.success ? { viewerKey, delay: parsed.output } : null;
}

/** The stream settings in a private JSON file (a file not matching the form is treated as none). */
export function streamSettingsFile(path: string): PrivateJsonFile<StreamSettingsRecord> {
  return privateJsonFile(path, parse);
}

/** The stream overlays' switches: the viewer key and delay (kept), the pause (for this run only, as the projector hold). */
export interface StreamSettings {
  viewerKey(): string;
  delay(): ViewerDelay;
  paused(): boolean;
  setDelay(delay: ViewerDelay): void;
  setPaused(on: boolean): void;
  /** Issues a new viewer key: every link with the old one is refused from now on. */
  renewViewerKey(): void;
  /** Hears every change; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

/** Creates the stream settings, read from their file (or fresh: a new key, one phase late). */
export function createStreamSettings(
  file: PrivateJsonFile<StreamSettingsRecord> | null,
  random: (bytes: number) => Buffer = randomBytes,
): StreamSettings {
  const newKey = (): string => random(32).toString('base64url');
  const read = file?.read() ?? null;
  let record: StreamSettingsRecord = read ?? { viewerKey: newKey(), delay: DEFAULT_VIEWER_DELAY };
  // A fresh key is written the first time a link is made of it, so the viewer link survives a restart.
  let kept = read !== null;
  let paused = false;
  const listeners = new Set<() => void>();
  const changed = (): void => {
    for (const listener of [...listeners]) listener();
  };
  const keep = (): void => {
    kept = true;
    try {
      file?.write(record);
    } catch (error) {
      // The key and delay still hold for this run; only the next start would forget them.
      console.error('Stream settings: could not be saved', error instanceof Error ? error.message : error);
    }
  };
  const save = (next: StreamSettingsRecord): void => {
    record = next;
    keep();
    changed();
  };
  return {
    viewerKey() {
      if (!kept) keep();
      return record.viewerKey;
    },
    delay: () => record.delay,
    paused: () => paused,
    setDelay: (delay) => save({ ...record, delay }),
    setPaused(on) {
      if (on === paused) return;
      paused = on;
      changed();
    },
    renewViewerKey: () => save({ ...record, viewerKey: newKey() }),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
