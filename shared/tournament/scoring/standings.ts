import { fail, ok } from '../../engine/result.ts';
import type { Result } from '../../engine/types.ts';
import { validateScoringConfig } from './config.ts';
import { scoreGame } from './game-points.ts';
import { roundPoints } from './round-points.ts';
import { rankRows } from './tie-breaks.ts';
import type { DisciplineRow, GamePoints, GameResult, ScoringConfig, StandingRow, Standings } from './types.ts';

/** Who is in the tournament beyond those who played, and how to show their names. */
export interface StandingsOptions {
  /** Registered players: listed (with zero games) even before they play. */
  players?: string[];
  /** Display names by player id, for the 'name' tie-break; the id when absent. */
  names?: Record<string, string>;
}

/** A player's running sums while the games are added up. */
interface Tally {
  games: number;
  wins: number;
  points: number;
  win: number;
  roleBonus: number;
  bestMove: number;
  extras: number;
  penalties: number;
  remarks: number;
  removals: number;
}

function emptyTally(): Tally {
  return {
    games: 0,
    wins: 0,
    points: 0,
    win: 0,
    roleBonus: 0,
    bestMove: 0,
    extras: 0,
    penalties: 0,
    remarks: 0,
    removals: 0,
  };
}

/**
 * The tournament's standings: every game scored with the config, totals and tie-break columns per player,
 * ranks by the config's tie-breaks, and the remarks and penalties of every player in one table.
 * A bad config or game is an error (`scoring.*`), never a throw and never a partial table.
 */
export function computeStandings(
  config: ScoringConfig,
  games: GameResult[],
  options: StandingsOptions = {},
): Result<Standings> {
  const valid = validateScoringConfig(config);
  if (!valid.ok) return valid;
  const gameIds = new Set<string>();
  const scored: GamePoints[] = [];
  for (const game of games) {
    if (gameIds.has(game.gameId)) return fail('scoring.duplicate-game', { gameId: game.gameId });
    gameIds.add(game.gameId);
    const points = scoreGame(valid.value, game);
    if (!points.ok) return points;
    scored.push(points.value);
  }
  const tallies = new Map<string, Tally>();
  for (const id of options.players ?? []) if (!tallies.has(id)) tallies.set(id, emptyTally());
  for (const game of scored) {
    for (const p of game.players) {
      const t = tallies.get(p.playerId) ?? emptyTally();
      tallies.set(p.playerId, t);
      t.games++;
      if (p.won) t.wins++;
      t.points += p.total;
      t.win += p.win;
      t.roleBonus += p.roleBonus;
      t.bestMove += p.bestMove;
      t.extras += p.extras;
      t.penalties += p.penalties;
      t.remarks += p.remarks;
      if (p.removed) t.removals++;
    }
  }
  const nameOf = (id: string): string => options.names?.[id] ?? id;
  const rows: StandingRow[] = [...tallies].map(([playerId, t]) => ({
    rank: 0,
    playerId,
    name: nameOf(playerId),
    points: roundPoints(t.points),
    games: t.games,
    wins: t.wins,
    pointsWithoutBonus: roundPoints(t.win + t.penalties),
    roleBonus: roundPoints(t.roleBonus),
    bestMove: roundPoints(t.bestMove),
    extras: roundPoints(t.extras),
    penalties: roundPoints(t.penalties),
  }));
  const ranked = rankRows(rows, valid.value.tieBreaks, scored);
  const discipline: DisciplineRow[] = ranked.map((row) => {
    const t = tallies.get(row.playerId)!;
    return {
      playerId: row.playerId,
      name: row.name,
      games: t.games,
      remarks: t.remarks,
      removals: t.removals,
      penaltyPoints: roundPoints(t.penalties),
    };
  });
  return ok({ rows: ranked, discipline, games: scored });
}
