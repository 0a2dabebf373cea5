/**
 * scorefacts: what each ruleset's scoring can use is declared once, in its module (`scoringFacts`, and `scored` for
 * RULES.md §1's game score); the presets' fit, the form's fields and the station's check all read it.
 */
import { describe, expect, it } from 'vitest';
import { RULESET_LIST } from '../../shared/engine/index.ts';
import { declarationOf } from '../fixtures/ruleset-declarations.ts';
import {
  SCORING_PRESETS,
  TIE_BREAKS,
  checkScoringFits,
  fieldsInUse,
  presetFiim,
  presetFits,
  presetWinLoss,
  scoringFactsOf,
  tieBreakFor,
} from '../../shared/tournament/index.ts';

describe('a ruleset’s scoring facts', () => {
  it('are what its games give, as each ruleset’s declaration names them (City everything, 1987 no don or sheriff, French deck and Mensa a night and remarks, Copag nothing)', () => {
    for (const ruleset of RULESET_LIST)
      expect([...scoringFactsOf(ruleset.id)].sort(), ruleset.id).toEqual(declarationOf(ruleset.id).scoringFacts);
  });

  it('every preset, as shipped, passes the station’s check for every ruleset it fits, and fails it for the others', () => {
    for (const preset of SCORING_PRESETS) {
      for (const ruleset of RULESET_LIST) {
        const checked = checkScoringFits(preset.make(), ruleset.id);
        expect(checked.ok, `${preset.key} ${ruleset.id}`).toBe(presetFits(preset, ruleset.id));
      }
    }
  });

  it('names the fields a config puts to use, a field at 0 asking nothing', () => {
    expect(fieldsInUse(presetWinLoss())).toEqual([]);
    expect(fieldsInUse(presetFiim(7)).map((f) => f.field)).toEqual([
      'bestMove.twoRight',
      'bestMove.threeRight',
      'bestMoveRules',
      'compensation.points',
      'penalties.removal',
    ]);
  });

  it('a ruleset that declares none (Copag) separates ties only by what any game has', () => {
    expect(TIE_BREAKS.filter((tb) => tieBreakFor('copag-mafia', tb))).toEqual([
      'wins',
      'points-without-bonus',
      'head-to-head',
      'name',
      'extras',
    ]);
  });
});
