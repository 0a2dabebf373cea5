/**
 * The archive schema of version 1. Players are identities across games (one per normalised name);
 * a game's commands and events are append-only: triggers refuse any UPDATE or DELETE of them.
 * payload_json holds the whole event (its type included), so a row reads back as the event itself.
 */
export const SCHEMA_V1 = `
CREATE TABLE games (
  game_id      TEXT PRIMARY KEY NOT NULL,
  ruleset_id   TEXT NOT NULL,
  options_json TEXT NOT NULL CHECK (json_valid(options_json)),
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  finished_at  TEXT,
  winner       TEXT,
  scores_json  TEXT CHECK (scores_json IS NULL OR json_valid(scores_json)),
  version      INTEGER NOT NULL CHECK (version >= 1)
) STRICT;

-- Listing by most recent change: scanned backwards, this index yields updated_at DESC, rowid DESC.
CREATE INDEX games_by_updated_at ON games (updated_at);
CREATE INDEX games_unfinished_by_updated_at ON games (updated_at) WHERE finished_at IS NULL;

CREATE TABLE players (
  player_id INTEGER PRIMARY KEY,
  name      TEXT NOT NULL,
  name_key  TEXT NOT NULL UNIQUE
) STRICT;

CREATE TABLE game_players (
  game_id   TEXT NOT NULL REFERENCES games (game_id),
  seat      INTEGER NOT NULL CHECK (seat >= 1),
  player_id INTEGER NOT NULL REFERENCES players (player_id),
  name      TEXT NOT NULL,
  PRIMARY KEY (game_id, seat),
  UNIQUE (game_id, player_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX game_players_by_player ON game_players (player_id);

CREATE TABLE commands (
  game_id    TEXT NOT NULL REFERENCES games (game_id),
  command_id TEXT NOT NULL,
  step       INTEGER NOT NULL CHECK (step >= 0),
  PRIMARY KEY (game_id, command_id),
  UNIQUE (game_id, step)
) STRICT, WITHOUT ROWID;

CREATE TABLE events (
  game_id      TEXT NOT NULL REFERENCES games (game_id),
  step         INTEGER NOT NULL,
  idx          INTEGER NOT NULL CHECK (idx >= 0),
  type         TEXT NOT NULL,
  payload_json TEXT NOT NULL CHECK (json_valid(payload_json)),
  recorded_at  TEXT NOT NULL,
  PRIMARY KEY (game_id, step, idx),
  FOREIGN KEY (game_id, step) REFERENCES commands (game_id, step)
) STRICT, WITHOUT ROWID;

CREATE TRIGGER events_no_update BEFORE UPDATE ON events
BEGIN SELECT RAISE(ABORT, 'events are append-only: an event cannot be updated'); END;
CREATE TRIGGER events_no_delete BEFORE DELETE ON events
BEGIN SELECT RAISE(ABORT, 'events are append-only: an event cannot be deleted'); END;

CREATE TRIGGER commands_no_update BEFORE UPDATE ON commands
BEGIN SELECT RAISE(ABORT, 'commands are append-only: a command cannot be updated'); END;
CREATE TRIGGER commands_no_delete BEFORE DELETE ON commands
BEGIN SELECT RAISE(ABORT, 'commands are append-only: a command cannot be deleted'); END;
`;
