import { roleWord, rulesetWord } from '../../../shared/text/ruleset-words.ts';
import { useTranslator } from '../../common/composables/useTranslator.ts';

/**
 * Teams and roles of any ruleset by name, where the ruleset is known per line (a player's statistics mix
 * rulesets): the ruleset's own word wins (`team.<ruleset>.<name>`), then the shared one, then the raw name.
 */
export function useSideText() {
  const tr = useTranslator();
  return {
    /** A team by its ruleset's name. */
    team: (rulesetId: string, name: string) => rulesetWord(tr, rulesetId, 'team', name),
    /** A role by its ruleset's name (the 1987 roles are its teams). */
    role: (rulesetId: string, name: string) => roleWord(tr, rulesetId, name),
  };
}
