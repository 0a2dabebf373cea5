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
}

/** A seating plan: `rounds[r][t]` is table t+1's players in seat order in round r+1 (index 0 is seat 1). */
export interface SeatingPlan {
  players: string[];
  tableSizes: number[];
  rounds: string[][][];
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
  /** One line in English for logs and benchmarks; the renderer builds its own text from the figures. */
  summary: string;
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
}
