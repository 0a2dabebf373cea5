import { createApp, watch } from 'vue';
import '../common/styles/theme.css';
import './overlay.css';
import { isLocale, loadStationI18n, setStationLocale } from '../common/i18n.ts';
import App from './App.vue';
import { OVERLAY_STATE } from './overlay-keys.ts';
import { overlayOptions } from './overlay-options.ts';
import { followOverlayStream } from './overlay-stream.ts';

// A stream overlay (issue 17): a transparent browser source for OBS or vMix. `/overlay?key=…` is the room
// feed (only what the projector shows), `/viewer?key=…` the viewer feed (roles and nights, as late as the
// organiser's delay). Options: `parts=strip,info,night`, `width`, `height`.
const options = overlayOptions(location);
const state = followOverlayStream(`${options.feed === 'viewer' ? '/viewer' : '/overlay'}/events${location.search}`);
const i18n = await loadStationI18n();
const app = createApp(App, { options });
app.provide(OVERLAY_STATE, state);
app.use(i18n);
// The overlay speaks the projector's language, as the room's screens do.
watch(
  () => state.locale,
  (locale) => {
    if (locale && isLocale(locale)) void setStationLocale(i18n, locale);
  },
  { immediate: true },
);
app.mount('#app');
