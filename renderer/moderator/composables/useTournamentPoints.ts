import { ref, toValue, watch, type MaybeRefOrGetter, type Ref } from 'vue';
import type { TournamentGamePoints } from '../../../shared/contract/index.ts';
import { useModeratorBridge } from '../../common/composables/useBridge.ts';

/**
 * A finished tournament game's points by the tournament's scoring, as the station's standings count them
 * (issue 12 §3), or null for a club game, a game not over, or no answer: then only the ruleset's own
 * score shows, labelled as such, never a number of unknown scoring. `gameId` is null until the game is over.
 */
export function useTournamentPoints(gameId: MaybeRefOrGetter<string | null>): Ref<TournamentGamePoints | null> {
  const bridge = useModeratorBridge();
  const points = ref<TournamentGamePoints | null>(null);
  watch(
    () => toValue(gameId),
    async (id) => {
      points.value = null;
      if (!id) return;
      const answer = await bridge.request('game.tournament-points', { gameId: id });
      if (answer.ok && toValue(gameId) === id) points.value = answer.value;
    },
    { immediate: true },
  );
  return points;
}
