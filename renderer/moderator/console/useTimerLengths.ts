import { ref, watch, type Ref } from 'vue';
import { DEFAULT_TIMER_LENGTHS, isTimerLength, type TimerLengths } from './timer-plan.ts';

const STORAGE_KEY = 'mafia-station.timer-lengths';
const cache = new Map<string, Ref<TimerLengths>>();

function load(rulesetId: string): TimerLengths {
  try {
    const all = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '{}') as Record<
      string,
      Partial<TimerLengths>
    >;
    const mine = all[rulesetId] ?? {};
    const out = { ...DEFAULT_TIMER_LENGTHS };
    for (const key of Object.keys(out) as (keyof TimerLengths)[]) {
      const value = mine[key];
      if (isTimerLength(value)) out[key] = value;
    }
    return out;
  } catch {
    return { ...DEFAULT_TIMER_LENGTHS };
  }
}

/** The timer lengths of a ruleset as this club uses them: the rulebook's, adjusted and remembered on this machine. */
export function useTimerLengths(rulesetId: string): Ref<TimerLengths> {
  let lengths = cache.get(rulesetId);
  if (lengths) return lengths;
  lengths = ref(load(rulesetId));
  cache.set(rulesetId, lengths);
  watch(
    lengths,
    (next) => {
      try {
        const all = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '{}') as Record<string, TimerLengths>;
        all[rulesetId] = next;
        globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(all));
      } catch {
        // Kept for this session only.
      }
    },
    { deep: true },
  );
  return lengths;
}
