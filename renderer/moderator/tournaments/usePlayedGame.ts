import { computed, ref, watch, type ComputedRef, type Ref } from 'vue';
import type { TournamentDetail } from '../../../shared/contract/index.ts';
import { gameEntry, type GivenEntry } from './given-entry.ts';

type Table = TournamentDetail['seating'][number];

/**
 * The game a tournament form gives one entry for (best move, verdicts): its id as chosen in TournamentForm's
 * game select, the tables whose game was played (the select's options), the chosen game's table, and the
 * entries given so far as TournamentForm lists them (`describe` words one). Choosing a game calls `start`
 * with the game's entry, if it has one: the form starts from it, to correct it.
 */
export function usePlayedGame<E extends { gameId: string }>(
  detail: () => TournamentDetail,
  entries: (detail: TournamentDetail) => readonly E[],
  form: { describe: (entry: E) => string; start: (entry: E | undefined, gameId: string) => void },
): {
  gameId: Ref<string>;
  played: ComputedRef<Table[]>;
  table: ComputedRef<Table | null>;
  given: ComputedRef<GivenEntry[]>;
} {
  const gameId = ref('');
  const played = computed(() => detail().seating.filter((table) => table.gameId !== null));
  const table = computed(() => played.value.find((tb) => tb.gameId === gameId.value) ?? null);
  const given = computed(() => entries(detail()).map((entry) => gameEntry(entry.gameId, form.describe(entry))));
  watch(gameId, (id) =>
    form.start(
      entries(detail()).find((entry) => entry.gameId === id),
      id,
    ),
  );
  return { gameId, played, table, given };
}
