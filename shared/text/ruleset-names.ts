import type { Translator } from './translator.ts';

// Each ruleset names its roles and teams under its own key (role.<id>.<role>, team.<id>.<team>); the
// 1987 rules came first and keep their flat keys (team.<team>, phase.<phase>), their roles being their teams.
// That is said here once: every text builder asks the two questions below.
const FLAT_KEYS_RULESET = 'davidoff-1987';

/** The key segment of a ruleset's own messages: none for 1987's flat keys, else `<id>.`. */
export function rulesetKeyScope(rulesetId: string): string {
  return rulesetId === FLAT_KEYS_RULESET ? '' : `${rulesetId}.`;
}

/** Whether a ruleset names its roles as its teams (1987: a player is honest or mafia, nothing else). */
export function rolesAreTeams(rulesetId: string | undefined): boolean {
  return rulesetId === FLAT_KEYS_RULESET;
}

/** The form of a team's name: "Mafia", "the mafia", "The mafia". */
export type TeamForm = 'singular' | 'plural' | 'title';

/** A team's name in one form, under the ruleset's keys. */
export function teamName(tr: Translator, rulesetId: string, team: string, form: TeamForm): string {
  return tr.t(`team.${rulesetKeyScope(rulesetId)}${team}.${form}`);
}

/** A role's name, under the ruleset's keys (some rulesets give a role one name, some three forms). */
export function roleName(tr: Translator, rulesetId: string, role: string): string {
  if (rolesAreTeams(rulesetId)) return teamName(tr, rulesetId, role, 'singular');
  const key = `role.${rulesetId}.${role}`;
  return tr.te(`${key}.singular`) ? tr.t(`${key}.singular`) : tr.t(key);
}

/** The sentence for the winner, e.g. "The mafia win" or "A draw: nobody is left". */
export function winnerLine(tr: Translator, rulesetId: string, winner: string): string {
  const own = `projector.winner.${rulesetId}.${winner}`;
  return tr.te(own) ? tr.t(own) : tr.t('end.winner', { winner: teamName(tr, rulesetId, winner, 'title') });
}
