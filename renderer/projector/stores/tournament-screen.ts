import { defineStore } from 'pinia';
import { shallowRef } from 'vue';
import type { TournamentScreen } from '../../../shared/contract/index.ts';
import { useProjectorBridge } from '../../common/composables/useBridge.ts';

/** The tournament the moderator shows between games (the station builds it from public facts only), or null. */
export const useTournamentScreenStore = defineStore('tournament-screen', () => {
  const bridge = useProjectorBridge();
  const screen = shallowRef<TournamentScreen | null>(null);
  bridge.onTournamentScreen((next) => (screen.value = next));
  return { screen };
});
