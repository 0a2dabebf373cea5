import type { RulesetId } from '../../engine/rulesets/index.ts';
import { fail, ok } from '../../engine/result.ts';
import type { Result } from '../../engine/types.ts';
import { presetFits, presetOf } from './presets.ts';
import { TIE_BREAK_NEEDS, fieldsInUse, rulesetMeets, tieBreakFor } from './ruleset-facts.ts';
import type { ScoringConfig } from './types.ts';

/**
 * Checks that a tournament's scoring can score its ruleset's games: a config copied from a shipped preset
 * (its `basedOn` pin) must come from one that fits the ruleset (a club evening's don and sheriff bonus means
 * nothing at a Mensa table). A config typed by hand, or pinned to a preset this station does not ship, is
 * the organiser's own and passes. Returns the config unchanged.
 */
export function checkPresetFits(config: ScoringConfig, rulesetId: RulesetId): Result<ScoringConfig> {
  const preset = presetOf(config);
  if (preset && !presetFits(preset, rulesetId))
    return fail('scoring.preset-not-for-ruleset', { preset: preset.key, ruleset: rulesetId });
  return ok(config);
}

/**
 * Checks that everything a scoring counts, the ruleset's games can give (its ScoringFacts): its preset fits
 * (checkPresetFits), no field it puts to use needs what the games have not (a best move at a French-deck table,
 * a remark penalty where nobody gives remarks), and no tie-break does, but those of the fitting preset it was
 * copied from: a regulation's list is pinned whole (FIIM's wins as don or sheriff at a 1987 table separate
 * nobody, and harm nobody); one the organiser adds must separate players. The refusal
 * `scoring.ruleset-has-no-<need>` names the field (`bestMove.twoRight`, or `tieBreaks` with the tie-break), so
 * the form can say it there. Returns the config unchanged.
 */
export function checkScoringFits(config: ScoringConfig, rulesetId: RulesetId): Result<ScoringConfig> {
  const preset = checkPresetFits(config, rulesetId);
  if (!preset.ok) return preset;
  const field = fieldsInUse(config).find(({ need }) => !rulesetMeets(rulesetId, need));
  if (field) return fail(`scoring.ruleset-has-no-${field.need}`, { field: field.field, ruleset: rulesetId });
  const presets = presetOf(config)?.make().tieBreaks ?? [];
  const tieBreak = config.tieBreaks.find((tb) => !tieBreakFor(rulesetId, tb) && !presets.includes(tb));
  if (tieBreak)
    return fail(`scoring.ruleset-has-no-${TIE_BREAK_NEEDS[tieBreak]!}`, {
      field: 'tieBreaks',
      tieBreak,
      ruleset: rulesetId,
    });
  return ok(config);
}
