// @vitest-environment happy-dom
import * as v from 'valibot';
import { nextTick } from 'vue';
import { describe, expect, it } from 'vitest';
import { commandShape } from '../../../shared/contract/index.ts';
import type { ModeratorSeat, ModeratorView } from '../../../shared/engine/index.ts';
import { CopagCommandSchema } from '../../../shared/engine/rulesets/copag-mafia/schemas.ts';
import CommandForm from '../../../renderer/moderator/console/CommandForm.vue';
import { useGameStore } from '../../../renderer/moderator/stores/game.ts';
import { moderatorSeat } from '../../fixtures/moderator-seats.ts';
import { mountConsole } from './mount-kit.ts';

const SEATS: ModeratorSeat[] = Array.from({ length: 5 }, (_, i) => moderatorSeat(i + 1));

/** A Copag form, with Copag's game open so its field names are the ruleset's own. */
async function form(type: string) {
  const shape = commandShape('copag-mafia', type)!;
  const mounted = mountConsole(CommandForm, {
    props: { shape, seats: SEATS, active: true, disabled: false, error: null },
  });
  useGameStore().current = { gameId: 'g1', rulesetId: 'copag-mafia' } as unknown as ModeratorView;
  await nextTick();
  return mounted.wrapper;
}

function sent(wrapper: Awaited<ReturnType<typeof form>>): unknown[] {
  return (wrapper.emitted('send') ?? []).map(([command]) => command);
}

describe('a Copag command form drawn from its schema', () => {
  it('opens a mission from a group of typed fields, labelled in the ruleset’s words, as the schema takes it', async () => {
    const wrapper = await form('open-mission');
    expect(wrapper.get('[data-testid="text-card-name"]').attributes('aria-label')).toBe('Name');
    expect(wrapper.get('[data-testid="number-card-recruits"]').attributes('aria-label')).toBe('Characters recruited');
    expect(wrapper.get('[data-testid="choice-card-colour"]').text()).toContain('yellow');
    // Nothing typed yet: not sent, and the form says what is missing.
    await wrapper.get('form').trigger('submit');
    expect(sent(wrapper)).toEqual([]);
    expect(wrapper.get('[data-testid="form-hint"]').text()).toBe('Choose: Name');

    await wrapper.get('[data-testid="text-card-name"]').setValue('Assalto ao banco');
    await wrapper.get('[data-testid="number-card-recruits"]').setValue('2');
    await wrapper.get('[data-testid="number-card-cards"]').setValue('3');
    await wrapper.get('[data-testid="number-card-value"]').setValue('40');
    // A value beyond the schema's bound is refused here, with the bounds, and nothing is sent.
    await wrapper.get('[data-testid="number-card-cards"]').setValue('99');
    expect(wrapper.get('[data-testid="form-hint"]').text()).toBe('Cards: a whole number from 1 to 20');
    expect(wrapper.get('[data-testid="send-command"]').attributes('disabled')).toBeDefined();
    await wrapper.get('form').trigger('submit');
    expect(sent(wrapper)).toEqual([]);

    await wrapper.get('[data-testid="number-card-cards"]').setValue('3');
    await wrapper.get('[data-testid="choice-card-colour"]').setValue('yellow');
    await wrapper.get('form').trigger('submit');
    const command = {
      type: 'open-mission',
      card: { name: 'Assalto ao banco', recruits: 2, cards: 3, value: 40, colour: 'yellow' },
    };
    expect(sent(wrapper)).toEqual([command]);
    expect(v.safeParse(CopagCommandSchema, sent(wrapper)[0]).success).toBe(true);
  });

  it('places a card with its face, a mission number and Salvatore’s flag, as the schema takes it', async () => {
    const wrapper = await form('contribute');
    await wrapper.get('[data-testid="number-mission"]').setValue('2');
    // Face down (no card given) is the start: the face is given only when ticked.
    expect(wrapper.find('[data-testid="number-card-value"]').exists()).toBe(false);
    await wrapper.get('[data-testid="give-card"]').setValue(true);
    await wrapper.get('[data-testid="choice-card-colour"]').setValue('blue');
    await wrapper.get('[data-testid="number-card-value"]').setValue('0');
    expect(wrapper.get('[data-testid="form-hint"]').text()).toBe('Value: a whole number from 1 to 10');
    await wrapper.get('[data-testid="number-card-value"]').setValue('7');
    await wrapper.get('[data-testid="flag-salvatore"]').setValue(true);
    await wrapper.get('form').trigger('submit');
    const command = { type: 'contribute', mission: 2, card: { colour: 'blue', value: 7 }, salvatore: true };
    expect(sent(wrapper)).toEqual([command]);
    expect(v.safeParse(CopagCommandSchema, sent(wrapper)[0]).success).toBe(true);
  });

  it('places a face-down card with no face and no flags: they are left out', async () => {
    const wrapper = await form('contribute');
    await wrapper.get('[data-testid="number-mission"]').setValue('1');
    await wrapper.get('form').trigger('submit');
    expect(sent(wrapper)).toEqual([{ type: 'contribute', mission: 1 }]);
  });

  it('lists the characters by seat, one select per entry, and reveals a mission card by card', async () => {
    const characters = await form('assign-characters');
    await characters.get('[data-testid="add-characters"]').trigger('click');
    await characters.get('[data-testid="add-characters"]').trigger('click');
    expect(characters.get('[data-testid="choice-characters-2"]').attributes('aria-label')).toBe('Characters by seat 2');
    await characters.get('[data-testid="choice-characters-1"]').setValue('tony');
    await characters.get('[data-testid="choice-characters-2"]').setValue('vincenzo');
    await characters.get('form').trigger('submit');
    expect(sent(characters)).toEqual([{ type: 'assign-characters', characters: ['tony', 'vincenzo'] }]);

    const reveal = await form('reveal-mission');
    await reveal.get('[data-testid="add-cards"]').trigger('click');
    await reveal.get('[data-testid="choice-cards-1-colour"]').setValue('yellow');
    await reveal.get('[data-testid="number-cards-1-value"]').setValue('4');
    await reveal.get('form').trigger('submit');
    expect(sent(reveal)).toEqual([{ type: 'reveal-mission', cards: [{ colour: 'yellow', value: 4 }] }]);
    expect(v.safeParse(CopagCommandSchema, sent(reveal)[0]).success).toBe(true);
  });

  it('sends Vincenzo’s shift as the number the schema takes', async () => {
    const wrapper = await form('vincenzo');
    await wrapper.get('[data-testid="choice-shift"]').setValue('-2');
    await wrapper.get('form').trigger('submit');
    expect(sent(wrapper)).toEqual([{ type: 'vincenzo', shift: -2 }]);
  });
});
