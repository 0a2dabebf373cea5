import type { Result } from '../core.ts';
import { cleanNames } from '../names.ts';
import { fail } from '../result.ts';

/** The fewest and the most players a ruleset seats. */
export interface TableSize {
  min: number;
  max: number;
}

/**
 * The players' cleaned names when the table seats them (`min`–`max`), or `<ruleset>.player-count` with the
 * bounds and the count: the first check of every ruleset's setup.
 */
export function tableNames(rulesetId: string, players: string[], table: TableSize): Result<string[]> {
  const n = players.length;
  if (n < table.min || n > table.max) return fail(`${rulesetId}.player-count`, { ...table, players: n });
  return cleanNames(players);
}

/**
 * The mafia a table of 6–16 gets by default in the 1987 rules and by the french-deck rulebook's custom
 * (RULES.md §1, §2): 6–7 → 2, 8–10 → 3, 11–13 → 4, 14–16 → 5.
 */
export function customaryMafiaCount(players: number): number {
  if (players <= 7) return 2;
  if (players <= 10) return 3;
  if (players <= 13) return 4;
  return 5;
}
