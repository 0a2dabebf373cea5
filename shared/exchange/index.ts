/** The MafiaRatings game JSON (issue 16): export a tournament's City games, read them back, rebuild their logs. */
export type * from './types.ts';
export { EXCHANGE_FORMAT, EXCHANGE_VERSION } from './types.ts';
export { EXPORT_REFUSALS, mrGameOf, refusalParams, verdictOf, type ExportResult } from './export-game.ts';
export { rebuildGame, extrasOf } from './rebuild.ts';
export { parseExchangeText, exchangeText, isExchangeText } from './schema.ts';
export { EXCHANGE_RULESET, speaksExchange } from './ruleset.ts';
export { RATINGS_SIDE_OF, rolesRatingsCannotHold, teamOfRatingsSide } from './ratings-roles.ts';
