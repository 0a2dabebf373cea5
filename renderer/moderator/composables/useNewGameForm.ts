import { computed, ref, watch } from 'vue';
import type { CreateGameRequest } from '../../../shared/contract/index.ts';
import { RULESETS, type PlayerGender, type RuleError, type RulesetId } from '../../../shared/engine/index.ts';
import { useRulesetOptions } from './useRulesetOptions.ts';

/** One row of the names list; the key keeps Vue's rows stable while they move. */
export interface NameRow {
  key: number;
  name: string;
  /** The gender the roster gives this player (written to the record); null: as the record has it (issue 12 §3). */
  gender?: PlayerGender | null;
}

/** The rulesets the form offers, in the order of the registry. */
export const RULESET_IDS = Object.keys(RULESETS) as RulesetId[];

/**
 * The new-game form for any ruleset: names in seat order, seating, and the ruleset's options drawn from
 * its create schema. Options follow the ruleset's preset for the table size until the moderator changes
 * them; the setup is checked live with the engine's own rules (the station checks it again).
 */
export function useNewGameForm(initial: RulesetId = 'davidoff-1987') {
  const rulesetId = ref<RulesetId>(initial);
  let nextKey = 1;
  const rows = ref<NameRow[]>([]);
  const randomSeating = ref(false);
  /**
   * The seats in play: empty rows after the last name (Enter on the last name adds one) are not counted, checked or
   * sent, down to the table's minimum (tryout 15); an empty row between names is still sent, and the station
   * refuses it at its seat.
   */
  const seated = computed(() => {
    const least = RULESETS[rulesetId.value].minPlayers;
    let last = rows.value.length;
    while (last > least && rows.value[last - 1]!.name.trim() === '') last--;
    return rows.value.slice(0, last);
  });
  const count = computed(() => seated.value.length);
  const optionsForm = useRulesetOptions(rulesetId, count);
  const { ruleset, edited, options } = optionsForm;
  rows.value = Array.from({ length: ruleset.value.minPlayers }, () => ({ key: nextKey++, name: '' }));

  // The rows shown, not the seats counted: an empty row at the end can be removed, and no row added past the table.
  const canAdd = computed(() => rows.value.length < ruleset.value.maxPlayers);
  const canRemove = computed(() => rows.value.length > ruleset.value.minPlayers);
  /** Whether the setup can be played: the engine's verdict on these options at this table (names aside). */
  const playability = computed<RuleError | null>(() => {
    const placeholders = seated.value.map((_, i) => `Seat ${i + 1}`);
    const checked = ruleset.value.validateSetup({
      rulesetId: rulesetId.value,
      players: placeholders,
      options: options.value,
    } as never);
    return checked.ok ? null : checked.error;
  });

  // Another ruleset starts from its own table limits (and its own preset: useRulesetOptions).
  watch(rulesetId, () => {
    while (rows.value.length < ruleset.value.minPlayers) rows.value.push({ key: nextKey++, name: '' });
    while (rows.value.length > ruleset.value.maxPlayers) rows.value.pop();
  });

  function add(): void {
    if (canAdd.value) rows.value.push({ key: nextKey++, name: '' });
  }
  function remove(index: number): void {
    if (canRemove.value) rows.value.splice(index, 1);
  }
  function move(index: number, to: number): void {
    if (to < 0 || to >= rows.value.length || to === index) return;
    const list = [...rows.value];
    const [row] = list.splice(index, 1);
    list.splice(to, 0, row!);
    rows.value = list;
  }
  /** Fills the names from a list (the same table again, or players picked from the archive). */
  function setNames(names: string[]): void {
    rows.value = names.map((name) => ({ key: nextKey++, name }));
  }

  /** The request as the station takes it: the changed options only; the station fills in the preset. */
  function request(): CreateGameRequest {
    return {
      rulesetId: rulesetId.value,
      players: seated.value.map((r) => r.name),
      // Only where the roster gives a gender: an unset seat reads the player's record at the station.
      ...(seated.value.some((r) => r.gender) ? { genders: seated.value.map((r) => r.gender ?? null) } : {}),
      options: { ...edited.value },
      randomSeating: randomSeating.value,
    } as CreateGameRequest;
  }

  return {
    ...optionsForm,
    rulesetId,
    rows,
    randomSeating,
    count,
    canAdd,
    canRemove,
    playability,
    add,
    remove,
    move,
    setNames,
    request,
  };
}
