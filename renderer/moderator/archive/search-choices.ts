import { RULESET_IDS, RULESETS, type RulesetId } from '../../../shared/engine/index.ts';

/** The rulesets, in the order the search form offers them (the registry's). */
export const SEARCH_RULESETS: readonly RulesetId[] = RULESET_IDS;

/** The results the form offers: the chosen ruleset's, or every ruleset's (each once) when none is chosen. */
export function resultChoices(rulesetId: RulesetId | ''): { rulesetId: RulesetId; result: string }[] {
  const rulesets = rulesetId === '' ? SEARCH_RULESETS : [rulesetId];
  const seen = new Set<string>();
  const choices: { rulesetId: RulesetId; result: string }[] = [];
  for (const id of rulesets) {
    // A ruleset's possible results are its winners as the archive stores them (city mafia's draw included).
    for (const result of RULESETS[id].winners) {
      if (seen.has(result)) continue;
      seen.add(result);
      choices.push({ rulesetId: id, result });
    }
  }
  return choices;
}
