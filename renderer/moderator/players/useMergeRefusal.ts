import { useI18n } from 'vue-i18n';
import type { BridgeError } from '../../common/bridge/index.ts';
import { useArchiveFormat } from '../archive/useArchiveFormat.ts';

/**
 * A merge refusal as the moderator can read it: the game two players shared named as the archive's list names it
 * (its ruleset, its start, and its tournament round and table), the tournament by its name; a raw id told him
 * nothing (tryout 12). A refusal that lacks those facts keeps the id. Any other error is returned as it is.
 */
export function useMergeRefusal() {
  const { t } = useI18n();
  const format = useArchiveFormat();

  function gameLabel(params: Record<string, string | number>): string {
    const { createdAt, rulesetId, gameId } = params;
    if (typeof createdAt !== 'string' || typeof rulesetId !== 'string') return String(gameId);
    const named = { ruleset: format.ruleset(rulesetId), when: format.dateTime(createdAt) };
    if (params.round === undefined || params.table === undefined) return t('players.merge.game', named);
    return t('players.merge.game-tournament', {
      ...named,
      tournament: params.tournament ?? '',
      round: params.round,
      table: params.table,
    });
  }

  return function readable(error: BridgeError): BridgeError {
    if (error.kind !== 'rule') return error;
    if (error.code === 'player.merge-same-game')
      return { ...error, params: { ...error.params, game: gameLabel(error.params) } };
    if (error.code === 'player.merge-same-tournament')
      return {
        ...error,
        params: { ...error.params, tournament: error.params.tournament ?? error.params.tournamentId! },
      };
    return error;
  };
}
