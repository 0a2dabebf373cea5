// @vitest-environment happy-dom
/** Tryout 6: the scoring form offered FIIM and the club evening (don and sheriff ±0.5) to a French-deck tournament. */
import { describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { presetDraft } from '../../../renderer/moderator/tournaments/scoring-form.ts';
import type { RulesetId } from '../../../shared/engine/index.ts';
import { mountScoringForm } from './mount-scoring-form.ts';

/** The form of a tournament drafted from `preset` for `from`, once the organiser has moved it to ruleset `to`. */
async function movedTo(preset: string, from: RulesetId, to: RulesetId) {
  const form = mountScoringForm(presetDraft(preset, from), from);
  await form.wrapper.setProps({ rulesetId: to as never });
  await nextTick();
  return form;
}

describe('the scoring form offers the presets that fit the ruleset', () => {
  it('a French-deck, a Mensa or a Copag tournament is offered the win/loss preset only', () => {
    for (const rulesetId of ['french-deck', 'mensa-hungariqa', 'copag-mafia'] as const) {
      const form = mountScoringForm(presetDraft('win-loss-v1', rulesetId), rulesetId);
      expect(form.options()).toEqual(['win-loss-v1']);
      expect(form.chosen()).toBe('win-loss-v1');
      expect(form.wrapper.get('[data-testid="scoring-preset"]').text()).toBe('Win/loss (win 1, nothing else)');
    }
  });

  it('a 1987 tournament is not offered the club evening: it has no don and no sheriff', () => {
    const form = mountScoringForm(presetDraft('preset-sports', 'davidoff-1987'), 'davidoff-1987');
    expect(form.options()).not.toContain('club-evening-v1');
    expect(form.options()).toContain('preset-1987');
  });

  it('moving a FIIM tournament to Mensa starts again from the win/loss preset, with Mensa’s sides', async () => {
    const form = await movedTo('fiim-v7', 'city-mafia', 'mensa-hungariqa');
    expect(form.chosen()).toBe('win-loss-v1');
    expect(form.value().basedOn).toEqual({ id: 'win-loss', version: 1 });
    expect(form.value().winPoints).toEqual({ citizens: 1, mafia: 1 });
    expect(form.value().compensation.points).toBe(0);
  });

  it('moving a sports tournament from 1987 to the city game keeps its preset: it fits both', async () => {
    const form = await movedTo('preset-sports', 'davidoff-1987', 'city-mafia');
    expect(form.chosen()).toBe('preset-sports');
    expect(form.value().basedOn).toEqual({ id: 'sports', version: 1 });
  });
});
