import { defineStore } from 'pinia';
import { shallowRef } from 'vue';
import type { ProjectorReveal } from '../../../shared/contract/index.ts';
import { useProjectorBridge } from '../../common/composables/useBridge.ts';

/** The QR reveal the station puts on the projector: a seat and its QR picture, or null. */
export const useRevealStore = defineStore('reveal', () => {
  const bridge = useProjectorBridge();
  const reveal = shallowRef<ProjectorReveal | null>(null);
  bridge.onReveal((next) => (reveal.value = next));
  return { reveal };
});
