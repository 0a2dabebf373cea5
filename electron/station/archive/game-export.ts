import { GAME_RECORD_FORMAT, GAME_RECORD_VERSION, type GameRecord } from '../../../shared/contract/game-record.ts';
import { rulesetFor, type RulesetId } from '../../../shared/engine/index.ts';
import type { Archive } from './archive-api.ts';

/**
 * One game of the archive as a JSON game record (shared/contract/game-record.ts, version 2: every
 * ruleset), with its command ids and step times, so an import elsewhere recognises the same commands.
 * Null for an unknown game, or one of a ruleset this build does not know.
 */
export function exportGame(archive: Archive, gameId: string): GameRecord | null {
  const summary = archive.getGame(gameId);
  const detail = archive.readGameDetail(gameId);
  if (!summary || !detail || !rulesetFor(summary.rulesetId)) return null;
  return {
    format: GAME_RECORD_FORMAT,
    version: GAME_RECORD_VERSION,
    game: {
      gameId: summary.gameId,
      rulesetId: summary.rulesetId as RulesetId,
      options: detail.options as Record<string, unknown>,
      players: summary.players.map((name, i) => ({ seat: i + 1, name })),
      createdAt: summary.createdAt,
      updatedAt: summary.updatedAt,
      finishedAt: summary.finishedAt,
      winner: summary.winner,
      scores: summary.scores,
      version: summary.version,
    },
    steps: detail.steps,
    log: archive.readLog(gameId),
  };
}
