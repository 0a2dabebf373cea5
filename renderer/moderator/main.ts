import { createPinia } from 'pinia';
import { createApp } from 'vue';
import '../common/styles/theme.css';
import '../common/styles/forms.css';
import { createModeratorBridge } from '../common/bridge/index.ts';
import { MODERATOR_BRIDGE } from '../common/composables/useBridge.ts';
import { SEAT_GENDERS } from '../common/composables/useSeatLabel.ts';
import { loadStationI18n } from '../common/i18n.ts';
import App from './App.vue';
import { savedConsoleLocale } from './composables/useConsoleLocale.ts';
import { useGameStore } from './stores/game.ts';

// The moderator console: one bridge to the station, provided to the stores; i18n; Pinia.
const app = createApp(App);
app.provide(MODERATOR_BRIDGE, createModeratorBridge());
const pinia = createPinia();
app.use(pinia);
// The open game's seat genders (player records) for the gendered words of every text (issue 12 §3).
app.provide(SEAT_GENDERS, () => useGameStore(pinia).current?.genders);
// Only the console's language is loaded before the first frame; another is loaded when chosen.
app.use(await loadStationI18n(savedConsoleLocale()));
app.mount('#app');
