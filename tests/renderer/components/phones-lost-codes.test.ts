// @vitest-environment happy-dom
/**
 * Tryout 10: after a restart the phones panel showed no code for a seat whose code, given before it, was never opened
 * and now gave 404, and said nothing. The station's status names those seats (lostCodeSeats); the panel says so
 * above the list and on each such seat, whose buttons give a new code.
 */
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { LanStatus } from '../../../shared/contract/index.ts';
import { moderatorSeat, type ModeratorView } from '../../../shared/engine/index.ts';
import type { Locale } from '../../../shared/locales/locale-list.ts';
import { mountPhonePanel, PHONES_RUNNING } from './phone-panel-kit.ts';

const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri'];
const VIEW = {
  gameId: 'g1',
  rulesetId: 'davidoff-1987',
  phase: 'day',
  prompts: [],
  seats: NAMES.map((name, i) => moderatorSeat({ seat: i + 1, name, role: 'honest', alive: true }, null)),
  players: NAMES.map((name, i) => ({ seat: i + 1, name, role: 'honest', alive: true })),
} as unknown as ModeratorView;

const RUNNING: LanStatus = { ...PHONES_RUNNING, seenSeats: [1] };

/** The panel over a dealt game of four with the phones' server running, in a language; `push` sets the status. */
async function mounted(locale: Locale = 'en') {
  const kit = await mountPhonePanel(VIEW, RUNNING, locale);
  await flushPromises();
  return {
    ...kit,
    async push(status: Partial<LanStatus>) {
      kit.lan.status = { ...RUNNING, ...status };
      await flushPromises();
    },
  };
}

describe('tryout 10: the phones panel after a restart ended a code', () => {
  it('names the seats whose code ended unopened, above the list and on each seat', async () => {
    const { wrapper, push } = await mounted();
    expect(wrapper.find('[data-testid="phones-lost"]').exists()).toBe(false);
    await push({ lostCodeSeats: [2, 4] });
    expect(wrapper.get('[data-testid="phones-lost"]').text()).toBe(
      'The codes given to Boris (2), Dmitri (4) ended before they were opened (the station restarted, or the game was left): give each a new one.',
    );
    expect(wrapper.get('[data-testid="phones-lost-2"]').text()).toBe('code ended unopened — give a new one');
    expect(wrapper.find('[data-testid="phones-lost-3"]').exists()).toBe(false);
    // The seat's own buttons give it a new code.
    expect(wrapper.get('[data-testid="phones-here-2"]').attributes('disabled')).toBeUndefined();
    await push({ lostCodeSeats: [4] });
    expect(wrapper.get('[data-testid="phones-lost"]').text()).toContain('The code given to Dmitri (4) ended');
    await push({ lostCodeSeats: [] });
    expect(wrapper.find('[data-testid="phones-lost"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('says it in every language', async () => {
    for (const locale of ['ru', 'hu', 'fr', 'pt', 'ja'] as const) {
      const { wrapper, push } = await mounted(locale);
      await push({ lostCodeSeats: [2] });
      const note = wrapper.get('[data-testid="phones-lost"]').text();
      expect(note, locale).toContain('Boris');
      expect(note, locale).not.toContain('phones.lost');
      expect(wrapper.get('[data-testid="phones-lost-2"]').text(), locale).not.toContain('phones.');
      wrapper.unmount();
    }
  });
});
