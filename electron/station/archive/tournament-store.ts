import type Database from 'better-sqlite3';
import type { TournamentDetail, TournamentSummary, TournamentTable } from '../../../shared/contract/index.ts';
import { judgeOf, type EvennessReport, type ScoringConfig } from '../../../shared/tournament/index.ts';
import { playerIdFor, type PlayerStatements } from './players-store.ts';
import { prepareTournamentDayStatements, readConstraints, readVerdicts } from './tournament-day-store.ts';

/** A new tournament as the station hands it over (names clean, scoring validated). */
export interface NewTournament {
  tournamentId: string;
  name: string;
  startsOn: string;
  endsOn: string;
  rulesetId: string;
  options: Record<string, unknown>;
  scoring: ScoringConfig;
  players: string[];
  rounds: number;
  tables: number;
  at: string;
}

/** One finished tournament game with its seats' facts, for the standings. */
export interface TournamentGameRow {
  gameId: string;
  round: number;
  table: number;
  winner: string;
  scores: number[] | null;
  seats: {
    seat: number;
    playerId: number;
    role: string | null;
    team: string | null;
    remarks: number;
    removed: boolean;
  }[];
}

interface SummaryRow {
  tournament_id: string;
  name: string;
  starts_on: string;
  ends_on: string;
  ruleset_id: string;
  rounds: number;
  tables: number;
  players: number;
  games: number;
  finished: number;
  options_json: string;
  scoring_json: string;
  evenness_json: string | null;
}

const SUMMARY = `SELECT t.tournament_id, t.name, t.starts_on, t.ends_on, t.ruleset_id, t.rounds, t.tables, t.options_json, t.scoring_json, t.evenness_json,
  (SELECT count(*) FROM tournament_players p WHERE p.tournament_id = t.tournament_id) AS players,
  (SELECT count(*) FROM games g WHERE g.tournament_id = t.tournament_id) AS games,
  (SELECT count(*) FROM games g WHERE g.tournament_id = t.tournament_id AND g.finished_at IS NOT NULL) AS finished
  FROM tournaments t`;

