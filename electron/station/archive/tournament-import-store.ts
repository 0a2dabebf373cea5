import type { TournamentDetail } from '../../../shared/contract/index.ts';
import type { WholeGameRecord } from './whole-game-record.ts';
import { playerIdFor, type PlayerStatements } from './players-store.ts';
import { insertTournament, readTournament, type NewTournament, type TournamentStatements } from './tournament-store.ts';

/** A tournament read from a file: its settings, and its games with their round, table, best move and extras. */
export interface ImportedTournament {
  tournament: NewTournament;
  games: {
    game: WholeGameRecord;
    round: number;
    table: number;
    /** By seat: the seat that made the best move and the seats it named. */
    bestMove?: { seat: number; suspects: number[] };
    awards: { seat: number; points: number; reason: string }[];
    /** The judges' verdicts (worst move, surrender, technical defeat), by seat and team. */
    verdict?: { worstMoveSeat: number | null; surrenderSeat: number | null; technicalDefeat: string | null };
  }[];
}

/**
 * Why an import was refused, nothing written: a message key under `error.exchange.` and its parameters, which
 * the renderer words in the console's language (the reasons were English inside a translated message).
 */
export interface ImportRefusal {
  code: string;
  params: Record<string, string | number>;
}

/** Why the archive refused an imported tournament; nothing was written. */
export class TournamentImportRefused extends Error {
  readonly refusal: ImportRefusal;
  constructor(refusal: ImportRefusal) {
    super(refusal.code);
    this.name = 'TournamentImportRefused';
    this.refusal = refusal;
  }
}

/**
 * Writes an imported tournament in the caller's transaction: the tournament and its participants, each game
 * (through `writeGame`) linked to its round and table, the seats it was played with, its extra points, best
 * move and verdicts. Throws TournamentImportRefused (or the archive's conflict error) to roll everything back.
 */
export function writeImportedTournament(
  sql: TournamentStatements,
  players: PlayerStatements,
  writeGame: (record: WholeGameRecord) => void,
  record: ImportedTournament,
): TournamentDetail {
  const { tournamentId } = record.tournament;
  const duplicate = insertTournament(sql, players, record.tournament);
  if (duplicate)
    throw new TournamentImportRefused({ code: 'import-duplicate-player', params: { name: duplicate.duplicate } });
  for (const entry of record.games) {
    const { gameId, createdAt } = entry.game;
    writeGame(entry.game);
    sql.linkGame.run(tournamentId, entry.round, entry.table, gameId);
    const ids = entry.game.players.map((name) => playerIdFor(players, name));
    ids.forEach((id, i) => sql.addSeat.run(tournamentId, entry.round, entry.table, i + 1, id));
    for (const award of entry.awards)
      sql.addAward.run(tournamentId, gameId, ids[award.seat - 1]!, award.points, award.reason, createdAt);
    if (entry.bestMove) {
      const suspects = entry.bestMove.suspects.map((seat) => ids[seat - 1]!);
      sql.setBestMove.run(tournamentId, gameId, ids[entry.bestMove.seat - 1]!, JSON.stringify(suspects));
    }
    const verdict = entry.verdict;
    if (verdict)
      sql.day.setVerdict.run(
        tournamentId,
        gameId,
        verdict.worstMoveSeat,
        verdict.surrenderSeat,
        verdict.technicalDefeat,
      );
  }
  return readTournament(sql, tournamentId)!;
}
