import { ref, watch, type Ref } from 'vue';

const STORAGE_KEY = 'mafia-station.timer-auto-start';
let setting: Ref<boolean> | null = null;

/**
 * Whether ending a speech with N starts the next speaker's timer at once (on unless the moderator turns
 * it off; remembered on this machine).
 */
export function useTimerAutoStart(): Ref<boolean> {
  if (setting) return setting;
  let stored: string | null;
  try {
    stored = globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  const value = ref(stored !== 'false');
  watch(value, (next) => {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, String(next));
    } catch {
      // Kept for this session only.
    }
  });
  setting = value;
  return value;
}