/** Prepares the tournament statements, once per connection. */
export function prepareTournamentStatements(db: Database.Database) {
  return {
    day: prepareTournamentDayStatements(db),
    insert: db.prepare<[NewTournament & { optionsJson: string; scoringJson: string }]>(
      `INSERT INTO tournaments (tournament_id, name, starts_on, ends_on, ruleset_id, options_json, scoring_json, rounds, tables, created_at)
       VALUES (@tournamentId, @name, @startsOn, @endsOn, @rulesetId, @optionsJson, @scoringJson, @rounds, @tables, @at)`,
    ),
    addPlayer: db.prepare<[string, number]>('INSERT INTO tournament_players (tournament_id, player_id) VALUES (?, ?)'),
    list: db.prepare<[], SummaryRow>(`${SUMMARY} ORDER BY t.starts_on DESC, t.created_at DESC`),
    one: db.prepare<[string], SummaryRow>(`${SUMMARY} WHERE t.tournament_id = ?`),
    participants: db.prepare<[string], { player_id: number; name: string }>(
      'SELECT p.player_id, p.name FROM tournament_players tp JOIN players p ON p.player_id = tp.player_id WHERE tp.tournament_id = ? ORDER BY p.name, p.player_id',
    ),
    seats: db.prepare<[string], { round: number; table_no: number; seat: number; player_id: number; name: string }>(
      `SELECT s.round, s.table_no, s.seat, s.player_id, p.name FROM tournament_seats s JOIN players p ON p.player_id = s.player_id
       WHERE s.tournament_id = ? ORDER BY s.round, s.table_no, s.seat`,
    ),
    gamesAtTables: db.prepare<[string], { round: number; table_no: number; game_id: string }>(
      'SELECT round, table_no, game_id FROM games WHERE tournament_id = ?',
    ),
    clearSeats: db.prepare<[string]>('DELETE FROM tournament_seats WHERE tournament_id = ?'),
    addSeat: db.prepare<[string, number, number, number, number]>(
      'INSERT INTO tournament_seats (tournament_id, round, table_no, seat, player_id) VALUES (?, ?, ?, ?, ?)',
    ),
    tableJudges: db.prepare<[string], { round: number; table_no: number; judge: string }>(
      'SELECT round, table_no, judge FROM tournament_table_judges WHERE tournament_id = ?',
    ),
    clearTableJudges: db.prepare<[string]>('DELETE FROM tournament_table_judges WHERE tournament_id = ?'),
    addTableJudge: db.prepare<[string, number, number, string]>(
      'INSERT INTO tournament_table_judges (tournament_id, round, table_no, judge) VALUES (?, ?, ?, ?)',
    ),
    setEvenness: db.prepare<[string, string]>('UPDATE tournaments SET evenness_json = ? WHERE tournament_id = ?'),
    linkGame: db.prepare<[string, number, number, string]>(
      'UPDATE games SET tournament_id = ?, round = ?, table_no = ? WHERE game_id = ?',
    ),
    finishedGames: db.prepare<
      [string],
      { game_id: string; round: number; table_no: number; winner: string; scores_json: string | null }
    >(
      `SELECT game_id, round, table_no, winner, scores_json FROM games
       WHERE tournament_id = ? AND finished_at IS NOT NULL AND winner IS NOT NULL ORDER BY round, table_no`,
    ),
    gameSeats: db.prepare<
      [string],
      { seat: number; player_id: number; role: string | null; team: string | null; remarks: number; removed: number }
    >('SELECT seat, player_id, role, team, remarks, removed FROM game_players WHERE game_id = ? ORDER BY seat'),
    awards: db.prepare<
      [string],
      { award_id: number; game_id: string; player_id: number; points: number; reason: string; created_at: string }
    >(
      'SELECT award_id, game_id, player_id, points, reason, created_at FROM tournament_awards WHERE tournament_id = ? ORDER BY award_id',
    ),
    addAward: db.prepare<[string, string, number, number, string, string]>(
      'INSERT INTO tournament_awards (tournament_id, game_id, player_id, points, reason, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    bestMoves: db.prepare<[string], { game_id: string; player_id: number; suspects_json: string }>(
      'SELECT game_id, player_id, suspects_json FROM tournament_best_moves WHERE tournament_id = ? ORDER BY game_id',
    ),
    setBestMove: db.prepare<[string, string, number, string]>(
      `INSERT INTO tournament_best_moves (tournament_id, game_id, player_id, suspects_json) VALUES (?, ?, ?, ?)
       ON CONFLICT (tournament_id, game_id) DO UPDATE SET player_id = excluded.player_id, suspects_json = excluded.suspects_json`,
    ),
    // A player's seat in a tournament game, to check an award or a best move names someone who played it.
    seatInGame: db
      .prepare<[string, string, number], number>(
        'SELECT gp.seat FROM game_players gp JOIN games g ON g.game_id = gp.game_id WHERE g.tournament_id = ? AND gp.game_id = ? AND gp.player_id = ?',
      )
      .pluck(),
    latestGameOf: db
      .prepare<[string, number], string>(
        `SELECT g.game_id FROM games g JOIN game_players gp ON gp.game_id = g.game_id
       WHERE g.tournament_id = ? AND gp.player_id = ? ORDER BY g.round DESC, g.created_at DESC LIMIT 1`,
      )
      .pluck(),
  };
}

/** The prepared tournament statements. */
export type TournamentStatements = ReturnType<typeof prepareTournamentStatements>;

function summaryOf(row: SummaryRow): TournamentSummary {
  return {
    tournamentId: row.tournament_id,
    name: row.name,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    rulesetId: row.ruleset_id,
    rounds: row.rounds,
    tables: row.tables,
    players: row.players,
    games: row.games,
    finished: row.finished,
  };
}

/** Writes a tournament and its participants (in the caller's transaction); null if two names are one identity. */
export function insertTournament(
  sql: TournamentStatements,
  players: PlayerStatements,
  record: NewTournament,
): { duplicate: string } | null {
  sql.insert.run({
    ...record,
    optionsJson: JSON.stringify(record.options),
    scoringJson: JSON.stringify(record.scoring),
  });
  const seen = new Set<number>();
  for (const name of record.players) {
    const id = playerIdFor(players, name);
    // A former name of a participant is the same person (a rename or merge made it an alias).
    if (seen.has(id)) return { duplicate: name };
    seen.add(id);
    sql.addPlayer.run(record.tournamentId, id);
  }
  return null;
}

/** Every tournament, the latest first. */
export function listTournaments(sql: TournamentStatements): TournamentSummary[] {
  return sql.list.all().map(summaryOf);
}

