/** The club rating (issue 16): Elo-style red and black tracks recomputed from the archive, charts, season points. */
export type * from './types.ts';
export { civOdds, factorsOf, ratingChange, FACTORS, FULL_TABLE } from './elo.ts';
export { ratingTable, inScope, INITIAL_RATING, DEFAULT_RATING_OPTIONS } from './compute.ts';
export { ratedGameOf, RATED_SIDES, type ArchivedGameFacts } from './sides.ts';
export { ratingChart, type RatingChart } from './chart.ts';
export { seasonStandings, DEFAULT_PLACE_POINTS, type SeasonRow, type SeasonTournament } from './season.ts';
