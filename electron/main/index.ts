// The Electron entry: app lifecycle only. Everything that decides anything lives in the station
// (electron/station), which runs without Electron; this shell only wires it to two windows.
import { join } from 'node:path';
import { app, dialog, Menu, session } from 'electron';
import { PRINTS_FOLDER } from '../station/index.ts';
import { buildAppMenu } from './app-menu.ts';
import { registerAppScheme, serveAppProtocol } from './app-protocol.ts';
import { RENDERER_ROOT } from './build-paths.ts';
import { preferPlaceableWindows } from './display-server.ts';
import { openStationOrExplain } from './open-station.ts';
import { denyAllPermissions } from './permissions.ts';
import { createPrintFileOpener } from './print-files.ts';
import { createPdfPrinter } from './print-pdf.ts';
import { openShellWindows, type ShellWindows } from './shell.ts';
import { WINDOW_POSITIONS_FILE, windowMemory } from './window-memory.ts';

let windows: ShellWindows | null = null;

function start(): void {
  // MAFIA_STATION_DATA points both modes at another archive folder (tests, a USB stick at a tournament).
  // PDFs are drawn by the print page in a hidden window and land in the data folder's prints/.
  const dataDir = process.env.MAFIA_STATION_DATA || app.getPath('userData');
  // A printed PDF can be shown in its folder or opened: only files inside prints/ (issue 13 §2.8).
  // The LAN mirror is a built page of the renderer build that app:// serves.
  const station = openStationOrExplain(dataDir, {
    pdfPrinter: createPdfPrinter(),
    printFiles: createPrintFileOpener(join(dataDir, PRINTS_FOLDER)),
    pagesDir: RENDERER_ROOT,
  });
  if (station === null) {
    app.quit();
    return;
  }
  app.once('will-quit', () => station.close());
  denyAllPermissions(session.defaultSession);
  serveAppProtocol(RENDERER_ROOT);
  // The windows open where they were last closed on the same displays (issue 13 §2.11).
  windows = openShellWindows(station, windowMemory(join(dataDir, WINDOW_POSITIONS_FILE)));
  Menu.setApplicationMenu(buildAppMenu(windows.moderator));
}

function focusConsole(): void {
  const moderator = windows?.moderator;
  if (!moderator || moderator.isDestroyed()) return;
  if (moderator.isMinimized()) moderator.restore();
  moderator.focus();
}

// One station per archive: a second launch hands over to the first (which brings its console forward)
// rather than opening the same SQLite file twice.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerAppScheme(); // must happen before 'ready'
  preferPlaceableWindows(); // the projector must be placeable, under Wayland too (before 'ready')
  app.on('second-instance', focusConsole);
  // The station lives as long as its windows, on macOS too: there is no dock-only state to keep.
  app.on('window-all-closed', () => app.quit());
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      // Without this, a failure at start would leave a process with no window and no way to quit it.
      dialog.showErrorBox('Mafia Station could not start', error instanceof Error ? error.message : String(error));
      app.quit();
    });
}
