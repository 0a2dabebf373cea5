import type Database from 'better-sqlite3';
import type {
  TournamentConstraints,
  TournamentDetail,
  TournamentGameVerdict,
  TournamentSummary,
} from '../../../shared/contract/index.ts';
import type { RuleError } from '../../../shared/engine/index.ts';
import type { EvennessReport } from '../../../shared/tournament/index.ts';
import { playerIdFor, type PlayerStatements } from './players-store.ts';
import { writeConstraints } from './tournament-day-store.ts';
import {
  finishedTournamentGames,
  insertTournament,
  listTournaments,
  readTournament,
  writeSeating,
  type NewTournament,
  type TournamentGameRow,
  type TournamentStatements,
} from './tournament-store.ts';

/** Thrown inside a transaction to roll it back with a refusal the caller turns into a result. */
class Refused extends Error {
  readonly refusal: TournamentRefusal;
  constructor(refusal: TournamentRefusal) {
    super(refusal.reason);
    this.refusal = refusal;
  }
}

/** Why the archive refused a tournament write; nothing was written. */
export type TournamentRefusal =
  | { reason: 'not-found' }
  | { reason: 'duplicate-player'; name: string }
  | { reason: 'seating-locked'; games: number }
  | { reason: 'not-in-game'; playerId: number; gameId: string }
  | { reason: 'no-game'; playerId: number }
  | { reason: 'already-participant'; name: string }
  | { reason: 'game-not-finished'; gameId: string }
  | { reason: 'no-seat'; seat: number; gameId: string }
  | { reason: 'unknown-team'; team: string; gameId: string }
  | { reason: 'seating'; error: RuleError };

/** A re-seat computed from the tournament as it stands: every round's tables of player ids, or why not. */
export type SeatWith = (
  detail: TournamentDetail,
) => { rounds: number[][][]; evenness: EvennessReport; played: number } | { error: RuleError };

/** The tournaments of an archive; every write is all or nothing, a refusal writes nothing. */
/** Extra points for a player in a game of a tournament (`gameId` absent: his latest), as the archive records them. */
interface ExtraPoints {
  tournamentId: string;
  playerId: number;
  points: number;
  reason: string;
  gameId?: string;
  at: string;
}

/** A game's best move: the player and the suspects he named. */
interface BestMove {
  tournamentId: string;
  gameId: string;
  playerId: number;
  suspects: number[];
}

export interface Tournaments {
  /** Creates a tournament with its participants (identities found or created by name). */
  create(record: NewTournament): TournamentDetail | TournamentRefusal;
  /** Every tournament, the latest first. */
  list(): TournamentSummary[];
  /** One tournament in full, or null. */
  get(tournamentId: string): TournamentDetail | null;
  /** Replaces the seating while no game of the tournament has started. */
  saveSeating(
    tournamentId: string,
    rounds: number[][][],
    evenness: EvennessReport,
  ): TournamentDetail | TournamentRefusal;
  /**
   * Replaces the seating of the rounds after `played` (issue 16: a re-seat after a withdrawal), refused if a
   * game of a later round has started; `rounds` holds every round, the played ones as they were.
   */
  saveLaterSeating(
    tournamentId: string,
    played: number,
    rounds: number[][][],
    evenness: EvennessReport,
  ): TournamentDetail | TournamentRefusal;
  /** The finished games of a tournament with their seat facts. */
  finishedGames(tournamentId: string): TournamentGameRow[];
  /** Records extra points for a player in a game of the tournament he sat in (default: his latest). */
  award(award: ExtraPoints): TournamentDetail | TournamentRefusal;
  /** Records (or replaces) a game's best move: the player and the suspects he named, all of that game. */
  bestMove(move: BestMove): TournamentDetail | TournamentRefusal;
  /** Replaces the seating constraints (checked by the station against the participants). */
  setConstraints(
    tournamentId: string,
    constraints: Omit<TournamentConstraints, 'lateEntries'>,
  ): TournamentDetail | TournamentRefusal;
  /**
   * Adds a late entry (identity found or created by name), absent from the rounds before `round`, and re-seats
   * the rounds not yet started with `seatWith`, all in one transaction: a seating that cannot be made adds no one.
   */
  enterLate(
    tournamentId: string,
    name: string,
    round: number,
    seatWith: SeatWith,
  ): TournamentDetail | TournamentRefusal;
  /** Records (or clears, all null) a finished game's worst move, surrender and technical defeat. */
  setVerdict(tournamentId: string, verdict: TournamentGameVerdict): TournamentDetail | TournamentRefusal;
}

