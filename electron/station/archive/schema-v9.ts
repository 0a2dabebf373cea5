/**
 * Schema version 9: the judge of each table of a tournament's seating, as it was seated (issue 16). The judges
 * had been worked out from the current judge list, so that replacing a judge renamed the judges of rounds
 * already played; now a seating stores its judges, and a re-seat keeps the played rounds' own.
 */
export const SCHEMA_V9 = `
CREATE TABLE tournament_table_judges (
  tournament_id TEXT NOT NULL REFERENCES tournaments (tournament_id),
  round         INTEGER NOT NULL CHECK (round >= 1),
  table_no      INTEGER NOT NULL CHECK (table_no >= 1),
  judge         TEXT NOT NULL CHECK (length(judge) BETWEEN 1 AND 200),
  PRIMARY KEY (tournament_id, round, table_no)
) STRICT, WITHOUT ROWID;
`;
