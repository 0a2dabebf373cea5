import type { RulesetId } from '../../engine/rulesets/index.ts';
import { fail, ok } from '../../engine/result.ts';
import type { Result } from '../../engine/types.ts';
import { presetFits, presetOf } from './presets.ts';
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
