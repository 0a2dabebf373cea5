import { useI18n } from 'vue-i18n';

/**
 * Teams and roles of any ruleset by name, where the ruleset is known per line (a player's statistics mix
 * rulesets): the ruleset's own word wins (`team.<ruleset>.<name>`), then the shared one, then the raw name.
 */
export function useSideText() {
  const { t, te } = useI18n();

  function pick(group: string, rulesetId: string, name: string): string {
    for (const key of [`${group}.${rulesetId}.${name}`, `${group}.${name}`]) {
      if (te(`${key}.singular`)) return t(`${key}.singular`);
      if (te(`${key}.name`)) return t(`${key}.name`);
      if (te(key) && typeof t(key) === 'string') return t(key);
    }
    return name;
  }

  return {
    /** A team by its ruleset's name. */
    team: (rulesetId: string, name: string) => pick('team', rulesetId, name),
    /** A role by its ruleset's name (the 1987 roles are its teams). */
    role: (rulesetId: string, name: string) =>
      rulesetId === 'davidoff-1987' ? pick('team', rulesetId, name) : pick('role', rulesetId, name),
  };
}
