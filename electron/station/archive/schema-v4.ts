/**
 * Schema version 4: tournaments. A tournament has its ruleset, options and scoring config; its participants;
 * a seating plan (rounds × tables × seats, with the generator's evenness report); its games, each recorded
 * into its round and table; extra points the moderator gives with a reason; and the best moves named.
 * Standings are never stored: they are computed from the games on every read.
 */
export const SCHEMA_V4 = `
CREATE TABLE tournaments (
  tournament_id TEXT PRIMARY KEY NOT NULL,
  name          TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  starts_on     TEXT NOT NULL,
  ends_on       TEXT NOT NULL CHECK (ends_on >= starts_on),
  ruleset_id    TEXT NOT NULL,
  options_json  TEXT NOT NULL CHECK (json_valid(options_json)),
  scoring_json  TEXT NOT NULL CHECK (json_valid(scoring_json)),
  rounds        INTEGER NOT NULL CHECK (rounds >= 1),
  tables        INTEGER NOT NULL CHECK (tables >= 1),
  -- The generator's evenness report of the current seating, or NULL before any.
  evenness_json TEXT CHECK (evenness_json IS NULL OR json_valid(evenness_json)),
  created_at    TEXT NOT NULL
) STRICT;

CREATE TABLE tournament_players (
  tournament_id TEXT NOT NULL REFERENCES tournaments (tournament_id),
  player_id     INTEGER NOT NULL REFERENCES players (player_id),
  PRIMARY KEY (tournament_id, player_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX tournament_players_by_player ON tournament_players (player_id);

CREATE TABLE tournament_seats (
  tournament_id TEXT NOT NULL REFERENCES tournaments (tournament_id),
  round         INTEGER NOT NULL CHECK (round >= 1),
  table_no      INTEGER NOT NULL CHECK (table_no >= 1),
  seat          INTEGER NOT NULL CHECK (seat >= 1),
  player_id     INTEGER NOT NULL REFERENCES players (player_id),
  PRIMARY KEY (tournament_id, round, table_no, seat)
) STRICT, WITHOUT ROWID;
CREATE INDEX tournament_seats_by_player ON tournament_seats (player_id);

ALTER TABLE games ADD COLUMN tournament_id TEXT REFERENCES tournaments (tournament_id);
ALTER TABLE games ADD COLUMN round INTEGER CHECK (round >= 1);
ALTER TABLE games ADD COLUMN table_no INTEGER CHECK (table_no >= 1);
-- One game per table and round; a tournament's games, most recent first, for the search.
CREATE UNIQUE INDEX games_by_tournament_table ON games (tournament_id, round, table_no) WHERE tournament_id IS NOT NULL;
CREATE INDEX games_by_tournament ON games (tournament_id, created_at, game_id) WHERE tournament_id IS NOT NULL;

CREATE TABLE tournament_awards (
  award_id      INTEGER PRIMARY KEY,
  tournament_id TEXT NOT NULL REFERENCES tournaments (tournament_id),
  game_id       TEXT NOT NULL REFERENCES games (game_id),
  player_id     INTEGER NOT NULL REFERENCES players (player_id),
  points        REAL NOT NULL,
  reason        TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  created_at    TEXT NOT NULL
) STRICT;
CREATE INDEX tournament_awards_by_tournament ON tournament_awards (tournament_id);
CREATE INDEX tournament_awards_by_player ON tournament_awards (player_id);

CREATE TABLE tournament_best_moves (
  tournament_id TEXT NOT NULL REFERENCES tournaments (tournament_id),
  game_id       TEXT NOT NULL REFERENCES games (game_id),
  player_id     INTEGER NOT NULL REFERENCES players (player_id),
  suspects_json TEXT NOT NULL CHECK (json_valid(suspects_json)),
  PRIMARY KEY (tournament_id, game_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX tournament_best_moves_by_player ON tournament_best_moves (player_id);
`;
