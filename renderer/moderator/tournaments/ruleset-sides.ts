import { RULESETS, type RulesetId } from '../../../shared/engine/index.ts';
import { optionFields } from '../../../shared/contract/index.ts';

/** Every ruleset's teams, as its engine names them (shared/engine/rulesets/<id>/types.ts `Team`). */
const TEAMS: Record<RulesetId, string[]> = {
  'davidoff-1987': ['honest', 'mafia'],
  'french-deck': ['villagers', 'mafia'],
  'mensa-hungariqa': ['citizens', 'mafia'],
  'city-mafia': ['red', 'black', 'maniac'],
};

/** The teams a ruleset's game can be won by: the rows of the scoring form's win points. */
export function rulesetTeams(rulesetId: RulesetId): string[] {
  return [...TEAMS[rulesetId]];
}

/**
 * The roles a ruleset can deal: the deck of its largest table with its default options, and every role
 * its options can count (city-mafia's). The rows of the scoring form's role bonuses.
 */
export function rulesetRoles(rulesetId: RulesetId): string[] {
  const ruleset = RULESETS[rulesetId] as unknown as {
    maxPlayers: number;
    defaultOptions(n: number): unknown;
    initialState(setup: unknown): unknown;
    deck(state: unknown): string[];
  };
  const players = Array.from({ length: ruleset.maxPlayers }, (_, i) => `Seat ${i + 1}`);
  const state = ruleset.initialState({ rulesetId, players, options: ruleset.defaultOptions(players.length) });
  const counted = optionFields(rulesetId).flatMap((f) => (f.kind === 'counts' ? f.members : []));
  return [...new Set([...ruleset.deck(state), ...counted])].sort();
}
