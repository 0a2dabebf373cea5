import { fail, ok } from '../../engine/result.ts';
import type { Result } from '../../engine/types.ts';
import type { ScoringConfig, TieBreak } from './types.ts';

/** Every tie-break the standings know, in the brief's order. */
export const TIE_BREAKS: readonly TieBreak[] = [
  'wins',
  'points-without-bonus',
  'best-move',
  'fewest-penalties',
  'head-to-head',
  'name',
  'extras',
  'key-role-wins',
  'first-night-deaths',
];
/** The largest round weight (a final's ×1.5 is the usual top). */
export const WEIGHT_LIMIT = 10;
/** The largest round number a config may name (as the tournament requests allow). */
const ROUND_LIMIT = 100;
/** The largest magnitude any configured number may have. */
export const POINTS_LIMIT = 100;

/** Checks that a value is a finite number within [min, max]; the field name goes into the error. */
function inRange(field: string, value: unknown, min: number, max: number): Result<number> {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail('scoring.not-a-number', { field });
  if (value < min || value > max) return fail('scoring.out-of-range', { field, min, max, value });
  return ok(value);
}

/** Checks every entry of a name → points table. */
function checkTable(field: string, table: unknown, min: number, max: number): Result<Record<string, number>> {
  if (typeof table !== 'object' || table === null || Array.isArray(table))
    return fail('scoring.not-a-table', { field });
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(table)) {
    if (key.length === 0) return fail('scoring.empty-name', { field });
    const checked = inRange(`${field}.${key}`, value, min, max);
    if (!checked.ok) return checked;
    out[key] = checked.value;
  }
  return ok(out);
}

/**
 * Validates a scoring config and returns a clean copy; the input is never changed. Win points, role
 * bonuses and best-move points are 0..100 (a win must never cost points), penalties −100..0 (a penalty
 * must never add), extras' bounds −100..100 with min ≤ max, tie-breaks known, non-empty, no repeats.
 */
export function validateScoringConfig(config: ScoringConfig): Result<ScoringConfig> {
  if (config.mode !== 'points' && config.mode !== 'davidoff-1987')
    return fail('scoring.unknown-mode', { mode: String(config.mode) });
  const winPoints = checkTable('winPoints', config.winPoints, 0, POINTS_LIMIT);
  if (!winPoints.ok) return winPoints;
  const roleBonus = checkTable('roleBonus', config.roleBonus, 0, POINTS_LIMIT);
  if (!roleBonus.ok) return roleBonus;
  const numbers: [string, unknown, number, number][] = [
    ['bestMove.twoRight', config.bestMove?.twoRight, 0, POINTS_LIMIT],
    ['bestMove.threeRight', config.bestMove?.threeRight, 0, POINTS_LIMIT],
    ['extra.min', config.extra?.min, -POINTS_LIMIT, POINTS_LIMIT],
    ['extra.max', config.extra?.max, -POINTS_LIMIT, POINTS_LIMIT],
    ['penalties.remark', config.penalties?.remark, -POINTS_LIMIT, 0],
    ['penalties.removal', config.penalties?.removal, -POINTS_LIMIT, 0],
  ];
  for (const [field, value, min, max] of numbers) {
    const checked = inRange(field, value, min, max);
    if (!checked.ok) return checked;
  }
  if (config.extra.min > config.extra.max)
    return fail('scoring.extra-bounds-reversed', { min: config.extra.min, max: config.extra.max });
  if (!Array.isArray(config.tieBreaks) || config.tieBreaks.length === 0) return fail('scoring.no-tie-breaks');
  const seen = new Set<string>();
  for (const tieBreak of config.tieBreaks) {
    if (!TIE_BREAKS.includes(tieBreak)) return fail('scoring.unknown-tie-break', { tieBreak: String(tieBreak) });
    if (seen.has(tieBreak)) return fail('scoring.duplicate-tie-break', { tieBreak });
    seen.add(tieBreak);
  }
  const more = checkOptional(config);
  if (!more.ok) return more;
  return ok({
    mode: config.mode,
    winPoints: winPoints.value,
    roleBonus: roleBonus.value,
    bestMove: { twoRight: config.bestMove.twoRight, threeRight: config.bestMove.threeRight },
    extra: { min: config.extra.min, max: config.extra.max },
    penalties: { remark: config.penalties.remark, removal: config.penalties.removal },
    tieBreaks: [...config.tieBreaks],
    ...more.value,
  });
}

