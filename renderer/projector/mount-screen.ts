import { createPinia } from 'pinia';
import { createApp } from 'vue';
import '../common/styles/theme.css';
import type { ProjectorBridge } from '../common/bridge/index.ts';
import { PROJECTOR_BRIDGE } from '../common/composables/useBridge.ts';
import { createStationI18n, isLocale, setStationLocale } from '../common/i18n.ts';
import App from './App.vue';

/**
 * Mounts the projector's screen on `#app`, fed by a bridge: the projector window's own (IPC or WebSocket)
 * or the LAN mirror's event stream. It can only receive; there is nothing here to send.
 */
export function mountScreen(bridge: ProjectorBridge): void {
  const app = createApp(App);
  const i18n = createStationI18n();
  app.provide(PROJECTOR_BRIDGE, bridge);
  app.use(createPinia());
  app.use(i18n);
  // The screen speaks the language the moderator chose for the room, which may differ from the console's.
  bridge.onLocale((locale) => {
    if (isLocale(locale)) setStationLocale(i18n, locale);
  });
  app.mount('#app');
}
