import type Database from 'better-sqlite3';
import type { PlayerGender } from '../../../shared/engine/index.ts';

/** A games row with its players' names (in seat order) as a JSON array. */
export interface GameRow {
  game_id: string;
  ruleset_id: string;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  winner: string | null;
  scores_json: string | null;
  version: number;
  notes: string;
  tournament_id: string | null;
  round: number | null;
  table_no: number | null;
  set_aside_at: string | null;
  players_json: string;
}

/** A players row as the autocomplete lists it. */
export interface PlayerListRow {
  player_id: number;
  name: string;
  games_played: number;
  last_played: string | null;
  gender: PlayerGender | null;
}

/** One stored event of a log. */
export interface EventRow {
  step: number;
  payload_json: string;
}

/** The columns of a GameRow, for the games table aliased `g`. */
export const GAME_COLUMNS = `
  g.game_id, g.ruleset_id, g.created_at, g.updated_at, g.finished_at, g.winner, g.scores_json, g.version, g.notes, g.tournament_id, g.round, g.table_no, g.set_aside_at,
  (SELECT json_group_array(p.name ORDER BY p.seat) FROM game_players p WHERE p.game_id = g.game_id) AS players_json`;

/** Prepares every statement the archive runs, once per connection. */
export function prepareStatements(db: Database.Database) {
  return {
    gameVersion: db.prepare<[string], number>('SELECT version FROM games WHERE game_id = ?').pluck(),
    gameFinishedAt: db.prepare<[string], string | null>('SELECT finished_at FROM games WHERE game_id = ?').pluck(),
    insertGame: db.prepare<[{ gameId: string; rulesetId: string; optionsJson: string; at: string }]>(
      `INSERT INTO games (game_id, ruleset_id, options_json, created_at, updated_at, version)
       VALUES (@gameId, @rulesetId, @optionsJson, @at, @at, 1)`,
    ),
    updateGame: db.prepare<
      [
        {
          gameId: string;
          step: number;
          at: string;
          finishedAt: string | null;
          winner: string | null;
          scoresJson: string | null;
        },
      ]
    >(
      `UPDATE games SET version = @step + 1, updated_at = @at, finished_at = @finishedAt, winner = @winner, scores_json = @scoresJson
       WHERE game_id = @gameId AND version = @step`,
    ),
    insertGamePlayer: db.prepare<[string, number, number, string, string, string]>(
      'INSERT INTO game_players (game_id, seat, player_id, name, ruleset_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    // The search reads the folded copy (schema-v6.ts): both change together.
    setNotes: db.prepare<[string, string, string]>('UPDATE games SET notes = ?, notes_key = ? WHERE game_id = ?'),
    // Only an unfinished game is set aside (or taken back); a finished one is left as it is.
    setAside: db.prepare<[string | null, string]>(
      'UPDATE games SET set_aside_at = ? WHERE game_id = ? AND finished_at IS NULL',
    ),
    // Names that start with the query come first; then the most recent players. instr() compares the
    // normalised keys exactly, where LIKE would fold ASCII case only and treat % and _ as wildcards; both
    // without a Latin letter's accents (shared/engine/names.ts' searchFold: @key is folded so).
    listPlayers: db.prepare<[{ key: string; limit: number }], PlayerListRow>(
      `SELECT player_id, name, games_played, last_played, gender FROM players
       WHERE @key = '' OR instr(search_fold(name_key), @key) > 0
       ORDER BY substr(search_fold(name_key), 1, length(@key)) = @key DESC, last_played DESC NULLS LAST, player_id DESC
       LIMIT @limit`,
    ),
    insertCommand: db.prepare<[string, string, number]>(
      'INSERT INTO commands (game_id, command_id, step) VALUES (?, ?, ?)',
    ),
    commandStep: db
      .prepare<[string, string], number>('SELECT step FROM commands WHERE game_id = ? AND command_id = ?')
      .pluck(),
    insertEvent: db.prepare<[string, number, number, string, string, string]>(
      'INSERT INTO events (game_id, step, idx, type, payload_json, recorded_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    readLog: db.prepare<[string], EventRow>(
      'SELECT step, payload_json FROM events WHERE game_id = ? ORDER BY step, idx',
    ),
    getGame: db.prepare<[string], GameRow>(`SELECT ${GAME_COLUMNS} FROM games g WHERE g.game_id = ?`),
    listGames: db.prepare<[], GameRow>(`SELECT ${GAME_COLUMNS} FROM games g ORDER BY g.updated_at DESC, g.rowid DESC`),
    // games_by_ruleset (ruleset_id, created_at, game_id) answers it without reading every game.
    gamesBegunAt: db.prepare<[string, string], GameRow>(
      `SELECT ${GAME_COLUMNS} FROM games g WHERE g.ruleset_id = ? AND g.created_at = ? ORDER BY g.game_id`,
    ),
    unfinishedGames: db.prepare<[], GameRow>(
      `SELECT ${GAME_COLUMNS} FROM games g WHERE g.finished_at IS NULL AND g.set_aside_at IS NULL ORDER BY g.updated_at DESC, g.rowid DESC`,
    ),
  };
}

/** The archive's prepared statements. */
export type Statements = ReturnType<typeof prepareStatements>;
