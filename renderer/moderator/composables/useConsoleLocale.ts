import { useI18n } from 'vue-i18n';
import { isLocale, setStationLocale, type Locale } from '../../common/i18n.ts';

/** Where the console keeps its language between sessions (this window's own storage, nothing shared). */
const STORAGE_KEY = 'mafia-station.console-locale';

/** The console's language as last chosen on this machine, or English. */
export function savedConsoleLocale(): Locale {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLocale(saved) ? saved : 'en';
  } catch {
    // Storage can be unavailable (a locked-down browser profile): the console still works, in English.
    return 'en';
  }
}

/** The console's language, switchable at any time and remembered; the projector's is set separately. */
export function useConsoleLocale() {
  const composer = useI18n({ useScope: 'global' });
  const { locale } = composer;
  function setLocale(next: Locale): void {
    // Loads the language's messages first when this window has not used it yet.
    void setStationLocale(composer as unknown as Parameters<typeof setStationLocale>[0], next);
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered, but switched.
    }
  }
  return { locale, setLocale };
}
