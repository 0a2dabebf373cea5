import { createApp } from 'vue';
import './print.css';
import { createStationI18n } from '../common/i18n.ts';
import App from './App.vue';

// The print page: one document (a protocol, role cards, standings) laid out for A4 paper. In Electron it
// runs in a hidden window and is printed to PDF; in a browser it offers the browser's own print.
const app = createApp(App);
app.use(createStationI18n());
app.mount('#app');
