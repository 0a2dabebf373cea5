import { beforeEach, describe, expect, it, vi } from 'vitest';
import { app, display, screen, StandInBrowserWindow } from './stand-in/electron.ts';

vi.mock('electron', () => import('./stand-in/electron.ts'));

const { currentProjectorPlacement, followDisplays, placeProjector } =
  await import('../../electron/main/follow-displays.ts');

await app.whenReady();

const laptop = display(1, 0, 0, 1920, 1080);
const beamer = display(2, 1920, 0, 1280, 720);

/** A window whose moves the system ignores, as under Wayland without XWayland or a refusing window manager. */
class UnmovableWindow extends StandInBrowserWindow {
  override setBounds(bounds: { x: number; y: number; width: number; height: number }): void {
    this.calls.push({ method: 'setBounds', args: [bounds] });
  }
}

beforeEach(() => {
  screen.removeAllListeners();
  screen.displays = [laptop];
  screen.primaryId = 1;
});

describe('the moderator hears when the projector cannot be moved (issue 13 §2.7)', () => {
  it('flags the display the projector should be on when the system refused the placement', () => {
    const window = new UnmovableWindow({});
    const displays = followDisplays(window as never, currentProjectorPlacement());
    const pushes: unknown[] = [];
    displays.onChange((list) => pushes.push(list));
    screen.addDisplay(beamer);
    const target = displays.list().find((d) => d.id === 2);
    expect(target).toMatchObject({ holdsProjector: true, projectorStuck: true });
    expect(pushes.at(-1)).toEqual(displays.list());
  });

  it('does not flag a placement the system carried out', () => {
    const window = new StandInBrowserWindow({});
    const displays = followDisplays(window as never, currentProjectorPlacement());
    screen.addDisplay(beamer);
    expect(displays.list().some((d) => d.projectorStuck)).toBe(false);
  });

  it('flags the projector from the start when windows cannot be placed at all (Wayland without XWayland)', () => {
    screen.displays = [laptop, beamer];
    const window = new StandInBrowserWindow({});
    const displays = followDisplays(window as never, currentProjectorPlacement(), { placeable: false });
    expect(displays.list().find((d) => d.id === 2)).toMatchObject({ holdsProjector: true, projectorStuck: true });
  });
});

describe('on macOS, a fullscreen projector is moved only once it has left fullscreen (issue 13 §2.7)', () => {
  it('waits for leave-full-screen before setting the bounds, then goes fullscreen again', () => {
    const window = new StandInBrowserWindow({ ...beamer.bounds, fullscreen: true });
    const target = { mode: 'fullscreen' as const, displayId: 3, bounds: { x: -1280, y: 0, width: 1280, height: 720 } };
    placeProjector(window as never, target, 'darwin');
    expect(window.calls.map((c) => c.method)).toEqual(['setFullScreen']);
    window.emit('leave-full-screen');
    expect(window.calls).toEqual([
      { method: 'setFullScreen', args: [false] },
      { method: 'setBounds', args: [target.bounds] },
      { method: 'setFullScreen', args: [true] },
    ]);
  });
});

describe('whether windows can be placed', () => {
  it('is false only on Linux under Wayland when the station is told to stay there', async () => {
    const { windowsArePlaceable } = await import('../../electron/main/display-server.ts');
    expect(windowsArePlaceable({ XDG_SESSION_TYPE: 'wayland', MAFIA_STATION_WAYLAND: '1' }, 'linux')).toBe(false);
    expect(windowsArePlaceable({ XDG_SESSION_TYPE: 'wayland' }, 'linux')).toBe(true);
    expect(windowsArePlaceable({ XDG_SESSION_TYPE: 'x11', MAFIA_STATION_WAYLAND: '1' }, 'linux')).toBe(true);
    expect(windowsArePlaceable({ WAYLAND_DISPLAY: 'wayland-0', MAFIA_STATION_WAYLAND: '1' }, 'darwin')).toBe(true);
  });
});
