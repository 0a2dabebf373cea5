/** Types of tournament scoring: plain JSON, no classes. */

/** A team name as the ruleset spells it ('honest', 'mafia', 'red', 'black', 'maniac', …). */
export type TeamName = string;
/** A role name as the ruleset spells it ('sheriff', 'don', …). */
export type RoleName = string;

/** The tie-breaks a tournament may order (after total points, which always come first). */
export type TieBreak = 'wins' | 'points-without-bonus' | 'best-move' | 'fewest-penalties' | 'head-to-head' | 'name';

/**
 * How points come about. `'points'`: the configured points per win. `'davidoff-1987'`: RULES.md §1's
 * per-game score takes the place of the win points (the rest of the config still applies).
 */
export type ScoringMode = 'points' | 'davidoff-1987';

/** A tournament's scoring system. Every number is points added to a player's total. */
export interface ScoringConfig {
  mode: ScoringMode;
  /** Points for each player of the winning team (ignored in 'davidoff-1987' mode). 0..100. */
  winPoints: Record<TeamName, number>;
  /** Extra points for a role, only when that role's team wins. 0..100. */
  roleBonus: Record<RoleName, number>;
  /** Points to the first player killed at night for naming two or three black players. 0..100. */
  bestMove: { twoRight: number; threeRight: number };
  /** Bounds of the points a moderator may give or take with a reason. −100..100, min ≤ max. */
  extra: { min: number; max: number };
  /** Points per remark and per removal: never positive (−100..0). */
  penalties: { remark: number; removal: number };
  /** Applied in order after total points; non-empty, no repeats. */
  tieBreaks: TieBreak[];
}

/** One player's line in a game's result. */
export interface GamePlayer {
  playerId: string;
  seat: number;
  role: RoleName;
  team: TeamName;
  alive: boolean;
  removed: boolean;
  /** Remarks (fouls) the moderator gave in this game. */
  remarks: number;
  /** The game's own score (RULES.md §1), used in 'davidoff-1987' mode; computed from the result if absent. */
  gameScore?: number;
}

/** The result of one game, as the station records it. */
export interface GameResult {
  gameId: string;
  round: number;
  table: number;
  players: GamePlayer[];
  winner: TeamName | 'draw';
  /** The first player killed at night names up to three suspects. */
  bestMove?: { playerId: string; suspects: string[] };
  extras: { playerId: string; points: number; reason: string }[];
}

/** One player's points in one game, by source. */
export interface PlayerGamePoints {
  playerId: string;
  team: TeamName;
  role: RoleName;
  won: boolean;
  win: number;
  roleBonus: number;
  bestMove: number;
  extras: number;
  penalties: number;
  total: number;
  remarks: number;
  removed: boolean;
}

/** A game's points for every player. */
export interface GamePoints {
  gameId: string;
  round: number;
  table: number;
  players: PlayerGamePoints[];
}

/** One line of the standings. */
export interface StandingRow {
  rank: number;
  playerId: string;
  name: string;
  points: number;
  games: number;
  wins: number;
  /** Win points and penalties: the total without role bonus, best move and extras. */
  pointsWithoutBonus: number;
  roleBonus: number;
  bestMove: number;
  extras: number;
  /** Penalty points (≤ 0). */
  penalties: number;
}

/** A player's discipline across the tournament. */
export interface DisciplineRow {
  playerId: string;
  name: string;
  games: number;
  remarks: number;
  removals: number;
  penaltyPoints: number;
}

/** Everything the standings page shows. */
export interface Standings {
  rows: StandingRow[];
  discipline: DisciplineRow[];
  games: GamePoints[];
}
