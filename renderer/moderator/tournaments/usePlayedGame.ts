import { computed, ref, type ComputedRef, type Ref } from 'vue';
import type { TournamentDetail } from '../../../shared/contract/index.ts';

type Table = TournamentDetail['seating'][number];

/**
 * The game a tournament form is about (best move, verdicts): its id as chosen in TournamentForm's game
 * select, the tables whose game was played (the select's options), and the chosen game's table.
 */
export function usePlayedGame(detail: () => TournamentDetail): {
  gameId: Ref<string>;
  played: ComputedRef<Table[]>;
  table: ComputedRef<Table | null>;
} {
  const gameId = ref('');
  const played = computed(() => detail().seating.filter((table) => table.gameId !== null));
  const table = computed(() => played.value.find((tb) => tb.gameId === gameId.value) ?? null);
  return { gameId, played, table };
}
