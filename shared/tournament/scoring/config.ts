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
];
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
  return ok({
    mode: config.mode,
    winPoints: winPoints.value,
    roleBonus: roleBonus.value,
    bestMove: { twoRight: config.bestMove.twoRight, threeRight: config.bestMove.threeRight },
    extra: { min: config.extra.min, max: config.extra.max },
    penalties: { remark: config.penalties.remark, removal: config.penalties.removal },
    tieBreaks: [...config.tieBreaks],
  });
}
