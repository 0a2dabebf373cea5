/**
 * The property suite (./ruleset-properties.ts) for every ruleset the engine runs: a new ruleset is tested
 * by it as soon as it is registered, with generic checks until it adds a spec here.
 */
import { RULESETS } from '../../shared/engine/rulesets/index.ts';
import { cityPropertySpec } from './city-mafia/property-spec.ts';
import { davidoffPropertySpec } from './davidoff-1987-property-spec.ts';
import { frenchDeckPropertySpec } from './french-deck/property-spec.ts';
import { mensaPropertySpec } from './mensa-hungariqa/property-spec.ts';
import { describeRulesetProperties, type RulesetPropertySpec } from './ruleset-properties.ts';

/** Each ruleset's own setups, odd commands, end and secrets (optional: the suite has generic defaults). */
const SPECS: Partial<Record<string, RulesetPropertySpec>> = {
  'davidoff-1987': davidoffPropertySpec,
  'french-deck': frenchDeckPropertySpec,
  'mensa-hungariqa': mensaPropertySpec,
  'city-mafia': cityPropertySpec,
};

for (const ruleset of Object.values(RULESETS)) describeRulesetProperties(ruleset, SPECS[ruleset.id]);
