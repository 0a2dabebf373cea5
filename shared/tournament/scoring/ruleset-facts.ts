import { RULESET_LIST, RULESETS, type RulesetId } from '../../engine/rulesets/index.ts';
import type { ScoringFact } from '../../engine/rulesets/ruleset.ts';
import type { ScoringConfig, TieBreak } from './types.ts';

/**
 * What a part of a scoring needs its games to give: one of the ruleset's declared ScoringFacts, or
 * `game-score`, the game's own score (RULES.md §1) that a `scored` ruleset's summaries carry.
 */
export type ScoringNeed = ScoringFact | 'game-score';

/** The needs a ruleset's games meet: its declared facts, and its game score where it is `scored`. */
export function scoringFactsOf(rulesetId: RulesetId): ReadonlySet<ScoringNeed> {
  const ruleset = RULESETS[rulesetId];
  return new Set<ScoringNeed>([...(ruleset.scoringFacts ?? []), ...(ruleset.scored ? ['game-score' as const] : [])]);
}

/** Whether a ruleset's games give what a need asks; no need (undefined) is met by every ruleset. */
export function rulesetMeets(rulesetId: RulesetId, need: ScoringNeed | undefined): boolean {
  return need === undefined || scoringFactsOf(rulesetId).has(need);
}

/** The rulesets whose games meet every one of these needs, in the registry's order (a preset's fit). */
export function rulesetsMeeting(...needs: ScoringNeed[]): RulesetId[] {
  return RULESET_LIST.filter((ruleset) => needs.every((need) => rulesetMeets(ruleset.id, need))).map((r) => r.id);
}

/**
 * The need of each scoring field that not every game can pay (the form's field paths): FIIM's best move, its
 * limits and Ci with its round groups need a red first-night victim who names the black players; remark and
 * removal penalties need a moderator who gives them; the 'davidoff-1987' mode needs RULES.md §1's game score.
 * Win and loss points, role bonuses, extras, the auto-bonus, the judge's verdicts, round weights, the ranking
 * and the hidden rounds are any game's.
 */
export const FIELD_NEEDS: Readonly<Record<string, ScoringNeed>> = {
  mode: 'game-score',
  'bestMove.twoRight': 'best-move',
  'bestMove.threeRight': 'best-move',
  bestMoveRules: 'best-move',
  'compensation.points': 'best-move',
  'compensation.share': 'best-move',
  finalFromRound: 'best-move',
  'penalties.remark': 'discipline',
  'penalties.removal': 'discipline',
};

/** The need of each tie-break that not every game can separate players by; the others are any game's. */
export const TIE_BREAK_NEEDS: Readonly<Partial<Record<TieBreak, ScoringNeed>>> = {
  'best-move': 'best-move',
  'key-role-wins': 'key-roles',
  'first-night-deaths': 'first-night',
  'fewest-penalties': 'discipline',
};

/** Whether a ruleset's games can give a scoring field (a form path: `bestMove.twoRight`, `winPoints.red`). */
export function fieldFor(rulesetId: RulesetId, field: string): boolean {
  return rulesetMeets(rulesetId, FIELD_NEEDS[field]);
}

/** Whether a ruleset's games can separate players by a tie-break. */
export function tieBreakFor(rulesetId: RulesetId, tieBreak: TieBreak): boolean {
  return rulesetMeets(rulesetId, TIE_BREAK_NEEDS[tieBreak]);
}

/**
 * The fields a config puts to use, each with its need: a number that is not 0, a limit switched on, a part
 * present (Ci with points), the game-score mode. A field left at 0 asks nothing of the games.
 */
export function fieldsInUse(config: ScoringConfig): { field: string; need: ScoringNeed }[] {
  const used: string[] = [];
  if (config.mode === 'davidoff-1987') used.push('mode');
  if (config.bestMove.twoRight !== 0) used.push('bestMove.twoRight');
  if (config.bestMove.threeRight !== 0) used.push('bestMove.threeRight');
  if (config.bestMoveRules?.redOnly || config.bestMoveRules?.firstNightOnly) used.push('bestMoveRules');
  if (config.compensation && config.compensation.points !== 0) used.push('compensation.points');
  if (config.finalFromRound !== undefined) used.push('finalFromRound');
  if (config.penalties.remark !== 0) used.push('penalties.remark');
  if (config.penalties.removal !== 0) used.push('penalties.removal');
  return used.map((field) => ({ field, need: FIELD_NEEDS[field]! }));
}
