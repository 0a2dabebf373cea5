// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import type { LanStatus } from '../../../shared/contract/index.ts';
import { moderatorSeat, type ModeratorView } from '../../../shared/engine/index.ts';
import PhoneRevealPanel from '../../../renderer/moderator/components/PhoneRevealPanel.vue';
import { MODERATOR_BRIDGE } from '../../../renderer/common/composables/useBridge.ts';
import { createStationI18n } from '../../../renderer/common/i18n.ts';
import type { Locale } from '../../../shared/locales/locale-list.ts';
import { MESSAGES } from '../../../shared/locales/messages.ts';
import { fakeBridge } from './mount-kit.ts';
import { mountPhonePanel, PHONES_RUNNING } from './phone-panel-kit.ts';

const NAMES = ['Szentgyörgyi Kristóf', 'Alexandra Kovácsné', 'Clara', 'Dmitri'];
const VIEW = {
  gameId: 'g1',
  rulesetId: 'davidoff-1987',
  phase: 'day',
  prompts: [],
  // The seats as the engine's moderator view gives them (the console reads no ruleset's player shape).
  seats: NAMES.map((name, i) =>
    moderatorSeat(
      { seat: i + 1, name, role: i === 3 ? 'mafia' : 'honest', alive: i !== 1 },
      i === 1 ? { cause: 'killed', round: 1 } : null,
    ),
  ),
} as unknown as ModeratorView;

/** The panel over a dealt game with seat 2 dead, the phones' server running, and a bridge that mints codes. */
async function mounted(locale: Locale = 'en') {
  const kit = await mountPhonePanel(VIEW, PHONES_RUNNING, locale);
  return { ...kit, pushStatus: (status: LanStatus) => (kit.lan.status = status) };
}

describe('the phone panel (issue 12 §4)', () => {
  it('closes the "show here" code once the station says it was used', async () => {
    const { wrapper, pushStatus, lan } = await mounted();
    await flushPromises();
    await wrapper.get('[data-testid="phones-here-3"]').trigger('click');
    await flushPromises();
    pushStatus({ ...PHONES_RUNNING, codeSeats: [3] });
    await flushPromises();
    expect(lan.here?.seat).toBe(3);
    expect(document.querySelector('[data-testid="phones-here"]')).not.toBeNull();
    pushStatus({ ...PHONES_RUNNING, codeSeats: [], seenSeats: [3] });
    await flushPromises();
    expect(lan.here).toBeNull();
    expect(document.querySelector('[data-testid="phones-here"]')).toBeNull();
    wrapper.unmount();
  });

  it('offers no code to a dead player, and never skips to him', async () => {
    const { wrapper, pushStatus } = await mounted();
    pushStatus({ ...PHONES_RUNNING, seenSeats: [1], projectorSeat: null });
    await flushPromises();
    expect(wrapper.find('[data-testid="phones-projector-2"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="phones-here-2"]').exists()).toBe(false);
    expect(wrapper.get('[data-testid="phones-seat-2"]').attributes('data-alive')).toBe('false');
    expect(wrapper.get('[data-testid="phones-next"]').text()).toContain('3');
    wrapper.unmount();
  });
});

describe('the phone panel’s projector button (tryout 8)', () => {
  it('says "start with" before anyone has looked, and "next" in the middle of the deal, in French and Hungarian', async () => {
    for (const [locale, first, next] of [
      ['fr', 'Commencer par la place 1', 'Place suivante\u00a0: 3'],
      ['hu', 'Kezdés az 1. hellyel', 'Következő: a 3. hely'],
    ] as const) {
      const { wrapper, pushStatus } = await mounted(locale);
      expect(wrapper.get('[data-testid="phones-next"]').text(), locale).toBe(first);
      pushStatus({ ...PHONES_RUNNING, seenSeats: [1], projectorSeat: null });
      await flushPromises();
      expect(wrapper.get('[data-testid="phones-next"]').text(), locale).toBe(next);
      wrapper.unmount();
    }
  });
});

describe('the phone panel remembers the network (issue 12, club tryout)', () => {
  it('preselects the interface the station remembers from last time, not the first one', async () => {
    const station = fakeBridge();
    station.bridge.request = (async (name: string) => {
      if (name !== 'lan.interfaces') return { ok: true, value: null };
      const listed = [
        { name: 'eth0', address: '10.0.0.2', family: 'IPv4' },
        { name: 'wlan0', address: '192.168.1.20', family: 'IPv4', remembered: true },
      ];
      return { ok: true, value: listed };
    }) as never;
    const pinia = createPinia();
    setActivePinia(pinia);
    const wrapper = mount(PhoneRevealPanel, {
      attachTo: document.body,
      global: {
        plugins: [pinia, createStationI18n('en', MESSAGES)],
        provide: { [MODERATOR_BRIDGE as symbol]: station.bridge },
      },
    });
    await station.push(VIEW);
    await flushPromises();
    expect((wrapper.get('[data-testid="phones-interface"]').element as HTMLSelectElement).value).toBe('192.168.1.20');
    wrapper.unmount();
  });
});
