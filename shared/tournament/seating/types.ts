/** Types of the tournament seating generator: plain JSON, no classes. */

/** What the organiser asks for. */
export interface SeatingRequest {
  /** Player ids, each unique and non-empty. */
  players: string[];
  /** Number of rounds; every player plays once in each. */
  rounds: number;
  /** Number of tables playing at the same time. */
  tables: number;
  /**
   * Players per table (table 1 first). Optional: derived as evenly as possible when absent. When given,
   * it must sum to the number of players and still differ by at most one (it only says which tables are
   * the bigger ones).
   */
  seatsPerTable?: number[];
  /** What the day demands beyond "everyone once per round": absences, pairs apart, judges. */
  constraints?: SeatingConstraints;
}

/**
 * The constraints of a real tournament. Hard ones (pairs apart, judges' conflicts, absences) always hold
 * in a plan the generator returns; if it cannot meet them it says so (`seating.constraints-unmet`).
 */
export interface SeatingConstraints {
  /** Pairs never seated at one table (relatives, teammates). */
  separate?: [string, string][];
  /**
   * The judges, one per table in every round: `judges.length` must be at least the number of tables. They
   * take the tables in turn (round r's table t gets judge (r + t) mod judges), so each judges everyone alike.
   */
  judges?: string[];
  /** A judge who may not judge these players: they never sit at his table. */
  judgeConflicts?: { judgeId: string; playerIds: string[] }[];
  /**
   * Rounds (1-based) a player misses. A late entry is absent from the rounds before his first, a
   * withdrawal from the rounds after his last. A round's tables are as even as its players allow.
   */
  absences?: { playerId: string; rounds: number[] }[];
}

/** A seating plan: `rounds[r][t]` is table t+1's players in seat order in round r+1 (index 0 is seat 1). */
export interface SeatingPlan {
  players: string[];
  /** Table sizes when every player plays; a round with absentees has its own (its tables' lengths). */
  tableSizes: number[];
  rounds: string[][][];
  /** `judges[r][t]`: the judge of table t+1 in round r+1; present when judges were given. */
  judges?: string[][];
  /** `absent[r]`: the players who do not play round r+1; present when anyone misses a round. */
  absent?: string[][];
}

/** How evenly one player's seat numbers are spread. */
export interface PlayerSeatSpread {
  playerId: string;
  /** `seatCounts[s]` is how many times the player sat at seat s+1. */
  seatCounts: number[];
  /** The largest |count − expected| over the seat numbers. */
  maxDeviation: number;
}

/** How evenly seat numbers are spread over all players. */
export interface SeatSpread {
  /** `expected[s]`: the fair number of times at seat s+1 (rounds × tables having that seat ÷ players). */
  expected: number[];
  /** The largest deviation of any player at any seat number. */
  maxDeviation: number;
  perPlayer: PlayerSeatSpread[];
  /** The seat numbers weighted most (1, 2 and the last of a full table, as sports clubs do). */
  weightedSeats?: number[];
  /** The largest deviation of any player at a weighted seat. */
  weightedMaxDeviation?: number;
}

/** How evenly pairs of players meet at a table. */
export interface OpponentSpread {
  minMeetings: number;
  maxMeetings: number;
  /** Mean meetings per pair of players. */
  mean: number;
  /** Population standard deviation of the meetings per pair. */
  stdDev: number;
  pairsNeverMet: number;
  /** `histogram[k]` is the number of pairs that met exactly k times. */
  histogram: number[];
}

/** How often each player visits each table (only meaningful with several tables). */
export interface TableSpread {
  /** Fair number of visits to table t+1 (rounds × its size ÷ players). */
  expected: number[];
  maxDeviation: number;
  perPlayer: { playerId: string; visits: number[] }[];
}

/** The evenness report of a plan. */
export interface EvennessReport {
  seatSpread: SeatSpread;
  opponentSpread: OpponentSpread;
  /** Null with a single table. */
  tableSpread: TableSpread | null;
  /** The hard constraints and how many are broken (0 in a generated plan); absent in reports made before them. */
  constraints?: ConstraintReport;
  /** One line in English for logs and benchmarks; the renderer builds its own text from the figures. */
  summary: string;
}

/** How a plan keeps the hard constraints: how many there are and how many are broken. */
export interface ConstraintReport {
  separatePairs: number;
  /** Times a separated pair shares a table. */
  separateBroken: number;
  judgeConflicts: number;
  /** Times a player sits at the table of a judge who may not judge him. */
  judgeBroken: number;
  /** Player-rounds missed (absences, late entries, withdrawals). */
  absences: number;
}

/** A generated plan with its report. */
export interface SeatingResult {
  plan: SeatingPlan;
  report: EvennessReport;
}

/** Options of the generator; the defaults suit a club or tournament. */
export interface SeatingOptions {
  /**
   * Candidate moves tried by the local search. Default: scaled to the size and capped, so that a
   * 100-player, 10-round request stays well under a second.
   */
  iterations?: number;
  /**
   * Rounds already played (or otherwise settled), from round 1: kept exactly, with their judges, while the
   * rounds after them are optimised around them (a re-seat after a withdrawal or a late entry).
   */
  fixedRounds?: FixedRound[];
}

/** A round kept as it is: its tables in seat order and, when there are judges, each table's judge. */
export interface FixedRound {
  tables: string[][];
  judges?: string[];
}
