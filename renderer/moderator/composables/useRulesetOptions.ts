import { computed, ref, watch, type Ref } from 'vue';
import { optionFields } from '../../../shared/contract/index.ts';
import { rulesetFor, type RulesetId } from '../../../shared/engine/index.ts';

type Options = Record<string, unknown>;

/**
 * A ruleset's options as a form edits them (a new game, a new tournament): each follows the ruleset's preset
 * for `players` at the table until the moderator changes it; another ruleset starts again from its preset.
 */
export function useRulesetOptions(rulesetId: Ref<RulesetId>, players: Ref<number>) {
  const ruleset = computed(() => rulesetFor(rulesetId.value)!);
  /** The options the moderator changed; the others follow the preset. */
  const edited = ref<Options>({});
  const fields = computed(() => optionFields(rulesetId.value));
  const preset = computed(() => ruleset.value.defaultOptions(players.value) as Options);
  const options = computed<Options>(() => ({ ...preset.value, ...edited.value }));
  watch(rulesetId, () => (edited.value = {}));

  function setOption(name: string, value: unknown): void {
    edited.value = { ...edited.value, [name]: value };
  }
  /** Changes one member of a group of counts (a role count): the group is then given whole. */
  function setCount(group: string, member: string, value: number): void {
    const current = (options.value[group] ?? {}) as Record<string, number>;
    setOption(group, { ...current, [member]: value });
  }
  function resetOption(name: string): void {
    const { [name]: _dropped, ...rest } = edited.value;
    edited.value = rest;
  }

  return { ruleset, edited, fields, preset, options, setOption, setCount, resetOption };
}
