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
}

/** One table of one round: its players in seat order and its game once started. */
export interface TournamentTable {
  round: number;
  table: number;
  players: { seat: number; playerId: number; name: string }[];
  gameId: string | null;
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
}

/** `tournament.standings`: shared/tournament's standings; player ids are the archive's, as strings. */
export type TournamentStandings = Standings;
