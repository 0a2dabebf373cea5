import type { ModeratorView } from '../../../shared/engine/index.ts';
import type { RulesetId } from '../../../shared/engine/rulesets/index.ts';
import type { GroupValue } from './command-values.ts';

/** Ready values a form offers for one of its fields: a named card that fills the whole group at once. */
export interface FormPresets {
  /** The field the values fill. */
  field: string;
  /** The message key of the picker's first, empty entry. */
  placeholder: string;
  options: { name: string; value: GroupValue }[];
}

type PresetSource = (view: ModeratorView, command: string) => FormPresets | null;

/**
 * Copag's open-mission form: the cards the moderator view offers (`knownMissions`: the rulebook's named ones and
 * those typed in earlier in the game, less those on the table), each once by name (issue 15). Any other is typed in.
 */
const copagMissions: PresetSource = (view, command) => {
  if (command !== 'open-mission' || view.rulesetId !== 'copag-mafia') return null;
  return {
    field: 'card',
    placeholder: 'console.copag-mafia.known-mission',
    options: view.knownMissions.map((card) => ({ name: card.name, value: { ...card } })),
  };
};

/** The ruleset's own ready values, keyed by ruleset; a ruleset without any offers none. */
const PRESETS: Partial<Record<RulesetId, PresetSource>> = { 'copag-mafia': copagMissions };

/** The ready values a command's form offers in this game, or null. */
export function presetsOf(view: ModeratorView, command: string): FormPresets | null {
  return PRESETS[view.rulesetId]?.(view, command) ?? null;
}
