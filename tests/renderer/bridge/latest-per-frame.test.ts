// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { defineComponent, watch } from 'vue';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModeratorView, PublicView } from '../../../shared/engine/index.ts';
import type { ProjectorBridge } from '../../../renderer/common/bridge/projector-bridge.ts';
import { PROJECTOR_BRIDGE } from '../../../renderer/common/composables/useBridge.ts';
import { usePublicViewStore } from '../../../renderer/projector/stores/public-view.ts';
import { latestPerFrame } from '../../../renderer/common/bridge/latest-per-frame.ts';
import { useGameStore } from '../../../renderer/moderator/stores/game.ts';
import { mountConsole } from '../components/mount-kit.ts';

const FRAMES = ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] as const;

/** A moderator view of game g at a version (only what the store reads). */
const at = (version: number) => ({ gameId: 'g', version, prompts: [] }) as unknown as ModeratorView;

/** A component that draws nothing: the console's store is what is looked at. */
const Blank = defineComponent({ template: '<div />' });

describe("the console and the projector apply the station's latest view once per frame (tournament-day spec under load)", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: [...FRAMES] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('skips the views that came before the frame: a burst is drawn once, at its latest', () => {
    const applied: number[] = [];
    const views = latestPerFrame<number>((v) => applied.push(v));
    views.push(1);
    views.push(2);
    views.push(3);
    expect(applied).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(applied).toEqual([3]);
    views.push(4);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1000);
    expect(applied).toEqual([3, 4]);
  });

  it('applies the waiting view at once when asked (flush), and not again at the frame', () => {
    const applied: number[] = [];
    const views = latestPerFrame<number>((v) => applied.push(v));
    views.push(1);
    views.flush();
    expect(applied).toEqual([1]);
    vi.advanceTimersByTime(1000);
    expect(applied).toEqual([1]);
    views.flush();
    expect(applied).toEqual([1]);
  });

  it('applies a view within 100 ms in a window that gets no frames (hidden or minimised)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const applied: number[] = [];
    const views = latestPerFrame<number>((v) => applied.push(v));
    views.push(7);
    vi.advanceTimersByTime(99);
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(applied).toEqual([7]);
  });

  it("changes the game store's view once for views pushed in separate tasks before a frame", async () => {
    const { station } = mountConsole(Blank);
    const game = useGameStore();
    const seen: number[] = [];
    watch(
      () => game.current,
      (view) => seen.push(view?.version ?? 0),
      { flush: 'sync' },
    );
    for (const version of [1, 2, 3]) {
      void station.push(at(version));
      // Each push is its own task, as each WebSocket message is.
      await Promise.resolve();
    }
    expect(seen).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(seen).toEqual([3]);
  });

  it("shows a command's own view as soon as its answer comes, before the next key can send another", async () => {
    const { station } = mountConsole(Blank);
    const game = useGameStore();
    void station.push(at(4));
    vi.advanceTimersToNextFrame();
    station.bridge.request = (async () => {
      // The station pushes the command's view, then answers it.
      void station.push(at(5));
      return { ok: true, value: { version: 5, duplicate: false } };
    }) as never;
    expect(await game.send({ type: 'night-falls' } as never)).toBe(true);
    expect(game.current?.version).toBe(5);
  });

  it("changes the projector's view once for views pushed in separate tasks before a frame", async () => {
    let listener: (view: PublicView | null) => void = () => {};
    const none = () => () => {};
    const bridge = {
      onView: (l: typeof listener) => ((listener = l), () => {}),
      onReveal: none,
      onTimer: none,
      onHold: none,
      onLocale: none,
      onTournamentScreen: none,
      onConnection: none,
    } as unknown as ProjectorBridge;
    const pinia = createPinia();
    mount(Blank, { global: { plugins: [pinia], provide: { [PROJECTOR_BRIDGE as symbol]: bridge } } });
    const store = usePublicViewStore(pinia);
    const seen: number[] = [];
    watch(
      () => store.view,
      (view) => seen.push((view as { version?: number } | null)?.version ?? 0),
      { flush: 'sync' },
    );
    for (const version of [1, 2, 3]) {
      listener({ gameId: 'g', version, announcements: [] } as unknown as PublicView);
      await Promise.resolve();
    }
    expect(seen).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(seen).toEqual([3]);
  });
});
