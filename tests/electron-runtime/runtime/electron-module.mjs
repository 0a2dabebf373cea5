// What `import … from 'electron'` gives the built main bundle under the emulated runtime: the objects
// of the runtime that start-app.ts made current before importing the bundle (emulated-electron.ts).
const runtime = globalThis[Symbol.for('mafia-station.emulated-electron')];
if (!runtime) throw new Error('The emulated Electron runtime was not set up before the main bundle was imported.');

export const app = runtime.app;
export const BrowserWindow = runtime.BrowserWindow;
export const ipcMain = runtime.ipcMain;
export const protocol = runtime.protocol;
export const screen = runtime.screen;
export const session = runtime.session;
export const dialog = runtime.dialog;
export const shell = runtime.shell;
export const Menu = runtime.Menu;
export const nativeImage = runtime.nativeImage;
export default runtime;
