import { ref, watch } from 'vue';
import tenSecondsUrl from '../../../resources/sounds/ten-seconds.wav';
import timeUpUrl from '../../../resources/sounds/time-up.wav';

/** The timer's two sounds: ten seconds left, and time up. */
export type TimerSound = 'ten-seconds' | 'time-up';

const URLS: Record<TimerSound, string> = { 'ten-seconds': tenSecondsUrl, 'time-up': timeUpUrl };
const STORAGE_KEY = 'mafia-station.timer-sound';

function saved(): { volume: number; muted: boolean } {
  try {
    const value = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null') as {
      volume?: unknown;
      muted?: unknown;
    } | null;
    const volume = typeof value?.volume === 'number' && value.volume >= 0 && value.volume <= 1 ? value.volume : 0.8;
    return { volume, muted: value?.muted === true };
  } catch {
    return { volume: 0.8, muted: false };
  }
}

// One setting for the console, remembered on this machine.
const initial = saved();
const volume = ref(initial.volume);
const muted = ref(initial.muted);
watch([volume, muted], () => {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify({ volume: volume.value, muted: muted.value }));
  } catch {
    // Not remembered; the setting still holds for this session.
  }
});

/** Plays the timer's sounds at the moderator's volume, unless muted; the volume and mute are remembered. */
export function useTimerSounds() {
  function play(sound: TimerSound): void {
    if (muted.value || volume.value === 0) return;
    const audio = new Audio(URLS[sound]);
    audio.volume = volume.value;
    // A browser may refuse sound before the first click on the page; the timer still shows the time.
    void audio.play().catch(() => undefined);
  }
  return { volume, muted, play };
}
