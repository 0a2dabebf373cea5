// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { ModeratorView } from '../../../shared/engine/index.ts';
import RoleCover from '../../../renderer/moderator/components/RoleCover.vue';
import { mountConsole } from './mount-kit.ts';

/** A Mensa vogon who is also a lover, as the station's `game.player-card` answers. */
const VOGON_LOVER = {
  seat: 4,
  name: 'Dora',
  role: 'vogon',
  team: 'citizens',
  teammates: [],
  second: 'lover',
  partner: { seat: 9, name: 'Irina' },
  protectedMafioso: null,
};

/** Dora's cover (seat 4) on the console, with a Mensa game at night open. */
async function coverOfDora() {
  const mounted = mountConsole(RoleCover, { props: { seat: 4, name: 'Dora' } });
  await mounted.station.push({
    gameId: 'g1',
    rulesetId: 'mensa-hungariqa',
    phase: 'night',
    prompts: [],
  } as unknown as ModeratorView);
  return mounted;
}

describe('the role card on the moderator’s screen (issue 12 §4)', () => {
  it('shows every role the player holds: the vogon, and the lover on top with the other lover', async () => {
    const { wrapper, station } = await coverOfDora();
    station.bridge.request = (async (name: string) =>
      name === 'game.player-card' ? { ok: true, value: VOGON_LOVER } : { ok: true, value: null }) as never;
    await wrapper.get('[data-testid="cover-reveal"]').trigger('click');
    await flushPromises();
    const card = wrapper.get('[data-testid="role-card"]');
    expect(card.get('.card-role').text()).toBe('Vogon');
    const extra = card.get('[data-testid="role-card-extra"]');
    expect(extra.attributes('data-role')).toBe('lover');
    expect(extra.text()).toContain('Lover');
    expect(card.get('[data-testid="role-card-lover"]').text()).toContain('Irina');
  });

  it('shows one role where the player holds one', async () => {
    const { wrapper, station } = await coverOfDora();
    station.bridge.request = (async () => ({
      ok: true,
      value: { ...VOGON_LOVER, second: null, partner: null },
    })) as never;
    await wrapper.get('[data-testid="cover-reveal"]').trigger('click');
    await flushPromises();
    expect(wrapper.find('[data-testid="role-card-extra"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="role-card-lover"]').exists()).toBe(false);
  });

  it('shows a Copag player the objectives his Consigliere showed him, on his own card (issue 15), as his phone does', async () => {
    const { wrapper, station } = mountConsole(RoleCover, { props: { seat: 2, name: 'Boris' } });
    await station.push({
      gameId: 'g1',
      rulesetId: 'copag-mafia',
      phase: 'play',
      prompts: [],
    } as unknown as ModeratorView);
    station.bridge.request = (async (name: string) =>
      name === 'game.player-card'
        ? {
            ok: true,
            value: {
              seat: 2,
              name: 'Boris',
              role: 'police',
              team: 'police',
              teammates: [],
              character: 'enrico',
              seen: [{ seat: 1, name: 'Anna', role: 'mafioso' }],
            },
          }
        : { ok: true, value: null }) as never;
    await wrapper.get('[data-testid="cover-reveal"]').trigger('click');
    await flushPromises();
    const seen = wrapper.get('[data-testid="role-card-seen"]');
    expect(seen.text()).toContain('Your Consigliere showed you:');
    expect(seen.get('li').text()).toBe('Anna (seat 1): Mafioso');
    expect(seen.get('li').attributes('data-role')).toBe('mafioso');
  });
});
