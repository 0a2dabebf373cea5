/** Types of tournament scoring: plain JSON, no classes. */

/** A team name as the ruleset spells it ('honest', 'mafia', 'red', 'black', 'maniac', …). */
export type TeamName = string;
/** A role name as the ruleset spells it ('sheriff', 'don', …). */
export type RoleName = string;

/** The tie-breaks a tournament may order (after total points, which always come first). */
export type TieBreak =
  | 'wins'
  | 'points-without-bonus'
  | 'best-move'
  | 'fewest-penalties'
  | 'head-to-head'
  | 'name'
  | 'extras'
  | 'key-role-wins'
  | 'first-night-deaths';

/** How the standings rank: by total points, or by points per game played (a player who missed rounds). */
export type Ranking = 'total' | 'per-game';

/** The formulas a scoring system may name: a closed set, never evaluated text. */
export type ScoringFormula = 'fiim-ci';

/** The preset (and its version) a config was made from; a preset's version never changes once shipped. */
export interface PresetPin {
  id: string;
  version: number;
}

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
  /** The preset this config was copied from, pinned when the tournament was created (absent: typed by hand). */
  basedOn?: PresetPin;
  /** Points for each player of a losing team (a club evening's 1 for a loss). 0..100; absent: nothing. */
  lossPoints?: Record<TeamName, number>;
  /** Points for a role when its team loses (a club evening's −0.5 for the don or sheriff). −100..0. */
  roleLoss?: Record<RoleName, number>;
  /** Best-move limits (FIIM): only a red first-night victim's best move counts. */
  bestMoveRules?: { redOnly: boolean; firstNightOnly: boolean };
  /** Points every player of a game gets (FIIM v4+), unless the judge gave him the worst move (v5+). */
  autoBonus?: { points: number; unlessWorstMove: boolean };
  /** Points to every player of a team that lost by technical defeat (FIIM v5+). −100..0. */
  technicalDefeat?: number;
  /**
   * The first-killed compensation Ci (FIIM): `points` is both the numerator and the cap,
   * Ci = max(min(K·points / round(share·G), points), 0), paid in each game the player was the red first-night victim.
   */
  compensation?: { formula: ScoringFormula; points: number; share: number };
  /** A multiplier of every point of a round's games, by round number (a final ×1.2, ×1.5). 0..10. */
  roundWeights?: Record<string, number>;
  /** Rounds from this one on are the final group: Ci's K and G are counted per group (main, final). */
  finalFromRound?: number;
  /** Ranking by total (the default) or by points per game. */
  ranking?: Ranking;
  /** Extras and best moves stay out of the public standings until a game of this round has finished. */
  hideUntilRound?: number;
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
  /** The players killed on the first night (as the game's log says); absent when unknown. */
  firstKilled?: string[];
  /** The players the judge gave the worst move (no auto-bonus for them, FIIM v5+). */
  worstMove?: string[];
  /** The team that lost by technical defeat, if any. */
  technicalDefeat?: TeamName;
  /** Players who surrendered (penalised like a removal). */
  surrendered?: string[];
}

/** The rule a line of a player's game points comes from, for the explanation of every point. */
export type ScoreRule =
  | 'win'
  | 'game-score'
  | 'loss'
  | 'role-win'
  | 'role-loss'
  | 'best-move'
  | 'auto-bonus'
  | 'extra'
  | 'remarks'
  | 'removal'
  | 'technical-defeat'
  | 'round-weight'
  | 'compensation';

/** One line of the explanation: the rule, its points, and what it counted (suspects right, K and G, a reason). */
export interface ScoreLine {
  rule: ScoreRule;
  points: number;
  /** Numbers the rule used: `right` suspects, `weight`, `k` and `g` of Ci, `remarks`. */
  detail?: Record<string, number>;
  /** A judge's reason for an extra. */
  reason?: string;
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
  /** The automatic bonus (FIIM v4+). */
  autoBonus: number;
  /** The first-killed compensation Ci, added once the tournament's games are counted. */
  compensation: number;
  /** Every point of `total`, rule by rule (their sum is the total). */
  lines: ScoreLine[];
  /** Killed on the first night (for Ci and the tie-break). */
  firstKilled: boolean;
}

/** A game's points for every player. */
export interface GamePoints {
  gameId: string;
  round: number;
  table: number;
  /** The team the game counts as won by (scoredWinner: a team defeated technically lost), or 'draw'. */
  winner: TeamName | 'draw';
  /** The team the judge gave a technical defeat, if any. */
  technicalDefeat?: TeamName;
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
  /** The auto-bonus of every game (FIIM from v4: 0.3 a game, withheld from the worst move from v5). */
  autoBonus: number;
  /** Points per game played (0 before any game). */
  perGame: number;
  /** Wins as don or sheriff. */
  keyRoleWins: number;
  /** Games in which the player was killed on the first night. */
  firstNightDeaths: number;
  /** First-killed compensation (Ci) in the total. */
  compensation: number;
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
  /** True when extras and best moves are left out (the public standings before the scoring's chosen round). */
  hidden: boolean;
}
