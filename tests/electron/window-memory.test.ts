import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC } from '../../shared/contract/index.ts';
import { fakeStation } from './fake-station.ts';
import { app, display, ipcMain, screen, standIn, type StandInBrowserWindow } from './stand-in/electron.ts';

vi.mock('electron', () => import('./stand-in/electron.ts'));

const { displaySetKey, keepOnScreen, windowMemory } = await import('../../electron/main/window-memory.ts');
const { openShellWindows } = await import('../../electron/main/shell.ts');

await app.whenReady();

const laptop = display(1, 0, 0, 1920, 1080);
const beamer = display(2, 1920, 0, 1280, 720);

function memoryFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'mafia-window-memory-')), 'window-positions.json');
}

/** Opens the shell over a fake station (the IPC of an earlier open is let go first) and returns its windows. */
function open(file: string): { moderator: StandInBrowserWindow; projector: StandInBrowserWindow } {
  ipcMain.removeHandler(IPC.moderatorRequest);
  ipcMain.removeAllListeners(IPC.projectorReady);
  const windows = openShellWindows(fakeStation(), windowMemory(file));
  return windows as unknown as { moderator: StandInBrowserWindow; projector: StandInBrowserWindow };
}

beforeEach(() => {
  screen.displays = [laptop];
  screen.primaryId = 1;
});

describe('the display set’s key', () => {
  it('is the sorted display ids with their bounds: the same set in any order, another set when a display moves', () => {
    expect(displaySetKey([beamer, laptop])).toBe(displaySetKey([laptop, beamer]));
    expect(displaySetKey([laptop])).not.toBe(displaySetKey([laptop, beamer]));
    expect(displaySetKey([laptop, { ...beamer, bounds: { ...beamer.bounds, x: -1280 } }])).not.toBe(
      displaySetKey([laptop, beamer]),
    );
  });
});

describe('never off-screen', () => {
  it('keeps a window that lies on a display, pulls one that sticks out back in, and drops one on no display', () => {
    expect(keepOnScreen({ x: 100, y: 100, width: 800, height: 600 }, [laptop])).toEqual({
      x: 100,
      y: 100,
      width: 800,
      height: 600,
    });
    expect(keepOnScreen({ x: 1700, y: 900, width: 800, height: 600 }, [laptop])).toEqual({
      x: 1120,
      y: 440,
      width: 800,
      height: 600,
    });
    expect(keepOnScreen({ x: 2500, y: 100, width: 800, height: 600 }, [laptop])).toBeNull();
    // Larger than the work area: shrunk to it.
    expect(keepOnScreen({ x: 0, y: 0, width: 3000, height: 2000 }, [laptop])).toEqual({
      x: 0,
      y: 0,
      width: 1920,
      height: 1040,
    });
  });
});

describe('window positions remembered per display set (issue 13 §2.11)', () => {
  it('restores the console where it was closed, with the same displays', () => {
    const file = memoryFile();
    const first = open(file);
    first.moderator.setBounds({ x: 200, y: 120, width: 1000, height: 700 });
    first.moderator.close();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toBeTruthy();
    const again = open(file);
    expect(again.moderator.getBounds()).toEqual({ x: 200, y: 120, width: 1000, height: 700 });
  });

  it('keeps one position per display set: another set starts from the defaults, and its own position is kept apart', () => {
    const file = memoryFile();
    const alone = open(file);
    alone.moderator.setBounds({ x: 200, y: 120, width: 1000, height: 700 });
    alone.moderator.close();
    screen.displays = [laptop, beamer];
    const withBeamer = open(file);
    expect(withBeamer.moderator.getBounds()).not.toEqual({ x: 200, y: 120, width: 1000, height: 700 });
    withBeamer.moderator.setBounds({ x: 10, y: 20, width: 900, height: 650 });
    withBeamer.moderator.close();
    screen.displays = [laptop];
    expect(open(file).moderator.getBounds()).toEqual({ x: 200, y: 120, width: 1000, height: 700 });
    screen.displays = [laptop, beamer];
    expect(open(file).moderator.getBounds()).toEqual({ x: 10, y: 20, width: 900, height: 650 });
  });

  it('restores the windowed projector too, but never moves a fullscreen one off its display', () => {
    const file = memoryFile();
    const first = open(file);
    first.projector.setBounds({ x: 40, y: 40, width: 640, height: 360 });
    first.moderator.close();
    expect(open(file).projector.getBounds()).toEqual({ x: 40, y: 40, width: 640, height: 360 });
    screen.displays = [laptop, beamer];
    const fullscreen = open(file);
    fullscreen.moderator.close();
    const placed = open(file).projector;
    expect(placed.isFullScreen()).toBe(true);
    expect(placed.getBounds()).toEqual(beamer.bounds);
  });

  it('starts from the defaults when the file is unreadable or holds nonsense', () => {
    const file = memoryFile();
    writeFileSync(file, '{ not json');
    expect(() => open(file)).not.toThrow();
    writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        sets: { [displaySetKey([laptop])]: { moderator: { x: 'far', y: 0, width: -5, height: 1e9 } } },
      }),
    );
    const windows = open(file);
    expect(windows.moderator.options).not.toHaveProperty('x');
    expect(standIn.errorBoxes).toEqual([]);
  });
});
