// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import NewGamePage from '../../../renderer/moderator/pages/NewGamePage.vue';
import { mountConsole, Refusal } from './mount-kit.ts';

/**
 * The station's refusal of a new game answers the form as it was sent: once the form changes it is old news
 * (tryout 12: «…not 6» stayed in red under the new warning «…not 99» after the mafia count was changed).
 */
describe("the new-game form's refusal", () => {
  it('goes when the form changes, and stays while it does not', async () => {
    const refusal = new Refusal({ kind: 'rule', code: 'name.empty', params: { seat: 1 } });
    const { wrapper } = mountConsole(NewGamePage, {}, (name) =>
      name === 'game.create' ? refusal : name === 'player.list' ? [] : null,
    );
    await flushPromises();
    await wrapper.get('form').trigger('submit');
    await flushPromises();
    expect(wrapper.find('[data-testid="setup-error"]').exists()).toBe(true);
    await wrapper.get('[data-testid="ruleset"]').trigger('change');
    await flushPromises();
    expect(wrapper.find('[data-testid="setup-error"]').exists()).toBe(true);
    await wrapper.get('[data-testid="player-name-1"]').setValue('Anna');
    await flushPromises();
    expect(wrapper.find('[data-testid="setup-error"]').exists()).toBe(false);
  });
});
