import type Database from 'better-sqlite3';
import type { ArchivedGameFacts } from '../../../shared/ratings/index.ts';

interface Row {
  game_id: string;
  ruleset_id: string;
  finished_at: string;
  winner: string | null;
  tournament_id: string | null;
  technical_defeat_team: string | null;
  seat: number;
  player_id: number;
  name: string;
  team: string | null;
}

/**
 * Every finished game with its seats' players and teams (the seat facts kept in game_players), and a tournament
 * game's technical defeat (its judge's verdict), in the order the games ended: what the rating reads. Player ids
 * are the archive's, as strings; the name is the player's current one.
 */
export function ratedGameFacts(db: Database.Database): ArchivedGameFacts[] {
  const rows = db
    .prepare<[], Row>(
      `SELECT g.game_id, g.ruleset_id, g.finished_at, g.winner, g.tournament_id, v.technical_defeat_team,
              gp.seat, gp.player_id, p.name, gp.team
       FROM games g JOIN game_players gp ON gp.game_id = g.game_id JOIN players p ON p.player_id = gp.player_id
       LEFT JOIN tournament_game_verdicts v ON v.tournament_id = g.tournament_id AND v.game_id = g.game_id
       WHERE g.finished_at IS NOT NULL
       ORDER BY g.finished_at, g.game_id, gp.seat`,
    )
    .all();
  const games: ArchivedGameFacts[] = [];
  for (const row of rows) {
    let game = games.at(-1);
    if (!game || game.gameId !== row.game_id) {
      game = {
        gameId: row.game_id,
        rulesetId: row.ruleset_id,
        finishedAt: row.finished_at,
        tournament: row.tournament_id !== null,
        winner: row.winner,
        technicalDefeat: row.technical_defeat_team,
        seats: [],
      };
      games.push(game);
    }
    game.seats.push({ playerId: String(row.player_id), name: row.name, team: row.team });
  }
  return games;
}
