/** Tournament scoring: configs, presets, per-game points, standings. */
export * from './types.ts';
export { POINTS_LIMIT, TIE_BREAKS, validateScoringConfig } from './config.ts';
export { preset1987, presetSports } from './presets.ts';
export { MAX_SUSPECTS } from './check-game.ts';
export { scoreGame } from './game-points.ts';
export { computeStandings, type StandingsOptions } from './standings.ts';
