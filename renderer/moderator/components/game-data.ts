import type { GameSummary } from '../../../shared/contract/index.ts';

/** The data attributes of an archive game's row (the archive's results, the start page's lists), read by the e2e specs. */
export const gameData = (game: GameSummary): Record<string, string> => ({
  'data-game-id': game.gameId,
  'data-winner': game.winner ?? '',
});
