import { ok } from '../../engine/result.ts';
import type { Result } from '../../engine/types.ts';
import { checkGameResult } from './check-game.ts';
import { roundPoints } from './round-points.ts';
import type { GamePlayer, GamePoints, GameResult, PlayerGamePoints, ScoringConfig } from './types.ts';

/** The teams whose players count as "black" for the best move: the mafia of every ruleset. */
export const BLACK_TEAMS: readonly string[] = ['mafia', 'black'];
/** RULES.md §1's team names. */
const HONEST = 'honest';
const MAFIA = 'mafia';

/** Living in the RULES.md sense: not dead and not removed. */
function survives(p: GamePlayer): boolean {
  return p.alive && !p.removed;
}

/**
 * RULES.md §1: if the mafia win, each surviving mafioso scores the initial number of honest players; if
 * the honest win, every honest player (dead or alive) scores the number of surviving honest players.
 * Used when a game result carries no `gameScore` of its own.
 */
export function davidoffScore(game: GameResult, player: GamePlayer): number {
  if (game.winner === MAFIA) {
    return player.team === MAFIA && survives(player) ? game.players.filter((p) => p.team === HONEST).length : 0;
  }
  if (game.winner === HONEST) {
    return player.team === HONEST ? game.players.filter((p) => p.team === HONEST && survives(p)).length : 0;
  }
  return 0;
}

/** Best-move points for a player: two or three black suspects named by the first one killed at night. */
function bestMovePoints(config: ScoringConfig, game: GameResult, playerId: string): number {
  if (!game.bestMove || game.bestMove.playerId !== playerId) return 0;
  const teamOf = new Map(game.players.map((p) => [p.playerId, p.team]));
  const right = game.bestMove.suspects.filter((id) => BLACK_TEAMS.includes(teamOf.get(id) ?? '')).length;
  if (right >= 3) return config.bestMove.threeRight;
  if (right === 2) return config.bestMove.twoRight;
  return 0;
}

/**
 * One game's points per player, by source. Decisions: win points and role bonus go to every player of the
 * winning team, removed or not (the result belongs to the team; a removal costs its own penalty); a role
 * bonus is paid only when its team wins; a draw pays no win points. Checks the game first (`scoring.game-*`).
 */
export function scoreGame(config: ScoringConfig, game: GameResult): Result<GamePoints> {
  const checked = checkGameResult(config, game);
  if (!checked.ok) return checked;
  const players = game.players.map((p): PlayerGamePoints => {
    const won = game.winner !== 'draw' && p.team === game.winner;
    const win =
      config.mode === 'davidoff-1987'
        ? (p.gameScore ?? davidoffScore(game, p))
        : won
          ? (config.winPoints[p.team] ?? 0)
          : 0;
    const roleBonus = won ? (config.roleBonus[p.role] ?? 0) : 0;
    const bestMove = bestMovePoints(config, game, p.playerId);
    const extras = game.extras.filter((e) => e.playerId === p.playerId).reduce((sum, e) => sum + e.points, 0);
    const penalties = p.remarks * config.penalties.remark + (p.removed ? config.penalties.removal : 0);
    return {
      playerId: p.playerId,
      team: p.team,
      role: p.role,
      won,
      win: roundPoints(win),
      roleBonus: roundPoints(roleBonus),
      bestMove: roundPoints(bestMove),
      extras: roundPoints(extras),
      penalties: roundPoints(penalties),
      total: roundPoints(win + roleBonus + bestMove + extras + penalties),
      remarks: p.remarks,
      removed: p.removed,
    };
  });
  return ok({ gameId: game.gameId, round: game.round, table: game.table, players });
}
