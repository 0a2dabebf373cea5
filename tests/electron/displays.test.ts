import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseProjectorPlacement, WINDOWED_PROJECTOR_SIZE } from '../../electron/main/displays.ts';
import { app, display, screen, StandInBrowserWindow } from './stand-in/electron.ts';

vi.mock('electron', () => import('./stand-in/electron.ts'));

const { currentProjectorPlacement, followDisplays } = await import('../../electron/main/follow-displays.ts');

await app.whenReady();

const laptop = display(1, 0, 0, 1920, 1080);
const projectorScreen = display(2, 1920, 0, 1280, 720);
const windowedBounds = { x: 960, y: 500, width: 960, height: 540 };

describe('chooseProjectorPlacement', () => {
  it('with one display: a 16:9 window in the bottom-right corner of the primary work area', () => {
    expect(chooseProjectorPlacement([laptop], laptop)).toEqual({
      mode: 'windowed',
      displayId: 1,
      bounds: {
        x: 1920 - 960,
        y: 1040 - 540,
        width: WINDOWED_PROJECTOR_SIZE.width,
        height: WINDOWED_PROJECTOR_SIZE.height,
      },
    });
  });

  it('with a small or offset primary display: the window takes at most half of it, inside its work area', () => {
    const small = display(1, 100, 50, 1024, 640);
    expect(chooseProjectorPlacement([small], small)).toEqual({
      mode: 'windowed',
      displayId: 1,
      bounds: { x: 100 + 512, y: 50 + 600 - 288, width: 512, height: 288 },
    });
  });

  it('with two displays: fullscreen over the whole external display', () => {
    expect(chooseProjectorPlacement([laptop, projectorScreen], laptop)).toEqual({
      mode: 'fullscreen',
      displayId: 2,
      bounds: { x: 1920, y: 0, width: 1280, height: 720 },
    });
  });

  it('picks the non-primary display whatever the order (the primary may be listed second)', () => {
    expect(chooseProjectorPlacement([projectorScreen, laptop], laptop)).toMatchObject({
      mode: 'fullscreen',
      displayId: 2,
    });
    expect(chooseProjectorPlacement([laptop, projectorScreen], projectorScreen)).toMatchObject({
      mode: 'fullscreen',
      displayId: 1,
    });
  });
});

describe('followDisplays', () => {
  let window: StandInBrowserWindow;

  beforeEach(() => {
    screen.removeAllListeners();
    screen.displays = [laptop];
    screen.primaryId = 1;
    window = new StandInBrowserWindow({});
    followDisplays(window as never, currentProjectorPlacement());
  });

  it('listens to display changes', () => {
    expect(screen.listenerCount('display-added')).toBe(1);
    expect(screen.listenerCount('display-removed')).toBe(1);
    expect(screen.listenerCount('display-metrics-changed')).toBe(1);
  });

  it('goes fullscreen on a display plugged in, and back to a window when it is unplugged', () => {
    screen.addDisplay(projectorScreen);
    expect(window.isFullScreen()).toBe(true);
    expect(window.getBounds()).toEqual(projectorScreen.bounds);
    // Bounds are set while not fullscreen, then fullscreen is entered on that display.
    expect(window.calls.map((c) => c.method)).toEqual(['setBounds', 'setFullScreen']);

    window.calls.length = 0;
    screen.removeDisplay(2);
    expect(window.isFullScreen()).toBe(false);
    expect(window.getBounds()).toEqual(windowedBounds);
    expect(window.calls).toEqual([
      { method: 'setFullScreen', args: [false] },
      { method: 'setBounds', args: [windowedBounds] },
    ]);
  });

  it('follows a change of resolution on the external display', () => {
    screen.addDisplay(projectorScreen);
    screen.displays = [laptop, display(2, 1920, 0, 1920, 1080)];
    screen.emit('display-metrics-changed', {}, screen.displays[1], ['bounds']);
    expect(window.getBounds()).toEqual({ x: 1920, y: 0, width: 1920, height: 1080 });
    expect(window.isFullScreen()).toBe(true);
  });

  it('does not move the window when a change leaves its placement as it was', () => {
    screen.emit('display-metrics-changed', {}, laptop, ['scaleFactor']);
    expect(window.calls).toEqual([]);
  });

  it('stops following once the window is closed', () => {
    window.close();
    expect(screen.listenerCount('display-added')).toBe(0);
    expect(() => screen.addDisplay(projectorScreen)).not.toThrow();
  });
});
