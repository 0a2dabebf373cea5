import type Database from 'better-sqlite3';
import type { LogEntry, LoggedEvent } from '../../../shared/engine/index.ts';
import { seatFactsOfLog, type SeatFacts } from './seat-facts.ts';

/** Prepares the statements that keep game_players' seat facts in step with each game's log. */
export function prepareSeatFactStatements(db: Database.Database) {
  return {
    readLog: db.prepare<[string], { step: number; payload_json: string }>(
      'SELECT step, payload_json FROM events WHERE game_id = ? ORDER BY step, idx',
    ),
    setFacts: db.prepare<
      [
        {
          gameId: string;
          seat: number;
          role: string | null;
          team: string | null;
          won: number;
          remarks: number;
          removed: number;
        },
      ]
    >(
      `UPDATE game_players SET role = @role, team = @team, won = @won, remarks = @remarks, removed = @removed
       WHERE game_id = @gameId AND seat = @seat`,
    ),
    clearFacts: db.prepare<[string]>(
      'UPDATE game_players SET role = NULL, team = NULL, won = NULL, remarks = 0, removed = 0 WHERE game_id = ?',
    ),
  };
}

/** The prepared seat-fact statements. */
export type SeatFactStatements = ReturnType<typeof prepareSeatFactStatements>;

/** A game's stored log, every step in order (undone ones too: the engine replays the effective ones). */
export function storedLog(sql: Pick<SeatFactStatements, 'readLog'>, gameId: string): LogEntry[] {
  return sql.readLog.all(gameId).map((row) => ({ step: row.step, event: JSON.parse(row.payload_json) as LoggedEvent }));
}

/**
 * Recomputes a game's seat facts from its stored log: written when the game has a result, cleared when it
 * has none (an undo of the last step). Runs inside the caller's transaction.
 */
export function refreshSeatFacts(sql: SeatFactStatements, gameId: string): SeatFacts[] | null {
  const log = storedLog(sql, gameId);
  const facts = log.length === 0 ? null : seatFactsOfLog(log);
  if (!facts) {
    sql.clearFacts.run(gameId);
    return null;
  }
  for (const f of facts) {
    sql.setFacts.run({
      gameId,
      seat: f.seat,
      role: f.role,
      team: f.team,
      won: f.won ? 1 : 0,
      remarks: f.remarks,
      removed: f.removed ? 1 : 0,
    });
  }
  return facts;
}

/**
 * Fills in the seat facts of every finished game (the migration to version 3). A log the engine can no
 * longer replay keeps empty facts rather than failing the migration: the game itself is untouched.
 */
export function backfillSeatFacts(db: Database.Database): { filled: number; skipped: string[] } {
  const sql = prepareSeatFactStatements(db);
  const finished = db.prepare<[], string>('SELECT game_id FROM games WHERE finished_at IS NOT NULL').pluck().all();
  const skipped: string[] = [];
  let filled = 0;
  for (const gameId of finished) {
    try {
      if (refreshSeatFacts(sql, gameId)) filled++;
    } catch {
      skipped.push(gameId);
    }
  }
  return { filled, skipped };
}
