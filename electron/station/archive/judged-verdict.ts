import type Database from 'better-sqlite3';
import { gameFromLog, rulesetOfState } from '../../../shared/engine/index.ts';
import { storedLog, type SeatFactStatements } from './seat-facts-store.ts';
import type { TournamentDayStatements } from './tournament-day-store.ts';

/** Prepares the statement that reads which tournament a game was played in (null for none). */
export function prepareJudgedVerdictStatements(db: Database.Database) {
  return {
    tournamentOf: db.prepare<[string], string | null>('SELECT tournament_id FROM games WHERE game_id = ?').pluck(),
  };
}

/** The prepared statements of the judge's verdict read from a log. */
export type JudgedVerdictStatements = ReturnType<typeof prepareJudgedVerdictStatements>;

/**
 * The side a finished game's judge gave a technical defeat at the table, as its stored log ends (its ruleset's
 * technicalDefeat: City's team kick-out); null for a game the rules ended, one still going, or a ruleset with none.
 */
export function judgedDefeatOf(sql: Pick<SeatFactStatements, 'readLog'>, gameId: string): string | null {
  const log = storedLog(sql, gameId);
  if (log.length === 0) return null;
  const { state } = gameFromLog(log);
  if (state.outcome === null) return null;
  return rulesetOfState(state).technicalDefeat?.(state as never) ?? null;
}

/**
 * Carries a tournament game's technical defeat from its log into the tournament's verdict of the game, in the
 * caller's transaction, when a step changes how the game ended: the organiser need not type the judge's verdict
 * again (FIIM: the team's −0.7 each, and the other team's win; MafiaRatings' "teamKickOut"). `before` is what the
 * log said before the step, `after` what it says now. A technical defeat given sets the team, keeping the worst
 * move and the surrender already entered; one undone or corrected away clears the team it had set, never a team
 * the organiser entered for another end. Between such steps the organiser may still correct the verdict on the
 * tournament page: this writes only when the game's end changes.
 */
export function carryJudgedDefeat(
  day: TournamentDayStatements,
  tournamentId: string,
  gameId: string,
  before: string | null,
  after: string | null,
): void {
  if (before === after) return;
  const row = day.verdictOf.get(tournamentId, gameId);
  const current = row?.technical_defeat_team ?? null;
  // Undone or corrected away: only the team the log had set goes; the organiser's own entry stays.
  const team = after ?? (current === before ? null : current);
  const worst = row?.worst_move_seat ?? null;
  const surrender = row?.surrender_seat ?? null;
  if (worst === null && surrender === null && team === null) day.clearVerdict.run(tournamentId, gameId);
  else day.setVerdict.run(tournamentId, gameId, worst, surrender, team);
}
