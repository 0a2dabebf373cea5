/** A rectangle in screen coordinates, as Electron's screen module gives it. */
export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

import type { DisplayInfo } from '../../shared/contract/index.ts';

/** What the placement needs of a display. */
export interface DisplayLike {
  id: number;
  bounds: Bounds;
  workArea: Bounds;
  /** The system's name for it (Electron's `Display.label`; empty or absent on some systems). */
  label?: string;
}

/** Where the projector window goes: fullscreen on an external display, or a window on the primary one. */
export interface ProjectorPlacement {
  mode: 'fullscreen' | 'windowed';
  displayId: number;
  bounds: Bounds;
}

/** The largest size of the projector window when it shares the primary display with the console (16:9). */
export const WINDOWED_PROJECTOR_SIZE = { width: 960, height: 540 } as const;

/**
 * Chooses the projector's placement. Automatic (no choice, or the chosen display is not connected): the
 * first display that is not the primary one gets the projector fullscreen (its whole bounds); with a
 * single display, the projector is a 16:9 window in the bottom-right corner of the primary work area,
 * at most half its width, so the console stays usable. A chosen external display gets the projector
 * fullscreen. A chosen primary display gets it windowed, even when it is the only display: the
 * moderator's console lives there, and a fullscreen projector would cover it (no way back to the
 * console but the keyboard) — the same window the automatic choice gives a lone display.
 */
export function chooseProjectorPlacement(
  displays: readonly DisplayLike[],
  primary: DisplayLike,
  chosenId: number | null = null,
): ProjectorPlacement {
  // An unplugged choice falls back to automatic but is kept by the caller: plugged back in, it wins again.
  const chosen = chosenId === null ? undefined : displays.find((d) => d.id === chosenId);
  if (chosen && chosen.id !== primary.id) return fullscreenOn(chosen);
  if (chosen) return windowedOn(chosen);
  const external = displays.find((d) => d.id !== primary.id);
  return external ? fullscreenOn(external) : windowedOn(primary);
}

function fullscreenOn(display: DisplayLike): ProjectorPlacement {
  return { mode: 'fullscreen', displayId: display.id, bounds: { ...display.bounds } };
}

function windowedOn(display: DisplayLike): ProjectorPlacement {
  const area = display.workArea;
  const width = Math.min(WINDOWED_PROJECTOR_SIZE.width, Math.floor(area.width / 2));
  const height = Math.min(Math.round((width * 9) / 16), area.height);
  return {
    mode: 'windowed',
    displayId: display.id,
    bounds: { x: area.x + area.width - width, y: area.y + area.height - height, width, height },
  };
}

/**
 * The displays as the moderator picks from them, left to right then top to bottom as the system
 * arranges them (so the list does not reshuffle when one is plugged in): which is primary, which holds
 * the projector (none when the window is gone), and which is the moderator's connected choice. `stuck`:
 * the system did not let the projector be moved to its placement (issue 13 §2.7).
 */
export function describeDisplays(
  displays: readonly DisplayLike[],
  primary: DisplayLike,
  placement: ProjectorPlacement | null,
  chosenId: number | null,
  stuck = false,
): DisplayInfo[] {
  return [...displays]
    .sort((a, b) => a.bounds.x - b.bounds.x || a.bounds.y - b.bounds.y || a.id - b.id)
    .map((d) => ({
      id: d.id,
      label: d.label ?? '',
      size: { width: d.bounds.width, height: d.bounds.height },
      primary: d.id === primary.id,
      holdsProjector: placement !== null && placement.displayId === d.id,
      chosen: d.id === chosenId,
      ...(stuck && placement !== null && placement.displayId === d.id ? { projectorStuck: true as const } : {}),
    }));
}

/** Whether two placements put the window in the same place (so nothing needs to move). */
export function samePlacement(a: ProjectorPlacement, b: ProjectorPlacement): boolean {
  return (
    a.mode === b.mode &&
    a.displayId === b.displayId &&
    a.bounds.x === b.bounds.x &&
    a.bounds.y === b.bounds.y &&
    a.bounds.width === b.bounds.width &&
    a.bounds.height === b.bounds.height
  );
}
