// The moderator's choice of the projector's display (issue 5, item 2): the pure placement and list,
// then the wiring against the stand-in `electron` module, as displays come, go and change.
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DisplayInfo } from '../../shared/contract/index.ts';
import { chooseProjectorPlacement, describeDisplays, type DisplayLike } from '../../electron/main/displays.ts';
import { app, display, screen, StandInBrowserWindow } from './stand-in/electron.ts';
import { runs } from '../tiers.ts';

vi.mock('electron', () => import('./stand-in/electron.ts'));

const { currentProjectorPlacement, followDisplays } = await import('../../electron/main/follow-displays.ts');

await app.whenReady();

const laptop = display(1, 0, 0, 1920, 1080, 'Built-in');
const beamer = display(2, 1920, 0, 1280, 720, 'Beamer');
const tv = display(3, 3200, 0, 3840, 2160, 'TV');
const windowedOnLaptop = { x: 960, y: 500, width: 960, height: 540 };

describe('chooseProjectorPlacement with a chosen display', () => {
  it('a chosen external display gets the projector fullscreen, whichever external comes first', () => {
    expect(chooseProjectorPlacement([laptop, beamer, tv], laptop, 3)).toEqual({
      mode: 'fullscreen',
      displayId: 3,
      bounds: tv.bounds,
    });
    expect(chooseProjectorPlacement([laptop, beamer, tv], laptop, 2)).toEqual({
      mode: 'fullscreen',
      displayId: 2,
      bounds: beamer.bounds,
    });
  });

  it('the chosen primary display gets the projector windowed, beside the console, even with an external one', () => {
    expect(chooseProjectorPlacement([laptop, beamer], laptop, 1)).toEqual({
      mode: 'windowed',
      displayId: 1,
      bounds: windowedOnLaptop,
    });
  });

  it('the chosen primary display alone: windowed too (as the automatic choice), never covering the console', () => {
    expect(chooseProjectorPlacement([laptop], laptop, 1)).toEqual(chooseProjectorPlacement([laptop], laptop, null));
    expect(chooseProjectorPlacement([laptop], laptop, 1).mode).toBe('windowed');
  });

  it('a chosen display that is not connected gives the automatic placement', () => {
    expect(chooseProjectorPlacement([laptop, beamer], laptop, 3)).toEqual(
      chooseProjectorPlacement([laptop, beamer], laptop, null),
    );
    expect(chooseProjectorPlacement([laptop], laptop, 3)).toEqual({
      mode: 'windowed',
      displayId: 1,
      bounds: windowedOnLaptop,
    });
  });

  it('property: the projector is always on a connected display, inside it, fullscreen exactly when not on the primary', () => {
    const rect = fc.record({
      x: fc.integer({ min: -4000, max: 8000 }),
      y: fc.integer({ min: -4000, max: 8000 }),
      width: fc.integer({ min: 320, max: 7680 }),
      height: fc.integer({ min: 240, max: 4320 }),
    });
    const displays = fc
      .uniqueArray(fc.record({ id: fc.integer({ min: 0, max: 20 }), bounds: rect }), {
        minLength: 1,
        maxLength: 5,
        selector: (d) => d.id,
      })
      .map((list) => list.map((d): DisplayLike => ({ ...d, workArea: { ...d.bounds, height: d.bounds.height - 40 } })));
    fc.assert(
      fc.property(displays, fc.nat(), fc.option(fc.integer({ min: 0, max: 22 })), (list, primaryIndex, chosenId) => {
        const primary = list[primaryIndex % list.length]!;
        const placement = chooseProjectorPlacement(list, primary, chosenId);
        const on = list.find((d) => d.id === placement.displayId);
        expect(on).toBeDefined();
        expect(placement.mode === 'fullscreen').toBe(on!.id !== primary.id);
        const area = placement.mode === 'fullscreen' ? on!.bounds : on!.workArea;
        expect(placement.bounds.x).toBeGreaterThanOrEqual(area.x);
        expect(placement.bounds.y).toBeGreaterThanOrEqual(area.y);
        expect(placement.bounds.x + placement.bounds.width).toBeLessThanOrEqual(area.x + area.width);
        expect(placement.bounds.y + placement.bounds.height).toBeLessThanOrEqual(area.y + area.height);
        // A connected choice is obeyed.
        if (chosenId !== null && list.some((d) => d.id === chosenId)) expect(placement.displayId).toBe(chosenId);
      }),
      { numRuns: runs(300) },
    );
  });
});

describe('describeDisplays', () => {
  it('lists left to right, with sizes, the primary, the projector’s display and the choice', () => {
    const placement = chooseProjectorPlacement([tv, laptop, beamer], laptop, 3);
    expect(describeDisplays([tv, laptop, beamer], laptop, placement, 3)).toEqual<DisplayInfo[]>([
      {
        id: 1,
        label: 'Built-in',
        size: { width: 1920, height: 1080 },
        primary: true,
        holdsProjector: false,
        chosen: false,
      },
      {
        id: 2,
        label: 'Beamer',
        size: { width: 1280, height: 720 },
        primary: false,
        holdsProjector: false,
        chosen: false,
      },
      { id: 3, label: 'TV', size: { width: 3840, height: 2160 }, primary: false, holdsProjector: true, chosen: true },
    ]);
  });

  it('marks no display chosen when the chosen one is unplugged, and none holding a projector that is gone', () => {
    const list = describeDisplays([laptop, beamer], laptop, null, 3);
    expect(list.some((d) => d.chosen || d.holdsProjector)).toBe(false);
  });

  it('gives an empty label when the system names no display (the picker numbers it)', () => {
    const { label: _label, ...nameless } = beamer;
    expect(describeDisplays([nameless], nameless, null, null)[0]!.label).toBe('');
  });
});

