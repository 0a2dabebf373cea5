import type { GameSummary } from '../../../shared/contract/index.ts';
import type { GameRow } from './statements.ts';

/** A games row as the contract lists it. */
export function summaryOf(row: GameRow): GameSummary {
  return {
    gameId: row.game_id,
    rulesetId: row.ruleset_id,
    players: JSON.parse(row.players_json) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
    winner: row.winner,
    scores: row.scores_json === null ? null : (JSON.parse(row.scores_json) as number[]),
    version: row.version,
    notes: row.notes,
    setAside: row.set_aside_at !== null,
    tournament:
      row.tournament_id === null || row.round === null || row.table_no === null
        ? null
        : { tournamentId: row.tournament_id, round: row.round, table: row.table_no },
  };
}
