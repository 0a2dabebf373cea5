/**
 * Schema version 5: a player's games read from one index. game_players gains each game's ruleset and
 * creation time (both fixed for a game's life), so a player's statistics and a search by player are a
 * covering scan of (player_id, created_at, …) with no join and no sort, even for a regular with thousands
 * of games. The search lists games newest first by creation time; its indexes follow.
 */
export const SCHEMA_V5 = `
ALTER TABLE game_players ADD COLUMN ruleset_id TEXT NOT NULL DEFAULT '';
ALTER TABLE game_players ADD COLUMN created_at TEXT NOT NULL DEFAULT '';
UPDATE game_players SET
  ruleset_id = (SELECT g.ruleset_id FROM games g WHERE g.game_id = game_players.game_id),
  created_at = (SELECT g.created_at FROM games g WHERE g.game_id = game_players.game_id);

DROP INDEX game_players_by_player;
CREATE INDEX game_players_by_player ON game_players (player_id, created_at, game_id, ruleset_id, role, team, won, remarks, removed);
CREATE INDEX game_players_by_player_ruleset ON game_players (player_id, ruleset_id, created_at, game_id);

DROP INDEX games_by_created_at;
DROP INDEX games_by_ruleset;
DROP INDEX games_by_winner;
CREATE INDEX games_by_created_at ON games (created_at, game_id);
CREATE INDEX games_by_ruleset ON games (ruleset_id, created_at, game_id);
CREATE INDEX games_by_winner ON games (winner, created_at, game_id);
`;
