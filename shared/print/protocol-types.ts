/**
 * The game protocol: what a club pins on the wall after a game. Plain JSON built from the log by a
 * pure function; the print page translates its codes (message keys `print.*`).
 */
import type { Seat } from '../engine/core.ts';
import type { ProtocolPeriod } from '../engine/rulesets/protocol-lines.ts';

/** One seat as the protocol lists it: the role and team (once dealt), how it left, remarks, points. */
export interface ProtocolSeat {
  seat: Seat;
  name: string;
  role: string | null;
  /** A second role (mensa-hungariqa's kamikaze or lover), else null. */
  second: string | null;
  team: string | null;
  alive: boolean;
  left: { kind: 'day' | 'night' | 'setup'; round: number; cause: string } | null;
  /** The player's remarks in the whole game. */
  remarks: number;
  /**
   * The most remarks the player had at once in each round that had any, in order (RULES.md §4: remarks are
   * cleared at nightfall, and the penalties count one round's): a game total of 5 may be 4 + 1, no removal.
   */
  remarksByRound: number[];
  removed: boolean;
  /** The points of the protocol's `scoring`, null where it has none or the game is not over. */
  points: number | null;
  /** Whether this seat won (null while the game goes on). */
  won: boolean | null;
}

/** The whole protocol of one game, of any ruleset. */
export interface GameProtocol {
  gameId: string;
  rulesetId: string;
  /** The options the game was created with, as stored. */
  options: Record<string, unknown>;
  seats: ProtocolSeat[];
  periods: ProtocolPeriod[];
  /**
   * The winning side (or 'draw') and the scores; null while the game goes on. A tournament game's winner is the one
   * its standings count (scoredWinner): where the judge gave a team a technical defeat (`technicalDefeat`, the team),
   * that team lost, whatever the table's result.
   */
  result: { winner: string; scores: number[] | null; technicalDefeat?: string } | null;
  /**
   * The moderator's steps recorded, counted as the archive page and its replay slider count them: every
   * command, an undo or a redo included; step 0, the creation, is not one.
   */
  steps: number;
  /** How many of those steps stand undone (kept in the log, left out of the lines). */
  undone: number;
  /** When the game was created (ISO time): its date. Null when the protocol is built from a bare log. */
  createdAt: string | null;
  /** The moderator's notes on the game ('' for none). */
  notes: string;
  /** Which scoring the seats' points are; null when no seat has points. */
  scoring: ProtocolScoring | null;
  /** Whether the game takes remarks: the sheet's remarks column (the ruleset's describer says). */
  remarks: boolean;
  /** A game nobody leaves (its ruleset says): the sheet has no "left the game" column. */
  nobodyLeaves?: true;
}

/** Which scoring a protocol's points are: the ruleset's own (RULES.md), or the tournament's the game belongs to. */
export type ProtocolScoring = { kind: 'ruleset' } | { kind: 'tournament'; tournamentId: string; name: string };

/** What the archive knows of a game beyond its log: its date, notes, and a tournament's points per seat. */
export interface ProtocolRecord {
  createdAt?: string;
  notes?: string;
  /**
   * The tournament's points for this game, by seat (index seat - 1), where it is a tournament game with a result,
   * and the team its judge gave a technical defeat, if any.
   */
  tournament?: { tournamentId: string; name: string; points: (number | null)[]; technicalDefeat?: string };
}
