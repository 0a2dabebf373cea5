import { defineStore } from 'pinia';
import { ref } from 'vue';
import { useProjectorBridge } from '../../common/composables/useBridge.ts';

/** Whether the moderator has put the projector on hold (only the neutral hold screen shows). */
export const useHoldStore = defineStore('hold', () => {
  const bridge = useProjectorBridge();
  const held = ref(false);
  bridge.onHold((on) => (held.value = on));
  return { held };
});
