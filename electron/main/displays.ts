/** A rectangle in screen coordinates, as Electron's screen module gives it. */
export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the placement needs of a display. */
export interface DisplayLike {
  id: number;
  bounds: Bounds;
  workArea: Bounds;
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
 * Chooses the projector's placement: the first display that is not the primary one gets the projector
 * fullscreen (its whole bounds). With a single display, the projector is a 16:9 window in the
 * bottom-right corner of the primary work area, at most half its width, so the console stays usable.
 */
export function chooseProjectorPlacement(displays: readonly DisplayLike[], primary: DisplayLike): ProjectorPlacement {
  const external = displays.find((d) => d.id !== primary.id);
  if (external) return { mode: 'fullscreen', displayId: external.id, bounds: { ...external.bounds } };
  const area = primary.workArea;
  const width = Math.min(WINDOWED_PROJECTOR_SIZE.width, Math.floor(area.width / 2));
  const height = Math.min(Math.round((width * 9) / 16), area.height);
  return {
    mode: 'windowed',
    displayId: primary.id,
    bounds: { x: area.x + area.width - width, y: area.y + area.height - height, width, height },
  };
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
