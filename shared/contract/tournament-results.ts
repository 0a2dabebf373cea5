// What the tournament requests answer with. Scoring and seating types come from shared/tournament.
import type { EvennessReport, ScoringConfig, Standings } from '../tournament/index.ts';

/** A tournament as the list shows it. */
export interface TournamentSummary {
  tournamentId: string;
  name: string;
  startsOn: string;
  endsOn: string;
  rulesetId: string;
  rounds: number;
  tables: number;
  players: number;
  /** Games started so far (finished or not). */
  games: number;
  /** Games finished so far; a game an undo reopened is not among them. */
  finished: number;
}

/** One table of one round: its players in seat order and its game once started. */
export interface TournamentTable {
  round: number;
  table: number;
  players: { seat: number; playerId: number; name: string }[];
  gameId: string | null;
  /** The table's judge by the tournament's judges (they take the tables in turn), or null without judges. */
  judge: string | null;
}

/** Everything a tournament holds (`tournament.get`). */
export interface TournamentDetail extends TournamentSummary {
  options: Record<string, unknown>;
  scoring: ScoringConfig;
  participants: { playerId: number; name: string }[];
  /** Empty before `tournament.seat`. */
  seating: TournamentTable[];
  /** The generator's report on the seating, or null before any. */
  evenness: EvennessReport | null;
  awards: { awardId: number; gameId: string; playerId: number; points: number; reason: string; at: string }[];
  bestMoves: { gameId: string; playerId: number; suspects: number[] }[];
  /** The seating's hard constraints and the late entries, as the organiser entered them (issue 16). */
  constraints: TournamentConstraints;
  /** The judges' verdicts of finished games the scoring reads: worst move, surrender, technical defeat. */
  verdicts: TournamentGameVerdict[];
}

/** A tournament's seating constraints; player ids are the archive's. */
export interface TournamentConstraints {
  /** Pairs never seated at one table (relatives, teammates). */
  separate: [number, number][];
  /** The judges by name, in the order they take the tables. */
  judges: string[];
  /** A judge (by name) who may not judge these players. */
  judgeConflicts: { judge: string; playerIds: number[] }[];
  /** Rounds (1-based) a player misses. */
  absences: { playerId: number; rounds: number[] }[];
  /** Participants added during the day: absent from the rounds before `round`. */
  lateEntries: { playerId: number; round: number }[];
}

/** A finished tournament game's verdicts: the seats given the worst move or who surrendered, a team's technical defeat. */
export interface TournamentGameVerdict {
  gameId: string;
  worstMoveSeat: number | null;
  surrenderSeat: number | null;
  technicalDefeat: string | null;
}

/** `tournament.standings`: shared/tournament's standings; player ids are the archive's, as strings. */
export type TournamentStandings = Standings;
