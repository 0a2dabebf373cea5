import type Database from 'better-sqlite3';

/** One step of a game as the commands table and its first event record it. */
export interface StepRow {
  step: number;
  command_id: string;
  recorded_at: string;
}

/** The whole row of a new game, its summary included (an import knows it already). */
export interface WholeGameRow {
  gameId: string;
  rulesetId: string;
  optionsJson: string;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  winner: string | null;
  scoresJson: string | null;
  version: number;
}

/** Prepares the statements of whole-game export and import, once per connection. */
export function prepareRecordStatements(db: Database.Database) {
  return {
    optionsJson: db.prepare<[string], string>('SELECT options_json FROM games WHERE game_id = ?').pluck(),
    // Every event of a step is recorded at the same time; the first one (idx 0) always exists.
    steps: db.prepare<[string], StepRow>(
      `SELECT c.step, c.command_id, e.recorded_at FROM commands c
       JOIN events e ON e.game_id = c.game_id AND e.step = c.step AND e.idx = 0
       WHERE c.game_id = ? ORDER BY c.step`,
    ),
    insertWholeGame: db.prepare<[WholeGameRow]>(
      `INSERT INTO games (game_id, ruleset_id, options_json, created_at, updated_at, finished_at, winner, scores_json, version)
       VALUES (@gameId, @rulesetId, @optionsJson, @createdAt, @updatedAt, @finishedAt, @winner, @scoresJson, @version)`,
    ),
  };
}

/** The prepared statements of whole-game export and import. */
export type RecordStatements = ReturnType<typeof prepareRecordStatements>;
