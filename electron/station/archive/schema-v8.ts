/**
 * Schema version 8: what a tournament day needs the organiser to enter (issue 16). The seating's hard
 * constraints — pairs never at one table, the judges (in the order they take the tables) and the players each
 * may not judge, the rounds a player misses — and late entries (the round a participant joined: he is absent
 * from the rounds before). Per tournament game, the judge's verdicts the scoring reads: the worst move (a seat,
 * no auto-bonus from FIIM v5), a surrender (a seat, penalised like a removal) and a team's technical defeat.
 */
export const SCHEMA_V8 = `
ALTER TABLE tournament_players ADD COLUMN joined_round INTEGER CHECK (joined_round IS NULL OR joined_round >= 1);

CREATE TABLE tournament_separate (
  tournament_id TEXT NOT NULL REFERENCES tournaments (tournament_id),
  player_a      INTEGER NOT NULL REFERENCES players (player_id),
  player_b      INTEGER NOT NULL REFERENCES players (player_id),
  CHECK (player_a < player_b),
  PRIMARY KEY (tournament_id, player_a, player_b)
) STRICT, WITHOUT ROWID;

CREATE TABLE tournament_judges (
  tournament_id TEXT NOT NULL REFERENCES tournaments (tournament_id),
  position      INTEGER NOT NULL CHECK (position >= 1),
  name          TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  PRIMARY KEY (tournament_id, position),
  UNIQUE (tournament_id, name)
) STRICT, WITHOUT ROWID;

CREATE TABLE tournament_judge_conflicts (
  tournament_id TEXT NOT NULL,
  judge         TEXT NOT NULL,
  player_id     INTEGER NOT NULL REFERENCES players (player_id),
  PRIMARY KEY (tournament_id, judge, player_id),
  FOREIGN KEY (tournament_id, judge) REFERENCES tournament_judges (tournament_id, name)
) STRICT, WITHOUT ROWID;

CREATE TABLE tournament_absences (
  tournament_id TEXT NOT NULL REFERENCES tournaments (tournament_id),
  player_id     INTEGER NOT NULL REFERENCES players (player_id),
  round         INTEGER NOT NULL CHECK (round >= 1),
  PRIMARY KEY (tournament_id, player_id, round)
) STRICT, WITHOUT ROWID;

CREATE TABLE tournament_game_verdicts (
  tournament_id         TEXT NOT NULL REFERENCES tournaments (tournament_id),
  game_id               TEXT NOT NULL REFERENCES games (game_id),
  worst_move_seat       INTEGER CHECK (worst_move_seat IS NULL OR worst_move_seat >= 1),
  surrender_seat        INTEGER CHECK (surrender_seat IS NULL OR surrender_seat >= 1),
  technical_defeat_team TEXT CHECK (technical_defeat_team IS NULL OR length(technical_defeat_team) BETWEEN 1 AND 64),
  PRIMARY KEY (tournament_id, game_id)
) STRICT, WITHOUT ROWID;
`;
