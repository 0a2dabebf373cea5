/** Tournament scoring: configs, presets, per-game points, standings. */
export * from './types.ts';
export { POINTS_LIMIT, TIE_BREAKS, WEIGHT_LIMIT, validateScoringConfig } from './config.ts';
export {
  FIIM_VERSIONS,
  SCORING_PRESETS,
  fiimScoredAs,
  preset1987,
  presetByKey,
  presetClubEvening,
  presetFiim,
  presetFits,
  presetOf,
  presetSports,
  presetWinLoss,
  presetsFor,
  type FiimVersion,
  type ScoringPresetInfo,
} from './presets.ts';
export { checkPresetFits, checkScoringFits } from './preset-fit.ts';
export { fieldFor, fieldsInUse, rulesetMeets, scoringFactsOf, tieBreakFor, type ScoringNeed } from './ruleset-facts.ts';
export { fiimCi } from './compensation.ts';
export { MAX_SUSPECTS } from './check-game.ts';
export { bestMoveBar, scoredWinner, scoreGame } from './game-points.ts';
export { computeStandings, type StandingsOptions } from './standings.ts';
