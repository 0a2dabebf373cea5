import { RULESETS, type RulesetId } from '../../../shared/engine/index.ts';
import { optionFields } from '../../../shared/contract/index.ts';

/** The teams a ruleset's game can be won by, as its module names them: the rows of the scoring form's win points. */
export function rulesetTeams(rulesetId: RulesetId): string[] {
  return [...RULESETS[rulesetId].teams];
}

/**
 * The roles a ruleset can deal: the deck of its largest table with its default options, and every role
 * its options can count (city-mafia's). The rows of the scoring form's role bonuses.
 */
export function rulesetRoles(rulesetId: RulesetId): string[] {
  const ruleset = RULESETS[rulesetId];
  const players = Array.from({ length: ruleset.maxPlayers }, (_, i) => `Seat ${i + 1}`);
  const state = ruleset.initialState({ rulesetId, players, options: ruleset.defaultOptions(players.length) });
  const counted = optionFields(rulesetId).flatMap((f) => (f.kind === 'counts' ? f.members : []));
  return [...new Set([...ruleset.deck(state), ...counted])].sort();
}
