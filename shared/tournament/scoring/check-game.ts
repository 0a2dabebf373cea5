import { fail, ok } from '../../engine/result.ts';
import type { Result } from '../../engine/types.ts';
import type { GameResult, ScoringConfig } from './types.ts';

/** The most suspects the best move may name. */
export const MAX_SUSPECTS = 3;

/**
 * Checks one game's result against the config (`scoring.game-*` codes): players unique with non-negative
 * integer remarks, a winner the config can score, a well-formed best move, extras within the configured
 * bounds for players of this game.
 */
export function checkGameResult(config: ScoringConfig, game: GameResult): Result<GameResult> {
  const ids = new Set<string>();
  const seats = new Set<number>();
  for (const p of game.players) {
    if (typeof p.playerId !== 'string' || p.playerId.length === 0)
      return fail('scoring.game-invalid-player', { gameId: game.gameId });
    if (ids.has(p.playerId))
      return fail('scoring.game-duplicate-player', { gameId: game.gameId, playerId: p.playerId });
    if (seats.has(p.seat)) return fail('scoring.game-duplicate-seat', { gameId: game.gameId, seat: p.seat });
    ids.add(p.playerId);
    seats.add(p.seat);
    if (!Number.isInteger(p.remarks) || p.remarks < 0)
      return fail('scoring.game-invalid-remarks', { gameId: game.gameId, playerId: p.playerId });
    if (p.gameScore !== undefined && !Number.isFinite(p.gameScore))
      return fail('scoring.game-invalid-score', { gameId: game.gameId, playerId: p.playerId });
  }
  if (game.winner !== 'draw') {
    if (!game.players.some((p) => p.team === game.winner))
      return fail('scoring.game-winner-not-playing', { gameId: game.gameId, winner: game.winner });
    // A typo in a team name would silently score nobody: a points config must name every winning team.
    if (config.mode === 'points' && !(game.winner in config.winPoints)) {
      return fail('scoring.game-no-win-points', { gameId: game.gameId, winner: game.winner });
    }
  }
  if (game.bestMove) {
    const { playerId, suspects } = game.bestMove;
    if (!ids.has(playerId)) return fail('scoring.game-best-move-player', { gameId: game.gameId, playerId });
    if (suspects.length > MAX_SUSPECTS)
      return fail('scoring.game-best-move-too-many', { gameId: game.gameId, max: MAX_SUSPECTS });
    if (new Set(suspects).size !== suspects.length)
      return fail('scoring.game-best-move-repeat', { gameId: game.gameId });
    for (const suspect of suspects) {
      if (!ids.has(suspect) || suspect === playerId)
        return fail('scoring.game-best-move-suspect', { gameId: game.gameId, playerId: suspect });
    }
  }
  for (const extra of game.extras) {
    if (!ids.has(extra.playerId))
      return fail('scoring.game-extra-player', { gameId: game.gameId, playerId: extra.playerId });
    if (!Number.isFinite(extra.points) || extra.points < config.extra.min || extra.points > config.extra.max) {
      return fail('scoring.game-extra-out-of-range', {
        gameId: game.gameId,
        playerId: extra.playerId,
        min: config.extra.min,
        max: config.extra.max,
      });
    }
    if (extra.reason.trim().length === 0)
      return fail('scoring.game-extra-no-reason', { gameId: game.gameId, playerId: extra.playerId });
  }
  return ok(game);
}