/** The tournaments of one SQLite archive: each write is one transaction. */
export class TournamentArchive implements Tournaments {
  private readonly db: Database.Database;
  private readonly sql: TournamentStatements;
  private readonly players: PlayerStatements;

  constructor(db: Database.Database, sql: TournamentStatements, players: PlayerStatements) {
    this.db = db;
    this.sql = sql;
    this.players = players;
  }

  /** Creates a tournament with its participants (identities found or created by name). */
  create(record: NewTournament): TournamentDetail | TournamentRefusal {
    return this.write(() => {
      const duplicate = insertTournament(this.sql, this.players, record);
      if (duplicate) throw new Refused({ reason: 'duplicate-player', name: duplicate.duplicate });
      return readTournament(this.sql, record.tournamentId)!;
    });
  }

  /** Every tournament, the latest first. */
  list(): TournamentSummary[] {
    return listTournaments(this.sql);
  }

  /** One tournament in full, or null. */
  get(tournamentId: string): TournamentDetail | null {
    return this.db.transaction(() => readTournament(this.sql, tournamentId))();
  }

  /** Replaces the seating while no game of the tournament has started. */
  saveSeating(
    tournamentId: string,
    rounds: number[][][],
    evenness: EvennessReport,
  ): TournamentDetail | TournamentRefusal {
    // A tournament game is always linked with its round (1 or more): the rounds after 0 hold all of them.
    return this.saveLaterSeating(tournamentId, 0, rounds, evenness);
  }

  /**
   * Replaces the seating of the rounds after `played` (issue 16: a re-seat after a withdrawal), refused if a
   * game of a later round has started; `rounds` holds every round, the played ones as they were.
   */
  saveLaterSeating(
    tournamentId: string,
    played: number,
    rounds: number[][][],
    evenness: EvennessReport,
  ): TournamentDetail | TournamentRefusal {
    return this.write(() => {
      if (!this.sql.one.get(tournamentId)) throw new Refused({ reason: 'not-found' });
      return this.reseat(tournamentId, played, rounds, evenness);
    });
  }

  /** The finished games of a tournament with their seat facts. */
  finishedGames(tournamentId: string): TournamentGameRow[] {
    return this.db.transaction(() => finishedTournamentGames(this.sql, tournamentId))();
  }

  /** Records extra points for a player in a game of the tournament he sat in (default: his latest). */
  award(award: ExtraPoints): TournamentDetail | TournamentRefusal {
    return this.write(() => {
      const { tournamentId, playerId } = award;
      if (!this.sql.one.get(tournamentId)) throw new Refused({ reason: 'not-found' });
      const gameId = award.gameId ?? this.sql.latestGameOf.get(tournamentId, playerId);
      if (gameId === undefined) throw new Refused({ reason: 'no-game', playerId });
      if (this.sql.seatInGame.get(tournamentId, gameId, playerId) === undefined)
        throw new Refused({ reason: 'not-in-game', playerId, gameId });
      this.sql.addAward.run(tournamentId, gameId, playerId, award.points, award.reason, award.at);
      return readTournament(this.sql, tournamentId)!;
    });
  }

  /** Records (or replaces) a game's best move: the player and the suspects he named, all of that game. */
  bestMove(move: BestMove): TournamentDetail | TournamentRefusal {
    return this.write(() => {
      const { tournamentId, gameId } = move;
      if (!this.sql.one.get(tournamentId)) throw new Refused({ reason: 'not-found' });
      for (const playerId of [move.playerId, ...move.suspects]) {
        if (this.sql.seatInGame.get(tournamentId, gameId, playerId) === undefined)
          throw new Refused({ reason: 'not-in-game', playerId, gameId });
      }
      this.sql.setBestMove.run(tournamentId, gameId, move.playerId, JSON.stringify(move.suspects));
      return readTournament(this.sql, tournamentId)!;
    });
  }

