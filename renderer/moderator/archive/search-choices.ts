import type { RulesetId } from '../../../shared/engine/index.ts';

/** The rulesets, in the order the search form offers them. */
export const SEARCH_RULESETS: readonly RulesetId[] = ['davidoff-1987', 'city-mafia', 'mensa-hungariqa', 'french-deck'];

/** Each ruleset's possible results (its winners as the archive stores them; city mafia also ends in a draw). */
export const RULESET_RESULTS: Readonly<Record<RulesetId, readonly string[]>> = {
  'davidoff-1987': ['honest', 'mafia'],
  'city-mafia': ['red', 'black', 'maniac', 'draw'],
  'mensa-hungariqa': ['citizens', 'mafia'],
  'french-deck': ['villagers', 'mafia'],
};

/** The results the form offers: the chosen ruleset's, or every ruleset's (each once) when none is chosen. */
export function resultChoices(rulesetId: RulesetId | ''): { rulesetId: RulesetId; result: string }[] {
  const rulesets = rulesetId === '' ? SEARCH_RULESETS : [rulesetId];
  const seen = new Set<string>();
  const choices: { rulesetId: RulesetId; result: string }[] = [];
  for (const id of rulesets) {
    for (const result of RULESET_RESULTS[id]) {
      if (seen.has(result)) continue;
      seen.add(result);
      choices.push({ rulesetId: id, result });
    }
  }
  return choices;
}
