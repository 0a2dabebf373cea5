/** The club rating (issue 16): Elo-style red and black tracks recomputed from the archive, charts, season points. */
export type * from './types.ts';
export { civOdds, factorsOf } from './elo.ts';
export { ratingTable, INITIAL_RATING } from './compute.ts';
export { ratedGameOf, type ArchivedGameFacts } from './sides.ts';
export { ratingChart } from './chart.ts';
export {
  seasonStandings,
  placesOf,
  checkPlacePoints,
  DEFAULT_PLACE_POINTS,
  type SeasonRow,
  type SeasonTournament,
} from './season.ts';
