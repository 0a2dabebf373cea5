import { createPinia } from 'pinia';
import { createApp } from 'vue';
import '../common/styles/theme.css';
import { createProjectorBridge } from '../common/bridge/index.ts';
import { PROJECTOR_BRIDGE } from '../common/composables/useBridge.ts';
import { createStationI18n } from '../common/i18n.ts';
import App from './App.vue';

// The projector: it can only receive the public view; there is nothing here to send.
const app = createApp(App);
app.provide(PROJECTOR_BRIDGE, createProjectorBridge());
app.use(createPinia());
app.use(createStationI18n());
app.mount('#app');
