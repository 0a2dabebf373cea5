import type { RulesetId } from '../engine/index.ts';

/**
 * The one ruleset MafiaRatings' exchange format holds: its games, its tournaments' JSON, and the FIIM paper
 * protocol drawn from them are City Mafia's (RULES.md §4). Everything that offers or refuses them reads it here.
 */
export const EXCHANGE_RULESET = 'city-mafia' satisfies RulesetId;

/** Whether a game or tournament of this ruleset can be exported to MafiaRatings and printed on a paper protocol. */
export function speaksExchange(rulesetId: string): boolean {
  return rulesetId === EXCHANGE_RULESET;
}
