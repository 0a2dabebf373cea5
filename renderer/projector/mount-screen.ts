import { createPinia } from 'pinia';
import { createApp } from 'vue';
import '../common/styles/theme.css';
import type { ProjectorBridge } from '../common/bridge/index.ts';
import { PROJECTOR_BRIDGE } from '../common/composables/useBridge.ts';
import { SEAT_GENDERS } from '../common/composables/useSeatLabel.ts';
import { isLocale, loadStationI18n, setStationLocale } from '../common/i18n.ts';
import App from './App.vue';
import { usePublicViewStore } from './stores/public-view.ts';

/**
 * Mounts the projector's screen on `#app`, fed by a bridge: the projector window's own (IPC or WebSocket)
 * or the LAN mirror's event stream. It can only receive; there is nothing here to send.
 */
export async function mountScreen(bridge: ProjectorBridge): Promise<void> {
  const app = createApp(App);
  // Only the starting language's messages are loaded before the first frame; another is loaded when chosen.
  const i18n = await loadStationI18n();
  app.provide(PROJECTOR_BRIDGE, bridge);
  const pinia = createPinia();
  app.use(pinia);
  // The seats' genders of the public view (player records) for the gendered words of the room's texts (issue 12 §3).
  app.provide(SEAT_GENDERS, () => usePublicViewStore(pinia).view?.genders);
  app.use(i18n);
  // The screen speaks the language the moderator chose for the room, which may differ from the console's.
  bridge.onLocale((locale) => {
    if (isLocale(locale)) void setStationLocale(i18n, locale);
  });
  app.mount('#app');
}
