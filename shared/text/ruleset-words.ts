import { rolesAreTeams } from './ruleset-names.ts';
import type { Translator } from './translator.ts';

/**
 * A word of any ruleset's console texts: the ruleset's own message wins (`<group>.<id>.<name>`), then the one
 * every ruleset shares (`<group>.<name>`), so "Shot" can be the mafia's in one tradition and a plain word in
 * another. A message is a plain text or a word's forms, read in its singular (or, for a card, its name); with
 * none, the fallback, else the name itself.
 */
export function rulesetWord(
  tr: Translator,
  rulesetId: string | undefined,
  group: string,
  name: string,
  fallback?: string,
): string {
  for (const key of [rulesetId ? `${group}.${rulesetId}.${name}` : null, `${group}.${name}`]) {
    if (!key) continue;
    if (tr.te(key)) return tr.t(key);
    if (tr.te(`${key}.singular`)) return tr.t(`${key}.singular`);
    if (tr.te(`${key}.name`)) return tr.t(`${key}.name`);
  }
  return fallback ?? name;
}

/** A role's word in any ruleset's console texts (1987's roles are its teams: `team.<role>`). */
export function roleWord(tr: Translator, rulesetId: string | undefined, role: string): string {
  return rulesetWord(tr, rulesetId, rolesAreTeams(rulesetId) ? 'team' : 'role', role);
}
