// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import TournamentCreateForm from '../../../renderer/moderator/tournaments/TournamentCreateForm.vue';
import { mountConsole } from './mount-kit.ts';

/** The new tournament's form, with a name and ten participants typed in. */
async function filledForm() {
  const { wrapper, station } = mountConsole(TournamentCreateForm);
  await wrapper.get('[data-testid="tournament-name"]').setValue('Autumn Cup');
  const participants = wrapper.get('[data-testid="participants-input"]');
  await participants.setValue(Array.from({ length: 10 }, (_, i) => `Player ${i + 1}`).join(', '));
  await participants.trigger('keydown', { key: 'Enter' });
  await flushPromises();
  return { wrapper, station };
}

describe('the new tournament’s ruleset is the organiser’s choice', () => {
  it('nothing is chosen at first and nothing can be sent; the chosen ruleset is the one sent', async () => {
    // Club tryout: an organiser who read "City" elsewhere created a 1987 tournament without seeing it.
    const { wrapper, station } = await filledForm();
    expect(wrapper.get('[data-testid="participants"]').attributes('data-count')).toBe('10');
    const select = wrapper.get<HTMLSelectElement>('[data-testid="tournament-ruleset"]');
    expect(select.element.value).toBe('');
    expect(select.element.selectedOptions[0]?.textContent).toBe('Choose the ruleset');
    expect(wrapper.get('[data-testid="tournament-create-submit"]').attributes('disabled')).toBeDefined();
    await wrapper.get('[data-testid="tournament-create"]').trigger('submit');
    await flushPromises();
    expect(station.requests.filter((r) => r.name === 'tournament.create')).toEqual([]);

    await select.setValue('city-mafia');
    expect(wrapper.get('[data-testid="tournament-create-submit"]').attributes('disabled')).toBeUndefined();
    await wrapper.get('[data-testid="tournament-create"]').trigger('submit');
    await flushPromises();
    const sent = station.requests.filter((r) => r.name === 'tournament.create');
    expect(sent.map((r) => (r.payload as { rulesetId: string }).rulesetId)).toEqual(['city-mafia']);
  });

  it('the 1987 rules too must be chosen: picking them is a choice like any other', async () => {
    const { wrapper, station } = await filledForm();
    await wrapper.get('[data-testid="tournament-ruleset"]').setValue('davidoff-1987');
    await wrapper.get('[data-testid="tournament-create"]').trigger('submit');
    await flushPromises();
    const sent = station.requests.filter((r) => r.name === 'tournament.create');
    expect(sent.map((r) => (r.payload as { rulesetId: string }).rulesetId)).toEqual(['davidoff-1987']);
  });
});
