import { screen, type BrowserWindow } from 'electron';
import type { DisplayInfo, StationResult } from '../../shared/contract/index.ts';
import type { DisplayHost } from '../station/display-host.ts';
import { chooseProjectorPlacement, describeDisplays, samePlacement, type ProjectorPlacement } from './displays.ts';

/** The projector's placement for the displays connected now (call once the app is ready). */
export function currentProjectorPlacement(chosenId: number | null = null): ProjectorPlacement {
  return chooseProjectorPlacement(screen.getAllDisplays(), screen.getPrimaryDisplay(), chosenId);
}

/**
 * Moves the projector window to a placement: out of fullscreen, to the bounds, then fullscreen if asked;
 * `done` once it is there. On macOS leaving fullscreen is animated and a move made meanwhile is dropped,
 * so the move waits for `leave-full-screen` (issue 13 §2.7).
 */
export function placeProjector(
  window: BrowserWindow,
  placement: ProjectorPlacement,
  platform: NodeJS.Platform = process.platform,
  done: () => void = () => {},
): void {
  const move = (): void => {
    if (window.isDestroyed()) return;
    window.setBounds(placement.bounds);
    if (placement.mode === 'fullscreen') window.setFullScreen(true);
    done();
  };
  // Bounds cannot change while fullscreen (the window manager owns them), so leave it first.
  if (!window.isFullScreen()) return move();
  if (platform === 'darwin') window.once('leave-full-screen', move);
  window.setFullScreen(false);
  if (platform !== 'darwin') move();
}

/**
 * Whether the window ended up on the placement's display: its centre lies on that display (a window the
 * moderator moved within the display, or a remembered position, still counts as placed).
 */
export function landedAt(window: BrowserWindow, placement: ProjectorPlacement): boolean {
  const { x, y, width, height } = window.getBounds();
  const [cx, cy] = [x + width / 2, y + height / 2];
  const target = screen.getAllDisplays().find((d) => d.id === placement.displayId)?.bounds ?? placement.bounds;
  return cx >= target.x && cx < target.x + target.width && cy >= target.y && cy < target.y + target.height;
}

/** How the projector window follows the displays. */
export interface FollowOptions {
  /** Whether this system lets an app place its windows at all (false: Wayland without XWayland). */
  placeable?: boolean;
  platform?: NodeJS.Platform;
}

/** The projector window's displays: the station's display host, and a way to stop following. */
export interface ProjectorDisplays extends DisplayHost {
  /** Stops following display changes (also done when the window closes). */
  stop(): void;
}

/**
 * Keeps the projector window on the right display as displays come, go or change, starting from the
 * placement it was created with, and lets the moderator choose the display. The choice lasts for the
 * session (it is not saved): an unplugged chosen display gives the automatic placement until it is
 * plugged back in. Listeners hear the display list whenever it changes; following stops when the
 * window closes.
 */
export function followDisplays(
  window: BrowserWindow,
  initial: ProjectorPlacement,
  { placeable = true, platform = process.platform }: FollowOptions = {},
): ProjectorDisplays {
  let current = initial;
  // The moderator is told when the projector is not where it belongs: he must then move it by hand.
  let stuck = !placeable || !landedAt(window, initial);
  let chosenId: number | null = null;
  let following = true;
  const listeners = new Set<(displays: DisplayInfo[]) => void>();

  const list = (): DisplayInfo[] =>
    describeDisplays(
      screen.getAllDisplays(),
      screen.getPrimaryDisplay(),
      following && !window.isDestroyed() ? current : null,
      chosenId,
      stuck,
    );
  let lastList = JSON.stringify(list());

  /** Tells the listeners, but only when the list says something new (metrics change often). */
  const announce = (): DisplayInfo[] => {
    const next = list();
    const text = JSON.stringify(next);
    if (text !== lastList) {
      lastList = text;
      for (const listener of [...listeners]) listener(next);
    }
    return next;
  };

  const replace = (): void => {
    if (!window.isDestroyed()) {
      const next = currentProjectorPlacement(chosenId);
      // Metrics change often (a resolution switch, a moved taskbar): move only when the answer changes.
      if (!samePlacement(next, current)) {
        current = next;
        placeProjector(window, next, platform, () => {
          // Compare where the window is with where it was sent: the system may have refused the move.
          stuck = !placeable || !landedAt(window, next);
          announce();
        });
      }
    }
    announce();
  };

  screen.on('display-added', replace);
  screen.on('display-removed', replace);
  screen.on('display-metrics-changed', replace);
  const stop = (): void => {
    if (!following) return;
    following = false;
    screen.removeListener('display-added', replace);
    screen.removeListener('display-removed', replace);
    screen.removeListener('display-metrics-changed', replace);
    announce();
  };
  window.once('closed', stop);

  return {
    list,
    choose(displayId): StationResult<DisplayInfo[]> {
      // Only a display connected now: an id from a stale list must not become a choice nobody can see.
      if (displayId !== null && !screen.getAllDisplays().some((d) => d.id === displayId)) {
        return { ok: false, error: { kind: 'rule', code: 'display.unknown', params: { displayId } } };
      }
      chosenId = displayId;
      if (following) replace();
      else announce();
      return { ok: true, value: list() };
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop,
  };
}
