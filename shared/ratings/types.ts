/** Types of the club rating (issue 16 "Ratings across the club's archive"): plain JSON, no classes. */

/** The two sides a rating knows: the informed minority (black) and the uninformed majority (red). */
export type RatingSide = 'red' | 'black';

/** Which games a rating counts: the organiser's choice. */
export type RatingScope = 'club' | 'tournament' | 'both';

/** One finished game as the rating reads it: who sat on which side, who won, when it ended. */
export interface RatedGame {
  gameId: string;
  /** When the game ended (ISO time): games count in this order, then by game id. */
  finishedAt: string;
  /** A tournament game (tournament factors) or a club game. */
  kind: 'club' | 'tournament';
  /** How many sat at the table (every seat, a third side's included): below 10 the factors are halved. */
  tableSize: number;
  winner: RatingSide;
  /** The seats on the red or black side (a third side, such as city-mafia's maniac, is left out). */
  players: { playerId: string; name: string; side: RatingSide }[];
}

/** The factors of a win and of a loss. */
export interface RatingFactors {
  win: number;
  loss: number;
}

/** The settings of a rating: where every player starts, which games count. */
export interface RatingOptions {
  initial: number;
  scope: RatingScope;
}

/** One game in a player's history. */
export interface RatingHistoryEntry {
  gameId: string;
  finishedAt: string;
  kind: 'club' | 'tournament';
  side: RatingSide;
  won: boolean;
  /** The odds the player's side had of winning, before the game (0..1). */
  odds: number;
  /** The change of the player's rating on the side he played. */
  delta: number;
  /** The player's rating on the side he played, after the game. */
  sideRating: number;
  /** The player's overall rating after the game (see {@link PlayerRating.rating}). */
  rating: number;
}

/** A player's rating: the red and black tracks, and the overall figure. */
export interface PlayerRating {
  playerId: string;
  name: string;
  /** The rating as red (starts at the initial rating; moves only in games played as red). */
  red: number;
  /** The rating as black (starts at the initial rating; moves only in games played as black). */
  black: number;
  /** The overall rating: the initial rating plus every change on both tracks (red + black − initial). */
  rating: number;
  games: number;
  wins: number;
  redGames: number;
  blackGames: number;
  history: RatingHistoryEntry[];
}

/** The whole rating: players by overall rating (then name), and the games counted and skipped. */
export interface RatingTable {
  options: RatingOptions;
  players: PlayerRating[];
  /** The games that counted, in the order they counted. */
  counted: string[];
}
