import { GAME_RECORD_FORMAT, GAME_RECORD_VERSION, type GameRecord } from '../../../shared/contract/game-record.ts';
import type { Archive } from './archive-api.ts';

/**
 * One game of the archive as a JSON game record (shared/contract/game-record.ts), with its command ids
 * and step times, so an import elsewhere recognises the same commands. Null for an unknown game, and
 * for a game of a ruleset the record format does not describe yet (version 1 describes davidoff-1987).
 */
export function exportGame(archive: Archive, gameId: string): GameRecord | null {
  const summary = archive.getGame(gameId);
  const detail = archive.readGameDetail(gameId);
  if (!summary || !detail || summary.rulesetId !== 'davidoff-1987') return null;
  return {
    format: GAME_RECORD_FORMAT,
    version: GAME_RECORD_VERSION,
    game: {
      gameId: summary.gameId,
      rulesetId: summary.rulesetId as GameRecord['game']['rulesetId'],
      options: detail.options as GameRecord['game']['options'],
      players: summary.players.map((name, i) => ({ seat: i + 1, name })),
      createdAt: summary.createdAt,
      updatedAt: summary.updatedAt,
      finishedAt: summary.finishedAt,
      winner: summary.winner as GameRecord['game']['winner'],
      scores: summary.scores,
      version: summary.version,
    },
    steps: detail.steps,
    log: archive.readLog(gameId) as GameRecord['log'],
  };
}
