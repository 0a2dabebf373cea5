/**
 * Schema version 3: what each seat of a finished game came to (role, team, won, remarks, removed), kept in
 * game_players when the game ends so player statistics are one indexed read; other spellings of a player
 * (after a rename or a merge) as aliases; and the indexes the archive search runs on.
 * The facts of games already finished are filled in by the migration (it replays their logs).
 */
export const SCHEMA_V3 = `
ALTER TABLE game_players ADD COLUMN role TEXT;
ALTER TABLE game_players ADD COLUMN team TEXT;
ALTER TABLE game_players ADD COLUMN won INTEGER CHECK (won IN (0, 1));
ALTER TABLE game_players ADD COLUMN remarks INTEGER NOT NULL DEFAULT 0 CHECK (remarks >= 0);
ALTER TABLE game_players ADD COLUMN removed INTEGER NOT NULL DEFAULT 0 CHECK (removed IN (0, 1));

-- A player's games, newest first, without touching game_players' rows (statistics and search by player).
DROP INDEX game_players_by_player;
CREATE INDEX game_players_by_player ON game_players (player_id, game_id, role, team, won, remarks, removed);

CREATE TABLE player_aliases (
  name_key  TEXT PRIMARY KEY NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players (player_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX player_aliases_by_player ON player_aliases (player_id);

CREATE INDEX games_by_created_at ON games (created_at);
CREATE INDEX games_by_ruleset ON games (ruleset_id, updated_at);
CREATE INDEX games_by_winner ON games (winner, updated_at);
`;
