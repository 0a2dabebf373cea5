import { defineStore } from 'pinia';
import { shallowRef } from 'vue';
import { useProjectorBridge } from '../../common/composables/useBridge.ts';
import { useTimerCountdown } from '../../common/composables/useTimerCountdown.ts';
import { newerTimer, type ReceivedTimer } from '../../common/timer/received-timer.ts';

/** The shared timer as the station pushed it, and the time left counted down on this screen. */
export const useTimerStore = defineStore('timer', () => {
  const bridge = useProjectorBridge();
  const received = shallowRef<ReceivedTimer | null>(null);
  bridge.onTimer((next) => (received.value = newerTimer(received.value, next)));
  const remainingMs = useTimerCountdown(received);
  return { received, remainingMs };
});
