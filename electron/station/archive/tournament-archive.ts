import type Database from 'better-sqlite3';
import type { TournamentDetail, TournamentSummary } from '../../../shared/contract/index.ts';
import type { EvennessReport } from '../../../shared/tournament/index.ts';
import type { PlayerStatements } from './players-store.ts';
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
  | { reason: 'no-game'; playerId: number };

/** The tournaments of an archive; every write is all or nothing, a refusal writes nothing. */
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
  award(award: {
    tournamentId: string;
    playerId: number;
    points: number;
    reason: string;
    gameId?: string;
    at: string;
  }): TournamentDetail | TournamentRefusal;
  /** Records (or replaces) a game's best move: the player and the suspects he named, all of that game. */
  bestMove(move: {
    tournamentId: string;
    gameId: string;
    playerId: number;
    suspects: number[];
  }): TournamentDetail | TournamentRefusal;
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
    return this.write(() => {
      if (!this.sql.one.get(tournamentId)) throw new Refused({ reason: 'not-found' });
      const games = this.sql.gameCount.get(tournamentId) ?? 0;
      // Games already played were seated by the old plan: a new plan would disown them.
      if (games > 0) throw new Refused({ reason: 'seating-locked', games });
      writeSeating(this.sql, tournamentId, rounds, evenness);
      return readTournament(this.sql, tournamentId)!;
    });
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
      const later = this.db
        .prepare<[string, number], number>('SELECT count(*) FROM games WHERE tournament_id = ? AND round > ?')
        .pluck()
        .get(tournamentId, played)!;
      if (later > 0) throw new Refused({ reason: 'seating-locked', games: later });
      writeSeating(this.sql, tournamentId, rounds, evenness);
      return readTournament(this.sql, tournamentId)!;
    });
  }

  /** The finished games of a tournament with their seat facts. */
  finishedGames(tournamentId: string): TournamentGameRow[] {
    return this.db.transaction(() => finishedTournamentGames(this.sql, tournamentId))();
  }

  /** Records extra points for a player in a game of the tournament he sat in (default: his latest). */
  award(award: {
    tournamentId: string;
    playerId: number;
    points: number;
    reason: string;
    gameId?: string;
    at: string;
  }): TournamentDetail | TournamentRefusal {
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
  bestMove(move: {
    tournamentId: string;
    gameId: string;
    playerId: number;
    suspects: number[];
  }): TournamentDetail | TournamentRefusal {
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

  private write<T>(body: () => T): T | TournamentRefusal {
    try {
      return this.db.transaction(body).immediate();
    } catch (error) {
      if (error instanceof Refused) return error.refusal;
      throw error;
    }
  }
}
