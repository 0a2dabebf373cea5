import * as v from 'valibot';
import { ProjectorLocaleSchema, type ProjectorLocale } from '../../shared/contract/index.ts';
import { privateJsonFile, type PrivateJsonFile } from './private-json-file.ts';

/** The file in the data folder that keeps the room's language across restarts (mode 0600). */
export const PROJECTOR_SETTINGS_FILE = 'projector-settings.json';

/** What the projector remembers: the room's language (the hold screen lasts this run only). */
export interface ProjectorSettingsRecord {
  locale: ProjectorLocale;
}

/** The projector settings in a private JSON file (a file not matching the form is treated as none). */
export function projectorSettingsFile(path: string): PrivateJsonFile<ProjectorSettingsRecord> {
  return privateJsonFile(path, (raw) => {
    const parsed = v.safeParse(ProjectorLocaleSchema, raw);
    return parsed.success ? { locale: parsed.output.locale } : null;
  });
}

/** The projector's hold screen: on, the projector shows only a neutral screen until released. */
export interface ProjectorHold {
  set(on: boolean): { on: boolean };
  current(): boolean;
  /** The projector's language, chosen by the moderator apart from the console's; listeners hear it too. */
  setLocale(locale: ProjectorLocale): { locale: ProjectorLocale };
  currentLocale(): ProjectorLocale;
  /** Subscribes to changes; returns the unsubscribe. */
  onChange(listener: (on: boolean) => void): () => void;
}

/**
 * Creates the hold switch, off, with the projector in the language its file keeps (English without one): a
 * restart in the middle of an evening must not turn the room's screens, the mirror and the phones to English.
 * Setting either to what it already is tells nobody.
 */
export function createProjectorHold(file: PrivateJsonFile<ProjectorSettingsRecord> | null = null): ProjectorHold {
  const listeners = new Set<(on: boolean) => void>();
  let held = false;
  let locale: ProjectorLocale = file?.read()?.locale ?? 'en';
  return {
    setLocale(next) {
      if (next !== locale) {
        locale = next;
        try {
          file?.write({ locale });
        } catch (error) {
          // The room still changes language now; only the next restart would forget it.
          console.error('Projector language: could not be saved', error instanceof Error ? error.message : error);
        }
        for (const listener of listeners) listener(held);
      }
      return { locale };
    },
    currentLocale: () => locale,
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
