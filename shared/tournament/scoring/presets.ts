import type { ScoringConfig } from './types.ts';

/**
 * RULES.md §1 (davidoff-1987): each game's own score is the player's points (the mafia's survivors score
 * the initial number of honest players; on an honest win every honest player scores the surviving honest).
 * Nothing else: the 1987 rules know no bonuses, remarks or removals.
 */
export function preset1987(): ScoringConfig {
  return {
    mode: 'davidoff-1987',
    winPoints: {},
    roleBonus: {},
    bestMove: { twoRight: 0, threeRight: 0 },
    extra: { min: 0, max: 0 },
    penalties: { remark: 0, removal: 0 },
    tieBreaks: ['wins', 'head-to-head', 'name'],
  };
}

/**
 * Sports scoring as the brief gives it: 1 point per win, best move 0.25 (two right) or 0.4 (three right),
 * removal −0.5. Team names cover the 1987 (honest/mafia) and city (red/black/maniac) rulesets; moderator
 * extras within ±0.7, the usual range of sports mafia's additional points.
 */
export function presetSports(): ScoringConfig {
  return {
    mode: 'points',
    winPoints: { honest: 1, mafia: 1, red: 1, black: 1, maniac: 1 },
    roleBonus: {},
    bestMove: { twoRight: 0.25, threeRight: 0.4 },
    extra: { min: -0.7, max: 0.7 },
    penalties: { remark: 0, removal: -0.5 },
    tieBreaks: ['wins', 'points-without-bonus', 'best-move', 'fewest-penalties', 'head-to-head'],
  };
}
