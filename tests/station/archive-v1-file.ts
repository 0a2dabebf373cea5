// Writes an archive file of schema version 1 with real games in it, as a build of that version left it,
// to test the migrations that follow on a file that holds data.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { configureConnection } from '../../electron/station/archive/connection-pragmas.ts';
import { migrate } from '../../electron/station/archive/migrate.ts';
import { MIGRATIONS } from '../../electron/station/archive/migrations.ts';
import { nameKey, type LogEntry } from '../../shared/engine/index.ts';
import { tempDir } from './archive-fixtures.ts';

/** A game to write into a version-1 file: its log and the summary a version-1 station recorded. */
export interface V1Game {
  gameId: string;
  rulesetId: string;
  options: unknown;
  players: string[];
  log: LogEntry[];
  createdAt: string;
  finishedAt: string | null;
  winner: string | null;
  scores: number[] | null;
}

/** Creates a closed version-1 archive holding `games`, and returns its path. */
export function writeV1Archive(games: V1Game[]): string {
  const file = join(tempDir(), 'archive.sqlite');
  const db = new Database(file);
  configureConnection(db);
  migrate(db, file, MIGRATIONS.slice(0, 1));
  const insertGame = db.prepare(
    `INSERT INTO games (game_id, ruleset_id, options_json, created_at, updated_at, finished_at, winner, scores_json, version)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPlayer = db.prepare(
    'INSERT INTO players (name, name_key) VALUES (?, ?) ON CONFLICT (name_key) DO NOTHING',
  );
  const playerId = db.prepare('SELECT player_id FROM players WHERE name_key = ?').pluck();
  const insertSeat = db.prepare('INSERT INTO game_players (game_id, seat, player_id, name) VALUES (?, ?, ?, ?)');
  const insertCommand = db.prepare('INSERT INTO commands (game_id, command_id, step) VALUES (?, ?, ?)');
  const insertEvent = db.prepare(
    'INSERT INTO events (game_id, step, idx, type, payload_json, recorded_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const game of games) {
      const steps = new Map<number, number>();
      for (const entry of game.log) steps.set(entry.step, (steps.get(entry.step) ?? 0) + 1);
      const updatedAt = game.finishedAt ?? game.createdAt;
      insertGame.run(
        game.gameId,
        game.rulesetId,
        JSON.stringify(game.options),
        game.createdAt,
        updatedAt,
        game.finishedAt,
        game.winner,
        game.scores === null ? null : JSON.stringify(game.scores),
        steps.size,
      );
      game.players.forEach((name, i) => {
        insertPlayer.run(name, nameKey(name));
        insertSeat.run(game.gameId, i + 1, playerId.get(nameKey(name)), name);
      });
      for (const step of steps.keys()) insertCommand.run(game.gameId, `${game.gameId}-c${step}`, step);
      const idx = new Map<number, number>();
      for (const entry of game.log) {
        const i = idx.get(entry.step) ?? 0;
        idx.set(entry.step, i + 1);
        insertEvent.run(game.gameId, entry.step, i, entry.event.type, JSON.stringify(entry.event), updatedAt);
      }
    }
  })();
  db.close();
  return file;
}