/** One tournament with its participants, seating, awards and best moves, or null. */
export function readTournament(sql: TournamentStatements, tournamentId: string): TournamentDetail | null {
  const row = sql.one.get(tournamentId);
  if (!row) return null;
  const games = new Map(sql.gamesAtTables.all(tournamentId).map((g) => [`${g.round}/${g.table_no}`, g.game_id]));
  const constraints = readConstraints(sql.day, tournamentId);
  // Each table's judge as it was seated (schema v9), not as the current list would give him.
  const judges = tableJudgesOf(sql, tournamentId);
  const judgeAt = (round: number, table: number) => judges.get(`${round}/${table}`) ?? null;
  const seating: TournamentTable[] = [];
  for (const s of sql.seats.all(tournamentId)) {
    let table = seating.at(-1);
    if (!table || table.round !== s.round || table.table !== s.table_no) {
      table = {
        round: s.round,
        table: s.table_no,
        players: [],
        gameId: games.get(`${s.round}/${s.table_no}`) ?? null,
        judge: judgeAt(s.round, s.table_no),
      };
      seating.push(table);
    }
    table.players.push({ seat: s.seat, playerId: s.player_id, name: s.name });
  }
  return {
    ...summaryOf(row),
    options: JSON.parse(row.options_json) as Record<string, unknown>,
    scoring: JSON.parse(row.scoring_json) as ScoringConfig,
    participants: sql.participants.all(tournamentId).map((p) => ({ playerId: p.player_id, name: p.name })),
    seating,
    evenness: row.evenness_json === null ? null : (JSON.parse(row.evenness_json) as EvennessReport),
    awards: sql.awards.all(tournamentId).map((a) => ({
      awardId: a.award_id,
      gameId: a.game_id,
      playerId: a.player_id,
      points: a.points,
      reason: a.reason,
      at: a.created_at,
    })),
    bestMoves: sql.bestMoves
      .all(tournamentId)
      .map((b) => ({ gameId: b.game_id, playerId: b.player_id, suspects: JSON.parse(b.suspects_json) as number[] })),
    constraints,
    verdicts: readVerdicts(sql.day, tournamentId),
  };
}

/** Each seated table's judge, by `round/table`. */
function tableJudgesOf(sql: TournamentStatements, tournamentId: string): Map<string, string> {
  return new Map(sql.tableJudges.all(tournamentId).map((j) => [`${j.round}/${j.table_no}`, j.judge]));
}

/**
 * Replaces the seating (in the caller's transaction): `rounds[r][t]` lists table t+1's player ids in seat order.
 * The first `kept` rounds (played) keep the judges they were seated with; the others take the current judge
 * list in turn (judgeOf, the rule the seating generator kept the judges' conflicts by).
 */
export function writeSeating(
  sql: TournamentStatements,
  tournamentId: string,
  rounds: number[][][],
  evenness: EvennessReport,
  kept = 0,
): void {
  const before = tableJudgesOf(sql, tournamentId);
  const list = readConstraints(sql.day, tournamentId).judges;
  sql.clearSeats.run(tournamentId);
  sql.clearTableJudges.run(tournamentId);
  rounds.forEach((tables, r) =>
    tables.forEach((players, t) => {
      players.forEach((playerId, s) => sql.addSeat.run(tournamentId, r + 1, t + 1, s + 1, playerId));
      const judge = r < kept ? before.get(`${r + 1}/${t + 1}`) : list.length > 0 ? judgeOf(list, r, t) : undefined;
      if (judge !== undefined) sql.addTableJudge.run(tournamentId, r + 1, t + 1, judge);
    }),
  );
  sql.setEvenness.run(JSON.stringify(evenness), tournamentId);
}

/** Schema v9's backfill: every seated table of an older archive gets the judge its current list gave it in turn. */
export function backfillTableJudges(db: Database.Database): void {
  const add = db.prepare<[string, number, number, string]>(
    'INSERT INTO tournament_table_judges (tournament_id, round, table_no, judge) VALUES (?, ?, ?, ?)',
  );
  const judgesOf = db.prepare<[string], string>(
    'SELECT name FROM tournament_judges WHERE tournament_id = ? ORDER BY position',
  );
  const tables = db.prepare<[], { tournament_id: string; round: number; table_no: number }>(
    'SELECT DISTINCT tournament_id, round, table_no FROM tournament_seats ORDER BY tournament_id, round, table_no',
  );
  for (const t of tables.all()) {
    const list = judgesOf.pluck().all(t.tournament_id);
    if (list.length > 0) add.run(t.tournament_id, t.round, t.table_no, judgeOf(list, t.round - 1, t.table_no - 1));
  }
}

/** The finished games of a tournament with their seat facts, round and table order. */
export function finishedTournamentGames(sql: TournamentStatements, tournamentId: string): TournamentGameRow[] {
  return sql.finishedGames.all(tournamentId).map((g) => ({
    gameId: g.game_id,
    round: g.round,
    table: g.table_no,
    winner: g.winner,
    scores: g.scores_json === null ? null : (JSON.parse(g.scores_json) as number[]),
    seats: sql.gameSeats.all(g.game_id).map((s) => ({
      seat: s.seat,
      playerId: s.player_id,
      role: s.role,
      team: s.team,
      remarks: s.remarks,
      removed: s.removed === 1,
    })),
  }));
}
