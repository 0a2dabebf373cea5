// @vitest-environment happy-dom
/**
 * Issue 15: the new-game form offers "Print role cards" only for a ruleset whose cards the station prints:
 * not for Copag, whose objective cards come in its box (the print request refuses it).
 */
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import NewGamePage from '../../../renderer/moderator/pages/NewGamePage.vue';
import { mountConsole } from './mount-kit.ts';

async function formFor(rulesetId: string) {
  const { wrapper } = mountConsole(NewGamePage);
  await wrapper.get('[data-testid="ruleset"]').setValue(rulesetId);
  await flushPromises();
  return wrapper;
}

describe('the new-game form’s role cards', () => {
  it('are offered for a ruleset with role cards, not for Copag', async () => {
    expect((await formFor('davidoff-1987')).find('[data-testid="print-role-cards-button"]').exists()).toBe(true);
    const copag = await formFor('copag-mafia');
    expect(copag.find('[data-testid="playability-ok"]').exists()).toBe(true);
    expect(copag.find('[data-testid="print-role-cards-button"]').exists()).toBe(false);
  });
});
