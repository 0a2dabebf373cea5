import type { RulesetId } from '../../../shared/engine/index.ts';
import {
  POINTS_LIMIT,
  TIE_BREAKS,
  WEIGHT_LIMIT,
  presetByKey,
  presetFits,
  presetOf,
  presetSports,
  presetsFor,
  tieBreakFor,
  type ScoringConfig,
  type TieBreak,
} from '../../../shared/tournament/index.ts';
import { rulesetRoles, rulesetTeams } from './ruleset-sides.ts';

/** The presets the form starts from: shared/tournament's SCORING_PRESETS keys (the contract's names). */
export type ScoringPreset = string;

/**
 * The form's scoring: a config with every optional part present (0 means "off" for the auto-bonus, the
 * technical defeat, Ci and the round numbers), whose numbers may be NaN while the moderator is typing.
 */
export type ScoringDraft = ScoringConfig &
  Required<
    Pick<
      ScoringConfig,
      'lossPoints' | 'roleLoss' | 'bestMoveRules' | 'autoBonus' | 'technicalDefeat' | 'compensation' | 'roundWeights'
    >
  > & { ranking: 'total' | 'per-game'; finalFromRound: number; hideUntilRound: number };

/**
 * The ranges of every number, as shared/tournament's validateScoringConfig checks them (so the form says
 * the same as the station before asking it): wins, bonuses, best move 0..100; extras −100..100; penalties
 * and losses of a role −100..0; Ci's share 0..1; round weights 0..10; round numbers 0 (none) ..100.
 */
export const SCORING_RANGES = {
  winPoints: { min: 0, max: POINTS_LIMIT },
  roleBonus: { min: 0, max: POINTS_LIMIT },
  lossPoints: { min: 0, max: POINTS_LIMIT },
  roleLoss: { min: -POINTS_LIMIT, max: 0 },
  roundWeights: { min: 0, max: WEIGHT_LIMIT },
  'bestMove.twoRight': { min: 0, max: POINTS_LIMIT },
  'bestMove.threeRight': { min: 0, max: POINTS_LIMIT },
  'extra.min': { min: -POINTS_LIMIT, max: POINTS_LIMIT },
  'extra.max': { min: -POINTS_LIMIT, max: POINTS_LIMIT },
  'penalties.remark': { min: -POINTS_LIMIT, max: 0 },
  'penalties.removal': { min: -POINTS_LIMIT, max: 0 },
  technicalDefeat: { min: -POINTS_LIMIT, max: 0 },
  'autoBonus.points': { min: 0, max: POINTS_LIMIT },
  'compensation.points': { min: 0, max: POINTS_LIMIT },
  'compensation.share': { min: 0, max: 1 },
  finalFromRound: { min: 0, max: 100 },
  hideUntilRound: { min: 0, max: 100 },
} as const;

/** The fields per team, per role or per round: one range for the whole group. */
const KEYED = ['winPoints', 'roleBonus', 'lossPoints', 'roleLoss', 'roundWeights'] as const;
/** The fields that take whole numbers (round numbers). */
const WHOLE = ['finalFromRound', 'hideUntilRound'];

/** The range of a field by its name (`winPoints.honest` takes the range of `winPoints`). */
export function rangeOf(field: string): { min: number; max: number } | null {
  const group = field.split('.')[0]!;
  if ((KEYED as readonly string[]).includes(group)) return SCORING_RANGES[group as (typeof KEYED)[number]];
  return (SCORING_RANGES as Record<string, { min: number; max: number }>)[field] ?? null;
}

/**
 * A preset as the form shows it for a ruleset: a win-points (and loss-points) row for each of its teams
 * (a preset pays every winning team the same, whatever the ruleset calls its teams) and a role row for each
 * of its roles (0 unless the preset says otherwise); the optional parts filled, off where the preset has none.
 */
export function presetDraft(preset: ScoringPreset, rulesetId: RulesetId): ScoringDraft {
  const base = (presetByKey(preset) ?? presetByKey('preset-sports')!).make();
  const teams = rulesetTeams(rulesetId);
  const roles = rulesetRoles(rulesetId);
  const usual = (table: Record<string, number> | undefined) => Math.max(0, ...Object.values(table ?? {}));
  const perTeam = (table: Record<string, number> | undefined) =>
    Object.fromEntries(teams.map((team) => [team, table?.[team] ?? usual(table)]));
  const perRole = (table: Record<string, number> | undefined) =>
    Object.fromEntries(roles.map((role) => [role, table?.[role] ?? 0]));
  return {
    ...base,
    winPoints: perTeam(base.winPoints),
    lossPoints: perTeam(base.lossPoints),
    roleBonus: perRole(base.roleBonus),
    roleLoss: perRole(base.roleLoss),
    tieBreaks: [...base.tieBreaks],
    bestMoveRules: base.bestMoveRules ?? { redOnly: false, firstNightOnly: false },
    autoBonus: base.autoBonus ?? { points: 0, unlessWorstMove: false },
    technicalDefeat: base.technicalDefeat ?? 0,
    compensation: base.compensation ?? { formula: 'fiim-ci', points: 0, share: 0.4 },
    roundWeights: { ...base.roundWeights },
    ranking: base.ranking ?? 'total',
    finalFromRound: base.finalFromRound ?? 0,
    hideUntilRound: base.hideUntilRound ?? 0,
  };
}

