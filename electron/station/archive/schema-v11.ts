/**
 * Schema version 11: whether each game has been dealt, on its seats (tryout 12: a game opened and never dealt counted
 * as a game played by everyone at the table, forever). A player's games played and last game count dealt games only;
 * the index that serves a player's statistics carries the flag, so they stay one covering scan. The migration fills
 * the flag from each game's log and counts every player again (migrations.ts).
 */
export const SCHEMA_V11 = `
ALTER TABLE game_players ADD COLUMN dealt INTEGER NOT NULL DEFAULT 0 CHECK (dealt IN (0, 1));

DROP INDEX game_players_by_player;
CREATE INDEX game_players_by_player ON game_players (player_id, created_at, game_id, ruleset_id, role, team, won, remarks, removed, dealt);
`;
