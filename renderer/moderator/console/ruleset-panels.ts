import type { Component } from 'vue';
import type { RulesetId } from '../../../shared/engine/rulesets/index.ts';
import CopagTablePanel from './CopagTablePanel.vue';

/**
 * The console's panel of a ruleset's own, beside the forms every ruleset has, keyed by ruleset: it takes the
 * moderator view (`view`). A ruleset without one draws only the generic console.
 */
export const RULESET_PANELS: Partial<Record<RulesetId, Component>> = {
  // Copag has no moderator's table to read aloud: the operator needs the missions and score in front of him.
  'copag-mafia': CopagTablePanel,
};
