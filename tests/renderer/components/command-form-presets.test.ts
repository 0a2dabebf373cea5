// @vitest-environment happy-dom
/**
 * Issue 15: the open-mission form offers the mission cards the rulebook names (the moderator view's
 * `knownMissions`, e.g. "Invasão da delegacia") and those typed in earlier in the game; picking one fills
 * the card's four numbers and name, and any other card is still typed in.
 */
import { nextTick } from 'vue';
import { describe, expect, it } from 'vitest';
import { commandShape } from '../../../shared/contract/index.ts';
import type { ModeratorView } from '../../../shared/engine/index.ts';
import { moderatorBody } from '../../../shared/engine/rulesets/copag-mafia/moderator-view.ts';
import CommandForm from '../../../renderer/moderator/console/CommandForm.vue';
import { presetsOf } from '../../../renderer/moderator/console/ruleset-presets.ts';
import { useGameStore } from '../../../renderer/moderator/stores/game.ts';
import { blue, playing, run } from '../../engine/copag-mafia/helpers.ts';
import { mountConsole } from './mount-kit.ts';

describe('the open-mission form’s known cards', () => {
  it('offers the rulebook’s named card and fills the form from it', async () => {
    // "Assalto ao banco" (2 cards) turned over and ended in place 1; "Golpe" is still open in place 2.
    const ended = run(
      playing(
        ['mafioso', 'mafioso', 'police', 'police', 'mafioso'],
        { card: { name: 'Assalto ao banco', cards: 2 }, members: [1, 2] },
        { card: { name: 'Golpe' }, members: [3] },
      ),
      { type: 'contribute', mission: 1 },
      { type: 'reveal-mission', cards: [blue(1), blue(1)] },
    );
    const view = { ...moderatorBody(ended.state), gameId: 'g1' } as unknown as ModeratorView;
    const presets = presetsOf(view, 'open-mission');
    // The rulebook's card and a card typed in earlier in the game; not the card open in the other place.
    expect(presets?.options.map((o) => o.name)).toEqual(
      expect.arrayContaining(['Invasão da delegacia', 'Assalto ao banco']),
    );
    expect(presets?.options.map((o) => o.name)).not.toContain('Golpe');
    const shape = commandShape('copag-mafia', 'open-mission')!;
    const { wrapper } = mountConsole(CommandForm, {
      props: { shape, seats: [], active: true, disabled: false, error: null, presets },
    });
    useGameStore().current = view;
    await nextTick();
    const at = presets!.options.findIndex((o) => o.name === 'Invasão da delegacia');
    await wrapper.get('[data-testid="preset"]').setValue(String(at));
    expect((wrapper.get('[data-testid="text-card-name"]').element as HTMLInputElement).value).toBe(
      'Invasão da delegacia',
    );
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')?.[0]?.[0]).toEqual({
      type: 'open-mission',
      card: { name: 'Invasão da delegacia', recruits: 3, cards: 5, value: 6, colour: 'blue' },
    });
  });
});