/**
 * The preset the form shows for a ruleset: the one asked for where it fits the ruleset, else the first the
 * ruleset is offered (a club evening chosen, then the ruleset changed to Mensa, falls back to win/loss).
 */
export function fittingPreset(preset: ScoringPreset | null, rulesetId: RulesetId): ScoringPreset {
  const asked = preset === null ? null : presetByKey(preset);
  return asked && presetFits(asked, rulesetId) ? asked.key : presetsFor(rulesetId)[0]!.key;
}

/** The shipped preset key a draft started from, if any. */
export function presetKeyOf(draft: ScoringConfig): ScoringPreset | null {
  return presetOf(draft)?.key ?? null;
}

/** What is wrong with one field: not a number, not whole, or out of its range. */
export type FieldProblem =
  | { field: string; kind: 'not-a-number' }
  | { field: string; kind: 'not-whole' }
  | { field: string; kind: 'out-of-range'; min: number; max: number };

/** Every field's problem (not only the first), so each shows next to its own input. */
export function scoringProblems(draft: ScoringDraft): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const check = (field: string, value: number): void => {
    const range = rangeOf(field)!;
    if (typeof value !== 'number' || !Number.isFinite(value)) problems.push({ field, kind: 'not-a-number' });
    else if (value < range.min || value > range.max) problems.push({ field, kind: 'out-of-range', ...range });
    else if (WHOLE.includes(field) && !Number.isInteger(value)) problems.push({ field, kind: 'not-whole' });
  };
  for (const group of KEYED) {
    for (const [key, value] of Object.entries(draft[group] ?? {})) check(`${group}.${key}`, value);
  }
  check('bestMove.twoRight', draft.bestMove.twoRight);
  check('bestMove.threeRight', draft.bestMove.threeRight);
  check('extra.min', draft.extra.min);
  check('extra.max', draft.extra.max);
  check('penalties.remark', draft.penalties.remark);
  check('penalties.removal', draft.penalties.removal);
  check('technicalDefeat', draft.technicalDefeat);
  check('autoBonus.points', draft.autoBonus.points);
  check('compensation.points', draft.compensation.points);
  check('compensation.share', draft.compensation.share);
  check('finalFromRound', draft.finalFromRound);
  check('hideUntilRound', draft.hideUntilRound);
  return problems;
}

/** A table without its zero entries (they pay nothing). */
const nonZero = (table: Record<string, number>) => Object.fromEntries(Object.entries(table).filter(([, v]) => v !== 0));

/**
 * The config the station takes: role entries and losses of 0 left out (they pay nothing), the parts that are
 * off (0) left out, the preset pin kept (it says which preset this copy was made from), the rest as typed.
 */
export function scoringRequest(draft: ScoringDraft): ScoringConfig {
  const lossPoints = nonZero(draft.lossPoints);
  const roleLoss = nonZero(draft.roleLoss);
  const roundWeights = Object.fromEntries(Object.entries(draft.roundWeights).filter(([, v]) => v !== 1));
  const rules = draft.bestMoveRules;
  return {
    mode: draft.mode,
    winPoints: { ...draft.winPoints },
    roleBonus: nonZero(draft.roleBonus),
    bestMove: { ...draft.bestMove },
    extra: { ...draft.extra },
    penalties: { ...draft.penalties },
    tieBreaks: [...draft.tieBreaks],
    ...(draft.basedOn ? { basedOn: { ...draft.basedOn } } : {}),
    ...(Object.keys(lossPoints).length > 0 ? { lossPoints } : {}),
    ...(Object.keys(roleLoss).length > 0 ? { roleLoss } : {}),
    ...(rules.redOnly || rules.firstNightOnly ? { bestMoveRules: { ...rules } } : {}),
    ...(draft.autoBonus.points !== 0 ? { autoBonus: { ...draft.autoBonus } } : {}),
    ...(draft.technicalDefeat !== 0 ? { technicalDefeat: draft.technicalDefeat } : {}),
    ...(draft.compensation.points !== 0 ? { compensation: { ...draft.compensation } } : {}),
    ...(Object.keys(roundWeights).length > 0 ? { roundWeights } : {}),
    ...(draft.ranking !== 'total' ? { ranking: draft.ranking } : {}),
    ...(draft.finalFromRound !== 0 ? { finalFromRound: draft.finalFromRound } : {}),
    ...(draft.hideUntilRound !== 0 ? { hideUntilRound: draft.hideUntilRound } : {}),
  };
}

/**
 * The tie-breaks not in use that the ruleset's games can separate players by (its scoring facts), in the
 * standard order: the ones the form offers to add.
 */
export function unusedTieBreaks(used: readonly TieBreak[], rulesetId: RulesetId): TieBreak[] {
  return TIE_BREAKS.filter((tb) => !used.includes(tb) && tieBreakFor(rulesetId, tb));
}

/** Whether a draft lets the moderator give extra points: a range of 0..0 (win/loss, 1987's rulebook) holds none. */
export function allowsExtras(draft: ScoringConfig): boolean {
  return draft.extra.min !== 0 || draft.extra.max !== 0;
}

/** The range extras get when the organiser allows them where the preset has none: the sports preset's (±0.7). */
export function usualExtras(): ScoringConfig['extra'] {
  return { ...presetSports().extra };
}
