import type { RulesetId } from '../../../shared/engine/index.ts';
import {
  POINTS_LIMIT,
  TIE_BREAKS,
  preset1987,
  presetSports,
  type ScoringConfig,
  type TieBreak,
} from '../../../shared/tournament/index.ts';
import { rulesetRoles, rulesetTeams } from './ruleset-sides.ts';

/** The presets the form starts from (the contract's names). */
export type ScoringPreset = 'preset-1987' | 'preset-sports';

/** The form's scoring: a config whose numbers may be NaN while the moderator is typing. */
export type ScoringDraft = ScoringConfig;

/**
 * The ranges of every number, as shared/tournament's validateScoringConfig checks them (so the form says
 * the same as the station before asking it): wins, bonuses, best move 0..100; extras −100..100; penalties −100..0.
 */
export const SCORING_RANGES = {
  winPoints: { min: 0, max: POINTS_LIMIT },
  roleBonus: { min: 0, max: POINTS_LIMIT },
  'bestMove.twoRight': { min: 0, max: POINTS_LIMIT },
  'bestMove.threeRight': { min: 0, max: POINTS_LIMIT },
  'extra.min': { min: -POINTS_LIMIT, max: POINTS_LIMIT },
  'extra.max': { min: -POINTS_LIMIT, max: POINTS_LIMIT },
  'penalties.remark': { min: -POINTS_LIMIT, max: 0 },
  'penalties.removal': { min: -POINTS_LIMIT, max: 0 },
} as const;

/** The range of a field by its name (`winPoints.honest` takes the range of `winPoints`). */
export function rangeOf(field: string): { min: number; max: number } | null {
  const group = field.split('.')[0]!;
  if (group === 'winPoints' || group === 'roleBonus') return SCORING_RANGES[group];
  return (SCORING_RANGES as Record<string, { min: number; max: number }>)[field] ?? null;
}

/**
 * A preset as the form shows it for a ruleset: a win-points row for each of its teams (the sports preset
 * pays every winning team the same point, whatever the ruleset calls its teams) and a role-bonus row for
 * each of its roles (0 unless the preset says otherwise).
 */
export function presetDraft(preset: ScoringPreset, rulesetId: RulesetId): ScoringDraft {
  const base = preset === 'preset-1987' ? preset1987() : presetSports();
  const usual = Math.max(0, ...Object.values(base.winPoints));
  const winPoints = Object.fromEntries(rulesetTeams(rulesetId).map((team) => [team, base.winPoints[team] ?? usual]));
  const roleBonus = Object.fromEntries(rulesetRoles(rulesetId).map((role) => [role, base.roleBonus[role] ?? 0]));
  return { ...base, winPoints, roleBonus, tieBreaks: [...base.tieBreaks] };
}

/** What is wrong with one field: not a number, or out of its range. */
export type FieldProblem =
  { field: string; kind: 'not-a-number' } | { field: string; kind: 'out-of-range'; min: number; max: number };

/** Every field's problem (not only the first), so each shows next to its own input. */
export function scoringProblems(draft: ScoringDraft): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const check = (field: string, value: number): void => {
    const range = rangeOf(field)!;
    if (typeof value !== 'number' || !Number.isFinite(value)) problems.push({ field, kind: 'not-a-number' });
    else if (value < range.min || value > range.max) problems.push({ field, kind: 'out-of-range', ...range });
  };
  for (const [team, value] of Object.entries(draft.winPoints)) check(`winPoints.${team}`, value);
  for (const [role, value] of Object.entries(draft.roleBonus)) check(`roleBonus.${role}`, value);
  check('bestMove.twoRight', draft.bestMove.twoRight);
  check('bestMove.threeRight', draft.bestMove.threeRight);
  check('extra.min', draft.extra.min);
  check('extra.max', draft.extra.max);
  check('penalties.remark', draft.penalties.remark);
  check('penalties.removal', draft.penalties.removal);
  return problems;
}

/** The config the station takes: role bonuses of 0 left out (they pay nothing), the rest as typed. */
export function scoringRequest(draft: ScoringDraft): ScoringConfig {
  return {
    mode: draft.mode,
    winPoints: { ...draft.winPoints },
    roleBonus: Object.fromEntries(Object.entries(draft.roleBonus).filter(([, v]) => v !== 0)),
    bestMove: { ...draft.bestMove },
    extra: { ...draft.extra },
    penalties: { ...draft.penalties },
    tieBreaks: [...draft.tieBreaks],
  };
}

/** The tie-breaks not in use, in the standard order: the ones the form offers to add. */
export function unusedTieBreaks(used: readonly TieBreak[]): TieBreak[] {
  return TIE_BREAKS.filter((tb) => !used.includes(tb));
}
