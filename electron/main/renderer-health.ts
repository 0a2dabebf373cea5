import type { BrowserWindow } from 'electron';
import type { AppPage } from './app-url.ts';

/**
 * Brings a window's page back when its renderer dies (a crash, the system killing it for memory): the
 * page is reloaded in a new renderer and the reason logged; a blank console at the table is the worst
 * outcome. The station keeps the truth, so a reloaded page shows exactly where the game was. A page that
 * stops answering is logged (and logged again when it recovers); it is not reloaded under the
 * moderator's hands.
 */
export function reloadWhenGone(window: BrowserWindow, page: AppPage): void {
  const contents = window.webContents;
  contents.on('render-process-gone', (_event, details) => {
    console.error(
      `Mafia Station: the ${page} page's renderer ${details.reason === 'crashed' ? 'crashed' : `is gone (${details.reason})`}, exit code ${details.exitCode}; reloading it.`,
    );
    // A clean exit is the window closing: nothing to bring back.
    if (details.reason === 'clean-exit' || window.isDestroyed()) return;
    contents.reload();
  });
  window.on('unresponsive', () => console.error(`Mafia Station: the ${page} page stopped responding.`));
  window.on('responsive', () => console.error(`Mafia Station: the ${page} page responds again.`));
}
