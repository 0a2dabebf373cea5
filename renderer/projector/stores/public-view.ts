import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { Davidoff1987PublicView } from '../../../shared/engine/index.ts';
import type { ConnectionState } from '../../common/bridge/index.ts';
import { useProjectorBridge } from '../../common/composables/useBridge.ts';

/** The projector's only knowledge: the latest public view the station pushed, and the link's state. */
export const usePublicViewStore = defineStore('public-view', () => {
  const bridge = useProjectorBridge();
  // This projector draws the 1987 rules' public view; the station creates only 1987 games so far.
  const view = shallowRef<Davidoff1987PublicView | null>(null);
  const connection = ref<ConnectionState>('connecting');
  bridge.onView((next) => (view.value = next?.rulesetId === 'davidoff-1987' ? next : null));
  bridge.onConnection((state) => (connection.value = state));

  const players = computed(() => view.value?.players ?? []);
  const living = computed(() => players.value.filter((p) => p.alive));
  const eliminated = computed(() => players.value.filter((p) => !p.alive));

  return { view, connection, players, living, eliminated };
});
