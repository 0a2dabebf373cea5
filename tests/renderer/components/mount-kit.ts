import { mount, type ComponentMountingOptions, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import type { Component } from 'vue';
import type { ModeratorView } from '../../../shared/engine/index.ts';
import type { ModeratorBridge } from '../../../renderer/common/bridge/index.ts';
import type { ReceivedTimer } from '../../../renderer/common/timer/received-timer.ts';
import { MODERATOR_BRIDGE } from '../../../renderer/common/composables/useBridge.ts';
import { createStationI18n } from '../../../renderer/common/i18n.ts';
import { MESSAGES } from '../../../shared/locales/messages.ts';
import type { Locale } from '../../../shared/locales/locale-list.ts';

/** What a fake station answers a request with (its value), by the request's name; null when not given. */
export type FakeAnswers = (name: string, payload: unknown) => unknown;

/** An answer of FakeAnswers that the station refuses with: the request's result is `{ ok: false, error }`. */
export class Refusal {
  readonly error: unknown;
  constructor(error: unknown) {
    this.error = error;
  }
}

/** A stand-in for the station's bridge: it records requests and lets a test push a moderator view. */
export function fakeBridge(answers?: FakeAnswers) {
  const requests: { name: string; payload: unknown }[] = [];
  const viewListeners = new Set<(view: ModeratorView | null) => void>();
  const timerListeners = new Set<(timer: ReceivedTimer) => void>();
  const bridge: ModeratorBridge = {
    async request(name, payload) {
      requests.push({ name, payload });
      const answer = answers?.(name, payload);
      if (answer instanceof Refusal) return { ok: false, error: answer.error } as never;
      return { ok: true, value: answer ?? null } as never;
    },
    onView(listener) {
      viewListeners.add(listener);
      return () => viewListeners.delete(listener);
    },
    onLanStatus: () => () => {},
    onDisplays: () => () => {},
    onTimer(listener) {
      timerListeners.add(listener);
      return () => timerListeners.delete(listener);
    },
    onHold: () => () => {},
    onProjectorLocale: () => () => {},
    onConnection: () => () => {},
    onWaiting: () => () => {},
    connection: 'open',
  };
  return {
    bridge,
    requests,
    /** Pushes a view as the station does; resolves once the page's next frame applied it (it shows the latest per frame). */
    push: async (view: ModeratorView | null) => {
      viewListeners.forEach((l) => l(view));
      await new Promise((frame) => requestAnimationFrame(frame));
    },
    pushTimer: (timer: ReceivedTimer) => timerListeners.forEach((l) => l(timer)),
  };
}

/** Mounts a console component with what the app provides: Pinia, English messages and a fake bridge. */
export function mountConsole<C extends Component>(
  component: C,
  options: ComponentMountingOptions<C> = {},
  /** The station's answers to the requests made while the component is set up (its first load). */
  answers?: FakeAnswers,
  /** The console's language. */
  locale: Locale = 'en',
) {
  const pinia = createPinia();
  setActivePinia(pinia);
  const station = fakeBridge(answers);
  const wrapper = mount(component, {
    ...options,
    global: {
      plugins: [pinia, createStationI18n(locale, MESSAGES)],
      provide: { [MODERATOR_BRIDGE as symbol]: station.bridge },
    },
  } as ComponentMountingOptions<C>);
  return { wrapper, station };
}

/**
 * Picks seats in a mounted command form as the console does for a typed seat or a click on the grid (the form's
 * exposed pickSeat), then lets the form draw them.
 */
export async function pickSeats(form: VueWrapper, ...seats: number[]): Promise<void> {
  const exposed = form.vm as unknown as { pickSeat(seat: number): void };
  for (const seat of seats) exposed.pickSeat(seat);
  await form.vm.$nextTick();
}
