import { computed } from 'vue';
import { useI18n } from 'vue-i18n';
import { phaseTitle } from '../../../shared/text/phase-title.ts';
import { roleWord, rulesetWord } from '../../../shared/text/ruleset-words.ts';
import { useTranslator } from '../../common/composables/useTranslator.ts';
import { useGameStore } from '../stores/game.ts';

/**
 * The console's words for any ruleset: a ruleset's own message wins (`<group>.<ruleset>.<name>`), then
 * the shared one (`<group>.<name>`), so "Shot" can be the mafia's in one tradition and a plain word in
 * another without every ruleset repeating the common words.
 */
export function useConsoleText(rulesetOf?: () => string | undefined) {
  const { t, te } = useI18n();
  const tr = useTranslator();
  const game = useGameStore();
  /**
   * The ruleset whose words to use: the one given (the new-game form's), else the open game's. A computed, so
   * that a component drawing these words depends on the ruleset, not on the whole view: read from the view,
   * every new view drew again each form, seat grid and header that names a role or a command.
   */
  const ruleset = computed((): string | undefined => rulesetOf?.() ?? game.current?.rulesetId);
  const rulesetId = (): string | undefined => ruleset.value;

  const pick = (group: string, name: string, fallback?: string): string =>
    rulesetWord(tr, rulesetId(), group, name, fallback);

  function role(name: string | null): string {
    return name === null ? '—' : roleWord(tr, rulesetId(), name);
  }

  return {
    /** The name of a command, as its button says it. */
    command: (type: string) => pick('command', type),
    /** The label of a command's field. */
    field: (name: string) => pick('field', name),
    /** One value of a choice: a role by its ruleset's name, a reason, a second role… */
    choice: (field: string, value: string) =>
      field === 'role' ? role(value) : pick(`choice.${field}`, value, role(value)),
    /** A role by its ruleset's name. */
    role,
    /** A phase with its round, as the ruleset names it (the projector's title: Copag's round 0 is no "Round 0"). */
    phase: (phase: string, round: number | null) => {
      const ruleset = rulesetId();
      const key = ruleset && te(`phase.${ruleset}.${phase}`) ? `phase.${ruleset}.${phase}` : `phase.${phase}`;
      return phaseTitle(tr, key, round ?? 0);
    },
    /** The way a player left the table. */
    out: (cause: string, round: number | null) =>
      t('console.seat-out', { cause: pick('out', cause), round: round ?? '' }),
    /** A team by its ruleset's name. */
    team: (name: string) => pick('team', name),
  };
}
