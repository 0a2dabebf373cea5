// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import ScoringForm from '../../../renderer/moderator/tournaments/ScoringForm.vue';
import { presetDraft, scoringProblems, scoringRequest } from '../../../renderer/moderator/tournaments/scoring-form.ts';
import { SCORING_PRESETS, presetFiim, presetSports, validateScoringConfig } from '../../../shared/tournament/index.ts';
import { mountConsole } from './mount-kit.ts';
import { mountScoringForm } from './mount-scoring-form.ts';

async function type(wrapper: ReturnType<typeof mountScoringForm>['wrapper'], testId: string, value: string) {
  await wrapper.get(`[data-testid="${testId}"]`).setValue(value);
  await nextTick();
}

describe('the scoring form', () => {
  it('fills the sports preset for the ruleset: its own teams win a point each', () => {
    expect(presetDraft('preset-sports', 'french-deck').winPoints).toEqual({ villagers: 1, mafia: 1 });
    expect(presetDraft('preset-sports', 'city-mafia').winPoints).toEqual({ red: 1, black: 1, maniac: 1 });
    expect(Object.keys(presetDraft('preset-sports', 'city-mafia').roleBonus)).toContain('sheriff');
    // What the form sends is a valid config that scores like the preset.
    const sent = scoringRequest(presetDraft('preset-sports', 'davidoff-1987'));
    expect(validateScoringConfig(sent).ok).toBe(true);
    expect(sent).toMatchObject({
      bestMove: presetSports().bestMove,
      penalties: presetSports().penalties,
      extra: presetSports().extra,
      roleBonus: {},
    });
  });

  it('says an out-of-range value next to its field, and the same as the station would', async () => {
    const { wrapper } = mountScoringForm(presetDraft('preset-sports', 'davidoff-1987'));
    await type(wrapper, 'scoring-penalties-removal', '2');
    expect(wrapper.get('[data-testid="scoring-penalties-removal-error"]').text()).toBe('Must be between -100 and 0.');
    expect(wrapper.get('[data-testid="scoring-penalties-removal"]').attributes('aria-invalid')).toBe('true');
    await type(wrapper, 'scoring-winPoints-honest', '101');
    expect(wrapper.get('[data-testid="scoring-winPoints-honest-error"]').text()).toBe('Must be between 0 and 100.');
    await type(wrapper, 'scoring-extra-min', '-150');
    expect(wrapper.get('[data-testid="scoring-extra-min-error"]').text()).toBe('Must be between -100 and 100.');
    expect(wrapper.get('[data-testid="scoring-form"]').attributes('data-problems')).toBe('3');
    // The fields left alone say nothing.
    expect(wrapper.find('[data-testid="scoring-bestMove-twoRight-error"]').exists()).toBe(false);
  });

  it('takes an emptied field as "not a number", not as 0', async () => {
    const { wrapper, value } = mountScoringForm(presetDraft('preset-sports', 'davidoff-1987'));
    await type(wrapper, 'scoring-bestMove-twoRight', '');
    expect(Number.isNaN(value().bestMove.twoRight)).toBe(true);
    expect(wrapper.get('[data-testid="scoring-bestMove-twoRight-error"]').text()).toBe('Enter a number.');
  });

  it('clears the message once the value is back in range', async () => {
    const { wrapper, value } = mountScoringForm(presetDraft('preset-sports', 'davidoff-1987'));
    await type(wrapper, 'scoring-penalties-remark', '0.5');
    expect(wrapper.find('[data-testid="scoring-penalties-remark-error"]').exists()).toBe(true);
    await type(wrapper, 'scoring-penalties-remark', '-0.25');
    expect(wrapper.find('[data-testid="scoring-penalties-remark-error"]').exists()).toBe(false);
    expect(value().penalties.remark).toBe(-0.25);
    expect(scoringProblems(value())).toEqual([]);
  });

  it('switches to the 1987 preset: its own game score, nothing else', async () => {
    const { wrapper, value } = mountScoringForm(presetDraft('preset-sports', 'davidoff-1987'));
    await wrapper.get('[data-testid="scoring-preset"]').setValue('preset-1987');
    expect(value().mode).toBe('davidoff-1987');
    expect(value().penalties).toEqual({ remark: 0, removal: 0 });
    expect(wrapper.get('[data-testid="scoring-winPoints-honest"]').element.closest('fieldset')!.disabled).toBe(true);
  });

  it("puts the station's refusal next to the field it names", () => {
    const { wrapper } = mountConsole(ScoringForm, {
      props: {
        modelValue: presetDraft('preset-sports', 'davidoff-1987'),
        rulesetId: 'davidoff-1987',
        stationField: 'extra.max',
        stationMessage: 'The lowest extra (1) must not be above the highest (0).',
      },
    });
    expect(wrapper.get('[data-testid="scoring-extra-max-error"]').text()).toContain('must not be above');
  });
});

describe('the scoring form with issue 16’s presets', () => {
  it('offers every shipped preset, FIIM v7 first, and sends a valid copy pinned to its version', () => {
    const sent = scoringRequest(presetDraft('fiim-v7', 'city-mafia'));
    expect(validateScoringConfig(sent).ok).toBe(true);
    // The city teams each win 1; everything else is v7's own.
    expect(sent).toEqual({ ...presetFiim(7), winPoints: { red: 1, black: 1, maniac: 1 } });
    const { wrapper } = mountScoringForm(presetDraft('fiim-v7', 'city-mafia'), 'city-mafia');
    const options = wrapper.findAll('[data-testid="scoring-preset"] option').map((o) => o.attributes('value'));
    // Every shipped preset that fits the city game: all but the 1987 rulebook's (its game score is 1987's own).
    expect(options).toEqual(SCORING_PRESETS.map((p) => p.key).filter((key) => key !== 'preset-1987'));
    expect(options[0]).toBe('fiim-v7');
    expect((wrapper.get('[data-testid="scoring-preset"]').element as HTMLSelectElement).value).toBe('fiim-v7');
  });

  it('the club evening: a loss pays 1, the don and the sheriff lose 0.5 on a loss', () => {
    const sent = scoringRequest(presetDraft('club-evening-v1', 'city-mafia'));
    expect(sent.lossPoints).toEqual({ red: 1, black: 1, maniac: 1 });
    expect(sent.roleLoss).toEqual({ don: -0.5, sheriff: -0.5 });
    expect(sent.basedOn).toEqual({ id: 'club-evening', version: 1 });
  });

  it('edits the FIIM parts: a round weight added, a round number that must be whole, the best-move limit', async () => {
    const { wrapper, value } = mountScoringForm(presetDraft('fiim-v7', 'city-mafia'), 'city-mafia');
    await type(wrapper, 'scoring-weight-round', '6');
    await wrapper.get('[data-testid="scoring-add-weight"]').trigger('click');
    expect(value().roundWeights).toEqual({ '6': 1.2 });
    await type(wrapper, 'scoring-roundWeights-6', '1.5');
    expect(scoringRequest(value()).roundWeights).toEqual({ '6': 1.5 });
    await type(wrapper, 'scoring-hideUntilRound', '2.5');
    expect(wrapper.get('[data-testid="scoring-hideUntilRound-error"]').text()).toBe('Enter a whole number.');
    await type(wrapper, 'scoring-hideUntilRound', '5');
    expect(scoringRequest(value()).hideUntilRound).toBe(5);
    await wrapper.get('[data-testid="scoring-best-move-fiim"]').setValue(false);
    expect(scoringRequest(value()).bestMoveRules).toBeUndefined();
    expect(validateScoringConfig(scoringRequest(value())).ok).toBe(true);
  });
});
