import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { screen, type BrowserWindow } from 'electron';
import type { Bounds, DisplayLike } from './displays.ts';

/** The windows whose positions are remembered. */
export type RememberedWindow = 'moderator' | 'projector';

/** The file, in the data folder, that keeps the windows' positions per display set. */
export const WINDOW_POSITIONS_FILE = 'window-positions.json';

/** How many display sets are kept (a club's laptop meets a few projectors, not hundreds). */
const MAX_DISPLAY_SETS = 24;

/** The positions of the windows on one display set. */
type Positions = Partial<Record<RememberedWindow, Bounds>>;

/** The windows' positions per display set, kept in a JSON file of the data folder. */
export interface WindowMemory {
  /** Where a window was last closed on the displays connected now, kept on screen; null: nowhere known. */
  recall(window: RememberedWindow): Bounds | null;
  /** Remembers a window's position for the displays connected now. */
  remember(window: RememberedWindow, bounds: Bounds): void;
}

/** The key of a display set: its displays sorted by id, each with its bounds (a moved display is another set). */
export function displaySetKey(displays: readonly DisplayLike[]): string {
  return [...displays]
    .sort((a, b) => a.id - b.id)
    .map(({ id, bounds: { x, y, width, height } }) => `${id}@${x},${y},${width}x${height}`)
    .join('|');
}

/**
 * A remembered position as it may be used now: on the display whose work area it overlaps most, pulled
 * (and shrunk) inside that work area; null when it overlaps no display, so a window never opens off-screen.
 */
export function keepOnScreen(bounds: Bounds, displays: readonly DisplayLike[]): Bounds | null {
  let best: DisplayLike | null = null;
  let bestOverlap = 0;
  for (const display of displays) {
    const overlap = overlapArea(bounds, display.workArea);
    if (overlap > bestOverlap) [best, bestOverlap] = [display, overlap];
  }
  if (!best) return null;
  const area = best.workArea;
  const width = Math.min(bounds.width, area.width);
  const height = Math.min(bounds.height, area.height);
  return {
    x: clamp(bounds.x, area.x, area.x + area.width - width),
    y: clamp(bounds.y, area.y, area.y + area.height - height),
    width,
    height,
  };
}

/**
 * The window memory over a file (issue 13 §2.11). An unreadable or malformed file is read as empty: a
 * lost position only means the default placement. Writing is best-effort for the same reason.
 */
export function windowMemory(file: string): WindowMemory {
  const read = (): Record<string, Positions> => {
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown; sets?: unknown };
      return parsed.version === 1 && isRecord(parsed.sets) ? (parsed.sets as Record<string, Positions>) : {};
    } catch {
      return {};
    }
  };
  return {
    recall(window) {
      const displays = screen.getAllDisplays();
      const bounds = read()[displaySetKey(displays)]?.[window];
      return isBounds(bounds) ? keepOnScreen(bounds, displays) : null;
    },
    remember(window, bounds) {
      const key = displaySetKey(screen.getAllDisplays());
      const sets = read();
      const positions: Positions = { ...(isRecord(sets[key]) ? sets[key] : {}), [window]: { ...bounds } };
      // The set used now goes last; the oldest sets fall off the front.
      delete sets[key];
      const kept = Object.entries({ ...sets, [key]: positions }).slice(-MAX_DISPLAY_SETS);
      try {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify({ version: 1, sets: Object.fromEntries(kept) }, null, 2));
      } catch (error) {
        console.error('Mafia Station: the window positions could not be saved:', error);
      }
    },
  };
}

/**
 * Remembers where a window is when it closes (quitting closes it too). `when` says whether its position
 * is the moderator's to keep: a fullscreen or minimized window is where the display logic put it.
 */
export function rememberOnClose(
  window: BrowserWindow,
  name: RememberedWindow,
  memory: WindowMemory,
  when: () => boolean = () => true,
): void {
  window.on('close', () => {
    if (window.isDestroyed() || window.isFullScreen() || window.isMinimized() || !when()) return;
    memory.remember(name, window.getBounds());
  });
}

function overlapArea(a: Bounds, b: Bounds): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a stored value is a usable rectangle (integers, a positive size below any real screen's). */
function isBounds(value: unknown): value is Bounds {
  if (!isRecord(value)) return false;
  const { x, y, width, height } = value;
  const coordinate = (n: unknown): boolean => Number.isInteger(n) && Math.abs(n as number) <= 100_000;
  const size = (n: unknown): boolean => Number.isInteger(n) && (n as number) > 0 && (n as number) <= 100_000;
  return coordinate(x) && coordinate(y) && size(width) && size(height);
}
