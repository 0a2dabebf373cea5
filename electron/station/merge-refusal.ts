import type { Archive } from './archive/archive-api.ts';
import type { MergeRefusal } from './archive/players-store.ts';

/**
 * The rule error of a merge refused for two who sat at one table or play in one tournament, naming that game as
 * the archive's list does (its creation time, ruleset, and tournament round and table) and that tournament by its
 * name: a raw id told the moderator nothing (tryout 12). The ids stay in the parameters, for the specs.
 */
export function mergeRefusalError(
  archive: Pick<Archive, 'getGame' | 'tournaments'>,
  refusal: Exclude<MergeRefusal, { reason: 'not-found' }>,
): { code: string; params: Record<string, string | number> } {
  if (refusal.reason === 'same-tournament') {
    const { tournamentId } = refusal;
    const name = archive.tournaments.get(tournamentId)?.name;
    return { code: 'player.merge-same-tournament', params: { tournamentId, ...(name ? { tournament: name } : {}) } };
  }
  const { gameId } = refusal;
  const game = archive.getGame(gameId);
  if (!game) return { code: 'player.merge-same-game', params: { gameId } };
  const params: Record<string, string | number> = { gameId, createdAt: game.createdAt, rulesetId: game.rulesetId };
  if (game.tournament) {
    const name = archive.tournaments.get(game.tournament.tournamentId)?.name;
    Object.assign(
      params,
      { round: game.tournament.round, table: game.tournament.table },
      name ? { tournament: name } : {},
    );
  }
  return { code: 'player.merge-same-game', params };
}