  /** Replaces the seating constraints (checked by the station against the participants). */
  setConstraints(
    tournamentId: string,
    constraints: Omit<TournamentConstraints, 'lateEntries'>,
  ): TournamentDetail | TournamentRefusal {
    return this.write(() => {
      if (!this.sql.one.get(tournamentId)) throw new Refused({ reason: 'not-found' });
      writeConstraints(this.sql.day, tournamentId, constraints);
      return readTournament(this.sql, tournamentId)!;
    });
  }

  /**
   * Adds a late entry (identity found or created by name), absent from the rounds before `round`, and re-seats
   * the rounds not yet started with `seatWith`, all in one transaction: a seating that cannot be made adds no one.
   */
  enterLate(
    tournamentId: string,
    name: string,
    round: number,
    seatWith: SeatWith,
  ): TournamentDetail | TournamentRefusal {
    return this.write(() => {
      if (!this.sql.one.get(tournamentId)) throw new Refused({ reason: 'not-found' });
      const playerId = playerIdFor(this.players, name);
      if (this.sql.day.isParticipant.get(tournamentId, playerId) !== undefined)
        throw new Refused({ reason: 'already-participant', name });
      this.sql.day.addLateEntry.run(tournamentId, playerId, round);
      const seated = seatWith(readTournament(this.sql, tournamentId)!);
      if ('error' in seated) throw new Refused({ reason: 'seating', error: seated.error });
      return this.reseat(tournamentId, seated.played, seated.rounds, seated.evenness);
    });
  }

  /** Records (or clears, all null) a finished game's worst move, surrender and technical defeat. */
  setVerdict(tournamentId: string, verdict: TournamentGameVerdict): TournamentDetail | TournamentRefusal {
    return this.write(() => {
      const { gameId } = verdict;
      if (!this.sql.one.get(tournamentId)) throw new Refused({ reason: 'not-found' });
      const game = finishedTournamentGames(this.sql, tournamentId).find((g) => g.gameId === gameId);
      // The verdicts are the judge's after the game: a running game's could still change (RULES.md: the judge's word ends it).
      if (!game) throw new Refused({ reason: 'game-not-finished', gameId });
      for (const seat of [verdict.worstMoveSeat, verdict.surrenderSeat]) {
        if (seat !== null && !game.seats.some((s) => s.seat === seat))
          throw new Refused({ reason: 'no-seat', seat, gameId });
      }
      const team = verdict.technicalDefeat;
      if (team !== null && !game.seats.some((s) => s.team === team))
        throw new Refused({ reason: 'unknown-team', team, gameId });
      if (verdict.worstMoveSeat === null && verdict.surrenderSeat === null && team === null)
        this.sql.day.clearVerdict.run(tournamentId, gameId);
      else this.sql.day.setVerdict.run(tournamentId, gameId, verdict.worstMoveSeat, verdict.surrenderSeat, team);
      return readTournament(this.sql, tournamentId)!;
    });
  }

  /**
   * Writes the seating of the rounds after `played` (in the caller's transaction) and reads the tournament back;
   * refused if a game of one of those rounds has started: it was seated by the old plan, a new plan would disown it.
   */
  private reseat(
    tournamentId: string,
    played: number,
    rounds: number[][][],
    evenness: EvennessReport,
  ): TournamentDetail {
    const later = this.laterGames(tournamentId, played);
    if (later > 0) throw new Refused({ reason: 'seating-locked', games: later });
    writeSeating(this.sql, tournamentId, rounds, evenness, played);
    return readTournament(this.sql, tournamentId)!;
  }

  private laterGames(tournamentId: string, played: number): number {
    return this.db
      .prepare<[string, number], number>('SELECT count(*) FROM games WHERE tournament_id = ? AND round > ?')
      .pluck()
      .get(tournamentId, played)!;
  }

  private write<T>(body: () => T): T | TournamentRefusal {
    try {
      return this.db.transaction(body).immediate();
    } catch (error) {
      if (error instanceof Refused) return error.refusal;
      throw error;
    }
  }
}