/** A whole number within [min, max]. */
function wholeInRange(field: string, value: unknown, min: number, max: number): Result<number> {
  const checked = inRange(field, value, min, max);
  if (checked.ok && !Number.isInteger(checked.value)) return fail('scoring.not-whole', { field });
  return checked;
}

/**
 * Checks the optional parts of a config (issue 16: loss points, role losses, FIIM's best-move limits,
 * auto-bonus, technical defeat, Ci, round weights and groups, ranking, hidden extras) and returns a clean
 * copy of those present; an absent part stays absent, so configs stored before them read as they were.
 */
function checkOptional(config: ScoringConfig): Result<Partial<ScoringConfig>> {
  const out: Partial<ScoringConfig> = {};
  if (config.basedOn !== undefined) {
    const { id, version } = config.basedOn;
    if (typeof id !== 'string' || id.length === 0) return fail('scoring.empty-name', { field: 'basedOn.id' });
    const v = wholeInRange('basedOn.version', version, 1, 1000);
    if (!v.ok) return v;
    out.basedOn = { id, version };
  }
  if (config.lossPoints !== undefined) {
    const t = checkTable('lossPoints', config.lossPoints, 0, POINTS_LIMIT);
    if (!t.ok) return t;
    out.lossPoints = t.value;
  }
  if (config.roleLoss !== undefined) {
    const t = checkTable('roleLoss', config.roleLoss, -POINTS_LIMIT, 0);
    if (!t.ok) return t;
    out.roleLoss = t.value;
  }
  if (config.bestMoveRules !== undefined) {
    out.bestMoveRules = {
      redOnly: config.bestMoveRules.redOnly === true,
      firstNightOnly: config.bestMoveRules.firstNightOnly === true,
    };
  }
  if (config.autoBonus !== undefined) {
    const n = inRange('autoBonus.points', config.autoBonus.points, 0, POINTS_LIMIT);
    if (!n.ok) return n;
    out.autoBonus = { points: n.value, unlessWorstMove: config.autoBonus.unlessWorstMove === true };
  }
  if (config.technicalDefeat !== undefined) {
    const n = inRange('technicalDefeat', config.technicalDefeat, -POINTS_LIMIT, 0);
    if (!n.ok) return n;
    out.technicalDefeat = n.value;
  }
  if (config.compensation !== undefined) {
    const { formula, points, share } = config.compensation;
    if (formula !== 'fiim-ci') return fail('scoring.unknown-formula', { formula: String(formula) });
    const p = inRange('compensation.points', points, 0, POINTS_LIMIT);
    if (!p.ok) return p;
    const sh = inRange('compensation.share', share, 0, 1);
    if (!sh.ok) return sh;
    out.compensation = { formula, points: p.value, share: sh.value };
  }
  if (config.roundWeights !== undefined) {
    const t = checkTable('roundWeights', config.roundWeights, 0, WEIGHT_LIMIT);
    if (!t.ok) return t;
    for (const key of Object.keys(t.value)) {
      const round = Number(key);
      if (!Number.isInteger(round) || round < 1 || round > ROUND_LIMIT || String(round) !== key)
        return fail('scoring.unknown-round', { field: `roundWeights.${key}` });
    }
    out.roundWeights = t.value;
  }
  if (config.finalFromRound !== undefined) {
    const n = wholeInRange('finalFromRound', config.finalFromRound, 2, ROUND_LIMIT);
    if (!n.ok) return n;
    out.finalFromRound = n.value;
  }
  if (config.ranking !== undefined) {
    if (config.ranking !== 'total' && config.ranking !== 'per-game')
      return fail('scoring.unknown-ranking', { ranking: String(config.ranking) });
    out.ranking = config.ranking;
  }
  if (config.hideUntilRound !== undefined) {
    const n = wholeInRange('hideUntilRound', config.hideUntilRound, 1, ROUND_LIMIT);
    if (!n.ok) return n;
    out.hideUntilRound = n.value;
  }
  return ok(out);
}
