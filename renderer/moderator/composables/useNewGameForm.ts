import { computed, reactive, ref, watch } from 'vue';
import type { CreateGameRequest } from '../../../shared/contract/index.ts';
import { rulesetFor, type MajorityBasis } from '../../../shared/engine/index.ts';

/** One row of the names list; the key keeps Vue's rows stable while they move. */
export interface NameRow {
  key: number;
  name: string;
}

/**
 * The new-game form: names in seat order, seating, and options. The limits and the mafia preset come
 * from the engine's ruleset (RULES.md §1: 6–16 players; 6–7 → 2, 8–10 → 3, 11–13 → 4, 14–16 → 5).
 */
export function useNewGameForm(rulesetId: 'davidoff-1987' = 'davidoff-1987') {
  const ruleset = rulesetFor(rulesetId)!;
  let nextKey = 1;
  const rows = ref<NameRow[]>(Array.from({ length: ruleset.minPlayers }, () => ({ key: nextKey++, name: '' })));
  const randomSeating = ref(false);
  const options = reactive({ mafiaCount: ruleset.defaultOptions(ruleset.minPlayers).mafiaCount, majorityBasis: 'entitled' as MajorityBasis });
  /** Whether the moderator changed the mafia count by hand; until then it follows the preset. */
  const mafiaEdited = ref(false);

  const count = computed(() => rows.value.length);
  const preset = computed(() => ruleset.defaultOptions(count.value).mafiaCount);
  const canAdd = computed(() => count.value < ruleset.maxPlayers);
  const canRemove = computed(() => count.value > ruleset.minPlayers);

  watch(preset, (value) => {
    if (!mafiaEdited.value) options.mafiaCount = value;
  });

  function add(): void {
    if (canAdd.value) rows.value.push({ key: nextKey++, name: '' });
  }
  function remove(index: number): void {
    if (canRemove.value) rows.value.splice(index, 1);
  }
  function move(index: number, by: -1 | 1): void {
    const to = index + by;
    if (to < 0 || to >= rows.value.length) return;
    const list = [...rows.value];
    [list[index], list[to]] = [list[to]!, list[index]!];
    rows.value = list;
  }
  function setMafiaCount(value: number): void {
    mafiaEdited.value = true;
    options.mafiaCount = value;
  }
  function resetMafiaCount(): void {
    mafiaEdited.value = false;
    options.mafiaCount = preset.value;
  }

  /** The request as the station takes it; the station cleans and checks the names. */
  function request(): CreateGameRequest {
    return {
      rulesetId,
      players: rows.value.map((r) => r.name),
      options: { mafiaCount: options.mafiaCount, majorityBasis: options.majorityBasis },
      randomSeating: randomSeating.value,
    };
  }

  return { ruleset, rows, randomSeating, options, mafiaEdited, count, preset, canAdd, canRemove, add, remove, move, setMafiaCount, resetMafiaCount, request };
}
