import type { ProjectorLocale } from '../../shared/contract/index.ts';

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

/** Creates the hold switch, off, with the projector in English. Setting either to what it already is tells nobody. */
export function createProjectorHold(): ProjectorHold {
  const listeners = new Set<(on: boolean) => void>();
  let held = false;
  let locale: ProjectorLocale = 'en';
  return {
    setLocale(next) {
      if (next !== locale) {
        locale = next;
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
