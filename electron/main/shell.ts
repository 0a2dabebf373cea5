import type { BrowserWindow } from 'electron';
import type { Station } from '../station/index.ts';
import { windowsArePlaceable } from './display-server.ts';
import { currentProjectorPlacement, followDisplays } from './follow-displays.ts';
import { bindIpc } from './ipc.ts';
import { reloadWhenGone } from './renderer-health.ts';
import { rememberOnClose, type WindowMemory } from './window-memory.ts';
import { createModeratorWindow, createProjectorWindow, loadPage } from './windows.ts';

/** The two windows of a running station. */
export interface ShellWindows {
  moderator: BrowserWindow;
  projector: BrowserWindow;
}

/**
 * Opens the moderator console and the projector over a station: IPC is bound before the pages load,
 * so no push or ready message can be missed; the projector follows the displays and the
 * moderator's choice of display. With a memory, the windows open where they were last closed on the
 * same display set (issue 13 §2.11).
 */
export function openShellWindows(station: Station, memory: WindowMemory | null = null): ShellWindows {
  const placement = currentProjectorPlacement();
  const moderator = createModeratorWindow(memory?.recall('moderator'));
  // Only a windowed projector is the moderator's to place; a fullscreen one covers its display.
  const windowed = placement.mode === 'windowed';
  const projectorBounds = windowed ? memory?.recall('projector') : null;
  const projector = createProjectorWindow(projectorBounds ? { ...placement, bounds: projectorBounds } : placement);
  if (memory) {
    rememberOnClose(moderator, 'moderator', memory);
    rememberOnClose(projector, 'projector', memory, () => currentProjectorPlacement().mode === 'windowed');
  }
  bindIpc({ station, moderator, projector });
  reloadWhenGone(moderator, 'moderator');
  reloadWhenGone(projector, 'projector');
  // The moderator chooses the projector's display through the station (display.list, display.choose).
  station.attachDisplays(followDisplays(projector, placement, { placeable: windowsArePlaceable() }));
  // Without the console nobody can drive the projector: closing it closes the projector too, and the
  // app quits when no window is left.
  moderator.once('closed', () => {
    if (!projector.isDestroyed()) projector.close();
  });
  void loadPage(moderator, 'moderator').catch(reportLoadFailure);
  void loadPage(projector, 'projector').catch(reportLoadFailure);
  return { moderator, projector };
}

function reportLoadFailure(error: unknown): void {
  // A page that fails to load shows blank; the reason belongs in the main process's log.
  console.error('Mafia Station: a page failed to load:', error);
}
