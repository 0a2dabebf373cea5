/**
 * Schema version 2: the moderator's notes per game, and each player's games played and last game kept on
 * the players row, so the new-game form's autocomplete reads one small table instead of counting games.
 * Existing players get their figures from the games already recorded.
 */
export const SCHEMA_V2 = `
ALTER TABLE games ADD COLUMN notes TEXT NOT NULL DEFAULT '' CHECK (length(notes) <= 4000);

ALTER TABLE players ADD COLUMN games_played INTEGER NOT NULL DEFAULT 0 CHECK (games_played >= 0);
ALTER TABLE players ADD COLUMN last_played TEXT;

UPDATE players SET
  games_played = (SELECT count(*) FROM game_players gp WHERE gp.player_id = players.player_id),
  last_played = (SELECT max(g.created_at) FROM game_players gp JOIN games g ON g.game_id = gp.game_id
                 WHERE gp.player_id = players.player_id);

CREATE INDEX players_by_last_played ON players (last_played);
`;