describe('the moderator’s choice, followed as displays change', () => {
  let window: StandInBrowserWindow;
  let host: ReturnType<typeof followDisplays>;
  let heard: DisplayInfo[][];

  const holder = (): number | undefined => host.list().find((d) => d.holdsProjector)?.id;

  beforeEach(() => {
    screen.removeAllListeners();
    screen.displays = [laptop, beamer, tv];
    screen.primaryId = 1;
    window = new StandInBrowserWindow({});
    host = followDisplays(window as never, currentProjectorPlacement());
    window.setBounds(beamer.bounds);
    window.setFullScreen(true);
    window.calls.length = 0;
    heard = [];
    host.onChange((list) => heard.push(list));
  });

  it('starts automatic: the first external display, nothing chosen', () => {
    expect(holder()).toBe(2);
    expect(host.list().some((d) => d.chosen)).toBe(false);
  });

  it('choosing another external display moves the projector there, fullscreen, and tells the listeners', () => {
    const answer = host.choose(3);
    expect(answer).toEqual({ ok: true, value: host.list() });
    expect(window.getBounds()).toEqual(tv.bounds);
    expect(window.isFullScreen()).toBe(true);
    expect(window.calls.map((c) => c.method)).toEqual(['setFullScreen', 'setBounds', 'setFullScreen']);
    expect(host.list().find((d) => d.id === 3)).toMatchObject({ chosen: true, holdsProjector: true });
    expect(heard).toEqual([host.list()]);
  });

  it('a chosen display unplugged gives the automatic placement; plugged back in, the projector returns to it', () => {
    host.choose(3);
    screen.removeDisplay(3);
    expect(holder()).toBe(2);
    expect(window.getBounds()).toEqual(beamer.bounds);
    expect(host.list().some((d) => d.chosen)).toBe(false);
    screen.addDisplay(tv);
    expect(holder()).toBe(3);
    expect(window.getBounds()).toEqual(tv.bounds);
    expect(host.list().find((d) => d.id === 3)!.chosen).toBe(true);
    expect(heard.map((list) => list.find((d) => d.holdsProjector)?.id)).toEqual([3, 2, 3]);
  });

  it('choosing the primary display puts the projector in a window on it; unplugging the others changes nothing', () => {
    host.choose(1);
    expect(window.isFullScreen()).toBe(false);
    expect(window.getBounds()).toEqual(windowedOnLaptop);
    window.calls.length = 0;
    screen.removeDisplay(2);
    screen.removeDisplay(3);
    expect(window.calls).toEqual([]);
    expect(holder()).toBe(1);
  });

  it('choosing automatic again goes back to the first external display', () => {
    host.choose(3);
    host.choose(null);
    expect(holder()).toBe(2);
    expect(window.getBounds()).toEqual(beamer.bounds);
  });

  it('refuses a display that is not connected, and nothing moves or is remembered', () => {
    expect(host.choose(9)).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'display.unknown', params: { displayId: 9 } },
    });
    expect(window.calls).toEqual([]);
    expect(heard).toEqual([]);
    // Had 9 been remembered, plugging it in would move the projector.
    screen.addDisplay(display(9, 0, 1080, 1280, 1024));
    expect(holder()).toBe(2);
  });

  it('follows a change of resolution on the chosen display', () => {
    host.choose(3);
    const smaller = display(3, 3200, 0, 1920, 1080, 'TV');
    screen.changeDisplay(smaller);
    expect(window.getBounds()).toEqual(smaller.bounds);
    expect(host.list().find((d) => d.id === 3)!.size).toEqual({ width: 1920, height: 1080 });
    expect(heard.at(-1)).toEqual(host.list());
  });

  it('when the chosen display becomes the primary one, the projector becomes a window on it', () => {
    host.choose(3);
    screen.setPrimary(3);
    expect(window.isFullScreen()).toBe(false);
    expect(holder()).toBe(3);
    expect(host.list().find((d) => d.id === 3)).toMatchObject({ primary: true, chosen: true });
  });

  it('says nothing when a change leaves the list as it was (a scale factor, say)', () => {
    screen.emit('display-metrics-changed', {}, laptop, ['scaleFactor']);
    expect(heard).toEqual([]);
    expect(window.calls).toEqual([]);
  });

  it('a listener that unsubscribed hears nothing more', () => {
    const late: DisplayInfo[][] = [];
    const stop = host.onChange((list) => late.push(list));
    stop();
    host.choose(3);
    expect(late).toEqual([]);
  });

  it('once the projector window is closed: no display holds it, displays are no longer followed', () => {
    window.close();
    expect(holder()).toBeUndefined();
    expect(screen.listenerCount('display-added')).toBe(0);
    expect(heard.at(-1)?.some((d) => d.holdsProjector)).toBe(false);
    expect(host.choose(3)).toMatchObject({ ok: true });
    expect(window.calls.filter((c) => c.method === 'setBounds')).toEqual([]);
  });
});
