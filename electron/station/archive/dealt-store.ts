import type Database from 'better-sqlite3';
import type { LogEntry, LoggedEvent } from '../../../shared/engine/index.ts';
import { dealtOfLog } from './game-dealt.ts';

// A player's figures from his dealt games only (game-dealt.ts): how many, and the creation time of the latest.
const RECOUNT = `UPDATE players SET
  games_played = (SELECT count(*) FROM game_players gp WHERE gp.player_id = players.player_id AND gp.dealt = 1),
  last_played = (SELECT max(gp.created_at) FROM game_players gp WHERE gp.player_id = players.player_id AND gp.dealt = 1)`;

/** Prepares the statements that keep a game's "dealt" flag and its players' games played in step with its log. */
export function prepareDealtStatements(db: Database.Database) {
  return {
    dealtOf: db
      .prepare<[string], number>('SELECT dealt FROM game_players WHERE game_id = ? ORDER BY seat LIMIT 1')
      .pluck(),
    setDealt: db.prepare<[number, string]>('UPDATE game_players SET dealt = ? WHERE game_id = ?'),
    recountGame: db.prepare<[string]>(
      `${RECOUNT} WHERE player_id IN (SELECT player_id FROM game_players WHERE game_id = ?)`,
    ),
    recountPlayer: db.prepare<[number]>(`${RECOUNT} WHERE player_id = ?`),
  };
}

/** The prepared statements of the "dealt" flag. */
export type DealtStatements = ReturnType<typeof prepareDealtStatements>;

/**
 * Records whether a game is dealt now; where that changed (its deal recorded, or undone), its players are counted
 * again. Runs inside the caller's transaction.
 */
export function markDealt(sql: DealtStatements, gameId: string, dealt: boolean): void {
  const flag = dealt ? 1 : 0;
  if (sql.dealtOf.get(gameId) === flag) return;
  sql.setDealt.run(flag, gameId);
  sql.recountGame.run(gameId);
}

/**
 * Fills in the flag of every game from what is stored (the migration to version 11), then counts every player
 * again. A finished game was dealt, a game with only its creation step was not; the others are replayed. A log the
 * engine can no longer replay counts as dealt once it has a step beyond its creation, as it counted before.
 */
export function backfillDealt(db: Database.Database): void {
  const setDealt = db.prepare<[string]>('UPDATE game_players SET dealt = 1 WHERE game_id = ?');
  const readLog = db.prepare<[string], { step: number; payload_json: string }>(
    'SELECT step, payload_json FROM events WHERE game_id = ? ORDER BY step, idx',
  );
  const games = db
    .prepare<[], { game_id: string; finished: number; version: number }>(
      'SELECT game_id, finished_at IS NOT NULL AS finished, version FROM games',
    )
    .all();
  for (const game of games) {
    if (game.version <= 1 && game.finished === 0) continue;
    if (game.finished === 1 || replaysDealt(readLog.all(game.game_id))) setDealt.run(game.game_id);
  }
  db.exec(RECOUNT);
}

function replaysDealt(rows: { step: number; payload_json: string }[]): boolean {
  const log: LogEntry[] = rows.map((row) => ({ step: row.step, event: JSON.parse(row.payload_json) as LoggedEvent }));
  try {
    return dealtOfLog(log);
  } catch {
    return true;
  }
}
