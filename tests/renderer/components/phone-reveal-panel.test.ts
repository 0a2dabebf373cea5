// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { LanStatus } from '../../../shared/contract/index.ts';
import { moderatorSeat, type ModeratorView } from '../../../shared/engine/index.ts';
import PhoneRevealPanel from '../../../renderer/moderator/components/PhoneRevealPanel.vue';
import { useLanStore } from '../../../renderer/moderator/stores/lan.ts';
import { mountConsole } from './mount-kit.ts';

const NAMES = ['Szentgyörgyi Kristóf', 'Alexandra Kovácsné', 'Clara', 'Dmitri'];
const VIEW = {
  gameId: 'g1',
  rulesetId: 'davidoff-1987',
  phase: 'day',
  prompts: [],
  // The seats as the engine's moderator view gives them (the console reads no ruleset's player shape).
  seats: NAMES.map((name, i) => moderatorSeat({ seat: i + 1, name, role: i === 3 ? 'mafia' : 'honest', alive: i !== 1 }, i === 1 ? { cause: 'killed', round: 1 } : null)),
} as unknown as ModeratorView;

const RUNNING: LanStatus = { running: true, host: '127.0.0.1', port: 5601, mirrorUrl: null, seenSeats: [], codeSeats: [], projectorSeat: null };

/** The panel over a dealt game with seat 2 dead, the phones' server running, and a bridge that mints codes. */
function mounted() {
  const kit = mountConsole(PhoneRevealPanel, { attachTo: document.body });
  kit.station.push(VIEW);
  let pushStatus: (status: LanStatus) => void = () => {};
  const lan = useLanStore();
  lan.status = RUNNING;
  kit.station.bridge.request = (async (name: string, payload: { seat: number }) => {
    if (name === 'lan.reveal') return { ok: true, value: { seat: payload.seat, url: `http://x/r/${payload.seat}`, svg: '<svg></svg>' } };
    if (name === 'lan.interfaces') return { ok: true, value: [] };
    return { ok: true, value: null };
  }) as never;
  pushStatus = (status) => (lan.status = status);
  return { ...kit, lan, pushStatus: (status: LanStatus) => pushStatus(status) };
}

describe('the phone panel (issue 12 §4)', () => {
  it('closes the "show here" code once the station says it was used', async () => {
    const { wrapper, pushStatus, lan } = mounted();
    await flushPromises();
    await wrapper.get('[data-testid="phones-here-3"]').trigger('click');
    await flushPromises();
    pushStatus({ ...RUNNING, codeSeats: [3] });
    await flushPromises();
    expect(lan.here?.seat).toBe(3);
    expect(document.querySelector('[data-testid="phones-here"]')).not.toBeNull();
    pushStatus({ ...RUNNING, codeSeats: [], seenSeats: [3] });
    await flushPromises();
    expect(lan.here).toBeNull();
    expect(document.querySelector('[data-testid="phones-here"]')).toBeNull();
    wrapper.unmount();
  });

  it('offers no code to a dead player, and never skips to him', async () => {
    const { wrapper, pushStatus } = mounted();
    pushStatus({ ...RUNNING, seenSeats: [1], projectorSeat: null });
    await flushPromises();
    expect(wrapper.find('[data-testid="phones-projector-2"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="phones-here-2"]').exists()).toBe(false);
    expect(wrapper.get('[data-testid="phones-seat-2"]').attributes('data-alive')).toBe('false');
    expect(wrapper.get('[data-testid="phones-next"]').text()).toContain('3');
    wrapper.unmount();
  });
});
