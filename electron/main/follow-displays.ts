import { screen, type BrowserWindow } from 'electron';
import { chooseProjectorPlacement, samePlacement, type ProjectorPlacement } from './displays.ts';

/** The projector's placement for the displays connected now (call once the app is ready). */
export function currentProjectorPlacement(): ProjectorPlacement {
  return chooseProjectorPlacement(screen.getAllDisplays(), screen.getPrimaryDisplay());
}

/** Moves the projector window to a placement: out of fullscreen, to the bounds, then fullscreen if asked. */
export function placeProjector(window: BrowserWindow, placement: ProjectorPlacement): void {
  // Bounds cannot change while fullscreen (the window manager owns them), so leave it first.
  if (window.isFullScreen()) window.setFullScreen(false);
  window.setBounds(placement.bounds);
  if (placement.mode === 'fullscreen') window.setFullScreen(true);
}

/**
 * Keeps the projector window on the right display as displays come, go or change, starting from the
 * placement it was created with; stops when the window closes. Returns the stop function.
 */
export function followDisplays(window: BrowserWindow, initial: ProjectorPlacement): () => void {
  let current = initial;
  const replace = (): void => {
    if (window.isDestroyed()) return;
    const next = currentProjectorPlacement();
    // Metrics change often (a resolution switch, a moved taskbar): move only when the answer changes.
    if (samePlacement(next, current)) return;
    current = next;
    placeProjector(window, next);
  };
  screen.on('display-added', replace);
  screen.on('display-removed', replace);
  screen.on('display-metrics-changed', replace);
  const stop = (): void => {
    screen.removeListener('display-added', replace);
    screen.removeListener('display-removed', replace);
    screen.removeListener('display-metrics-changed', replace);
  };
  window.once('closed', stop);
  return stop;
}
