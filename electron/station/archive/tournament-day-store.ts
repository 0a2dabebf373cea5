import type Database from 'better-sqlite3';
import type { TournamentConstraints, TournamentGameVerdict } from '../../../shared/contract/index.ts';

/** Prepares the statements of a tournament's constraints, late entries and game verdicts (schema v8). */
export function prepareTournamentDayStatements(db: Database.Database) {
  return {
    separate: db.prepare<[string], { player_a: number; player_b: number }>(
      'SELECT player_a, player_b FROM tournament_separate WHERE tournament_id = ? ORDER BY player_a, player_b',
    ),
    judges: db
      .prepare<[string], string>('SELECT name FROM tournament_judges WHERE tournament_id = ? ORDER BY position')
      .pluck(),
    conflicts: db.prepare<[string], { judge: string; player_id: number }>(
      'SELECT judge, player_id FROM tournament_judge_conflicts WHERE tournament_id = ? ORDER BY judge, player_id',
    ),
    absences: db.prepare<[string], { player_id: number; round: number }>(
      'SELECT player_id, round FROM tournament_absences WHERE tournament_id = ? ORDER BY player_id, round',
    ),
    lateEntries: db.prepare<[string], { player_id: number; joined_round: number }>(
      'SELECT player_id, joined_round FROM tournament_players WHERE tournament_id = ? AND joined_round IS NOT NULL ORDER BY player_id',
    ),
    clearSeparate: db.prepare<[string]>('DELETE FROM tournament_separate WHERE tournament_id = ?'),
    clearConflicts: db.prepare<[string]>('DELETE FROM tournament_judge_conflicts WHERE tournament_id = ?'),
    clearJudges: db.prepare<[string]>('DELETE FROM tournament_judges WHERE tournament_id = ?'),
    clearAbsences: db.prepare<[string]>('DELETE FROM tournament_absences WHERE tournament_id = ?'),
    addSeparate: db.prepare<[string, number, number]>(
      'INSERT OR IGNORE INTO tournament_separate (tournament_id, player_a, player_b) VALUES (?, ?, ?)',
    ),
    addJudge: db.prepare<[string, number, string]>(
      'INSERT INTO tournament_judges (tournament_id, position, name) VALUES (?, ?, ?)',
    ),
    addConflict: db.prepare<[string, string, number]>(
      'INSERT OR IGNORE INTO tournament_judge_conflicts (tournament_id, judge, player_id) VALUES (?, ?, ?)',
    ),
    addAbsence: db.prepare<[string, number, number]>(
      'INSERT OR IGNORE INTO tournament_absences (tournament_id, player_id, round) VALUES (?, ?, ?)',
    ),
    addLateEntry: db.prepare<[string, number, number]>(
      'INSERT INTO tournament_players (tournament_id, player_id, joined_round) VALUES (?, ?, ?)',
    ),
    isParticipant: db
      .prepare<[string, number], number>('SELECT 1 FROM tournament_players WHERE tournament_id = ? AND player_id = ?')
      .pluck(),
    verdicts: db.prepare<
      [string],
      {
        game_id: string;
        worst_move_seat: number | null;
        surrender_seat: number | null;
        technical_defeat_team: string | null;
      }
    >(
      `SELECT game_id, worst_move_seat, surrender_seat, technical_defeat_team FROM tournament_game_verdicts
       WHERE tournament_id = ? ORDER BY game_id`,
    ),
    setVerdict: db.prepare<[string, string, number | null, number | null, string | null]>(
      `INSERT INTO tournament_game_verdicts (tournament_id, game_id, worst_move_seat, surrender_seat, technical_defeat_team)
       VALUES (?, ?, ?, ?, ?) ON CONFLICT (tournament_id, game_id) DO UPDATE SET worst_move_seat = excluded.worst_move_seat,
       surrender_seat = excluded.surrender_seat, technical_defeat_team = excluded.technical_defeat_team`,
    ),
    verdictOf: db.prepare<
      [string, string],
      { worst_move_seat: number | null; surrender_seat: number | null; technical_defeat_team: string | null }
    >(
      `SELECT worst_move_seat, surrender_seat, technical_defeat_team FROM tournament_game_verdicts
       WHERE tournament_id = ? AND game_id = ?`,
    ),
    clearVerdict: db.prepare<[string, string]>(
      'DELETE FROM tournament_game_verdicts WHERE tournament_id = ? AND game_id = ?',
    ),
  };
}

/** The prepared statements of a tournament's day. */
export type TournamentDayStatements = ReturnType<typeof prepareTournamentDayStatements>;

/** A tournament's stored constraints and late entries. */
export function readConstraints(sql: TournamentDayStatements, tournamentId: string): TournamentConstraints {
  const conflicts = new Map<string, number[]>();
  for (const c of sql.conflicts.all(tournamentId))
    conflicts.set(c.judge, [...(conflicts.get(c.judge) ?? []), c.player_id]);
  const absences = new Map<number, number[]>();
  for (const a of sql.absences.all(tournamentId))
    absences.set(a.player_id, [...(absences.get(a.player_id) ?? []), a.round]);
  return {
    separate: sql.separate.all(tournamentId).map((p) => [p.player_a, p.player_b]),
    judges: sql.judges.all(tournamentId),
    judgeConflicts: [...conflicts].map(([judge, playerIds]) => ({ judge, playerIds })),
    absences: [...absences].map(([playerId, rounds]) => ({ playerId, rounds })),
    lateEntries: sql.lateEntries.all(tournamentId).map((e) => ({ playerId: e.player_id, round: e.joined_round })),
  };
}

/** Replaces a tournament's constraints (in the caller's transaction); late entries are kept, they are participants. */
export function writeConstraints(
  sql: TournamentDayStatements,
  tournamentId: string,
  constraints: Omit<TournamentConstraints, 'lateEntries'>,
): void {
  sql.clearSeparate.run(tournamentId);
  sql.clearConflicts.run(tournamentId);
  sql.clearJudges.run(tournamentId);
  sql.clearAbsences.run(tournamentId);
  for (const [a, b] of constraints.separate) sql.addSeparate.run(tournamentId, Math.min(a, b), Math.max(a, b));
  constraints.judges.forEach((name, i) => sql.addJudge.run(tournamentId, i + 1, name));
  for (const c of constraints.judgeConflicts)
    for (const id of c.playerIds) sql.addConflict.run(tournamentId, c.judge, id);
  for (const a of constraints.absences)
    for (const round of a.rounds) sql.addAbsence.run(tournamentId, a.playerId, round);
}

/** The verdicts of a tournament's games. */
export function readVerdicts(sql: TournamentDayStatements, tournamentId: string): TournamentGameVerdict[] {
  return sql.verdicts.all(tournamentId).map((v) => ({
    gameId: v.game_id,
    worstMoveSeat: v.worst_move_seat,
    surrenderSeat: v.surrender_seat,
    technicalDefeat: v.technical_defeat_team,
  }));
}
