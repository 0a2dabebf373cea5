import { useI18n } from 'vue-i18n';
import { isLocale, type Locale } from '../../common/i18n.ts';

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
  const { locale } = useI18n({ useScope: 'global' });
  function setLocale(next: Locale): void {
    locale.value = next;
    document.documentElement.lang = next;
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered, but switched.
    }
  }
  return { locale, setLocale };
}
