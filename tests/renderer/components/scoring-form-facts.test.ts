// @vitest-environment happy-dom
/**
 * scorefacts (tryout 7): a French-deck, Mensa or Copag tournament's scoring form showed City/FIIM-only fields (best
 * move, Ci, the 1987 game score, tie-breaks by don and sheriff wins), and win/loss showed an extras range of 0..0.
 * The form shows what the ruleset's scoring facts allow, and extras once allowed.
 */
import { describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { presetDraft, scoringRequest } from '../../../renderer/moderator/tournaments/scoring-form.ts';
import { validateScoringConfig } from '../../../shared/tournament/index.ts';
import { mountScoringForm } from './mount-scoring-form.ts';

type Form = ReturnType<typeof mountScoringForm>;
const has = (form: Form, testId: string) => form.wrapper.find(`[data-testid="${testId}"]`).exists();
const addable = (form: Form) =>
  form.wrapper
    .findAll('.add button')
    .map((b) => b.text())
    .sort();

const CITY_ONLY = [
  'scoring-bestMove-twoRight',
  'scoring-bestMove-threeRight',
  'scoring-best-move-fiim',
  'scoring-compensation-points',
  'scoring-compensation-share',
  'scoring-finalFromRound',
  'scoring-mode',
];

describe('the scoring form shows what the ruleset’s games can give', () => {
  it('a French-deck or Mensa tournament: no best move, no Ci, no 1987 game score; remarks and removals stay', () => {
    for (const rulesetId of ['french-deck', 'mensa-hungariqa']) {
      const form = mountScoringForm(presetDraft('win-loss-v1', rulesetId as never), rulesetId);
      for (const field of CITY_ONLY) expect(has(form, field), `${rulesetId} ${field}`).toBe(false);
      expect(has(form, 'scoring-penalties-remark')).toBe(true);
      expect(has(form, 'scoring-penalties-removal')).toBe(true);
      expect(has(form, 'scoring-technicalDefeat')).toBe(true);
      expect(form.wrapper.text()).not.toMatch(/\bCi\b/);
      expect(form.wrapper.text()).toContain('Hide extras until round (0: never)');
      // Only the tie-breaks their games can separate players by: no best move, no don or sheriff.
      expect(addable(form)).toEqual([
        '+ Extra points',
        '+ Fewest penalty points',
        '+ First-night deaths (more first)',
        '+ Name (alphabetical)',
        '+ Points without bonuses',
      ]);
    }
  });

  it('a Copag tournament: no night and nobody gives remarks, so no penalty for them either', () => {
    const form = mountScoringForm(presetDraft('win-loss-v1', 'copag-mafia'), 'copag-mafia');
    for (const field of [...CITY_ONLY, 'scoring-penalties-remark', 'scoring-penalties-removal'])
      expect(has(form, field), field).toBe(false);
    expect(has(form, 'scoring-technicalDefeat')).toBe(true);
    expect(has(form, 'scoring-autoBonus-points')).toBe(true);
    expect(addable(form)).toEqual(['+ Extra points', '+ Name (alphabetical)', '+ Points without bonuses']);
  });

  it('a City tournament keeps every field and tie-break; 1987 keeps its game score but is not offered don and sheriff', () => {
    const city = mountScoringForm(presetDraft('win-loss-v1', 'city-mafia'), 'city-mafia');
    for (const field of CITY_ONLY.filter((f) => f !== 'scoring-mode')) expect(has(city, field), field).toBe(true);
    expect(addable(city)).toContain('+ Wins as don or sheriff');
    expect(addable(city)).toContain('+ Best move points');
    const d1987 = mountScoringForm(presetDraft('preset-sports', 'davidoff-1987'), 'davidoff-1987');
    expect(has(d1987, 'scoring-mode')).toBe(true);
    expect(has(d1987, 'scoring-bestMove-twoRight')).toBe(true);
    expect(addable(d1987)).not.toContain('+ Wins as don or sheriff');
  });

  it('moving a City FIIM tournament to the French deck takes its FIIM fields away', async () => {
    const form = mountScoringForm(presetDraft('fiim-v7', 'city-mafia'), 'city-mafia');
    expect(has(form, 'scoring-compensation-points')).toBe(true);
    await form.wrapper.setProps({ rulesetId: 'french-deck' as never });
    await nextTick();
    expect(has(form, 'scoring-compensation-points')).toBe(false);
    expect(has(form, 'scoring-bestMove-twoRight')).toBe(false);
  });

  it('says the station’s refusal of a field it does not show under the form', () => {
    const form = mountScoringForm(presetDraft('win-loss-v1', 'copag-mafia'), 'copag-mafia');
    expect(has(form, 'scoring-station-error')).toBe(false);
    const message = 'The tournament’s game has no remarks or removals: leave their penalties at 0.';
    void form.wrapper.setProps({ stationField: 'penalties.remark', stationMessage: message });
    return nextTick().then(() => {
      expect(form.wrapper.get('[data-testid="scoring-station-error"]').text()).toBe(message);
    });
  });
});

describe('the extras range of a scoring that allows none', () => {
  it('win/loss: no 0..0 range, a switch; turned on it shows the sports range, turned off the range goes again', async () => {
    const form = mountScoringForm(presetDraft('win-loss-v1', 'french-deck'), 'french-deck');
    expect(has(form, 'scoring-extra-min')).toBe(false);
    expect(has(form, 'scoring-extra-max')).toBe(false);
    const allowed = () => form.wrapper.get('[data-testid="scoring-extras-allowed"]');
    expect((allowed().element as HTMLInputElement).checked).toBe(false);
    await allowed().setValue(true);
    expect(form.value().extra).toEqual({ min: -0.7, max: 0.7 });
    expect(has(form, 'scoring-extra-min')).toBe(true);
    expect(validateScoringConfig(scoringRequest(form.value())).ok).toBe(true);
    await allowed().setValue(false);
    expect(form.value().extra).toEqual({ min: 0, max: 0 });
    expect(has(form, 'scoring-extra-min')).toBe(false);
  });

  it('a preset with a range shows it, its switch on', () => {
    const form = mountScoringForm(presetDraft('preset-sports', 'davidoff-1987'));
    expect(has(form, 'scoring-extra-min')).toBe(true);
    expect((form.wrapper.get('[data-testid="scoring-extras-allowed"]').element as HTMLInputElement).checked).toBe(true);
  });
});
