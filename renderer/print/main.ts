import { createApp } from 'vue';
import './print.css';
import { isLocale, loadStationI18n } from '../common/i18n.ts';
import App from './App.vue';

// The print page: one document (a protocol, role cards, standings) laid out for A4 paper. In Electron it
// runs in a hidden window and is printed to PDF; in a browser it offers the browser's own print.
// `?lang=ru` prints in another language (English when absent or unknown).
const lang = new URL(location.href).searchParams.get('lang');
const app = createApp(App);
app.use(await loadStationI18n(isLocale(lang) ? lang : 'en'));
app.mount('#app');
