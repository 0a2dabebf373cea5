import { computed, ref, shallowReactive } from 'vue';
import type {
  ModeratorRequestName,
  ModeratorRequestPayload,
  ModeratorRequestResults,
} from '../../../shared/contract/index.ts';
import type { BridgeError } from '../../common/bridge/index.ts';
import { useModeratorBridge } from '../../common/composables/useBridge.ts';

/**
 * One task's requests to the station, with its busy flag and its refusals kept for the screen to
 * explain (next to the control that sent it). A page uses one per form, so errors stay where they belong.
 * Each request name keeps its own outcome: calls sent side by side (a page's reload) do not clear each
 * other's refusals; a refusal goes when the same request is answered again, or on `clear()`.
 */
export function useRequest() {
  const bridge = useModeratorBridge();
  const inFlight = ref(0);
  // Per request name: the latest call sent (its number) and its refusal, if it was refused.
  const latest = new Map<string, number>();
  const refusals = shallowReactive(new Map<string, BridgeError>());
  let calls = 0;

  /** Sends one request; the value, or null after a refusal (kept in `error`). */
  async function run<N extends ModeratorRequestName>(
    name: N,
    payload: ModeratorRequestPayload<N>,
  ): Promise<ModeratorRequestResults[N] | null> {
    const call = ++calls;
    latest.set(name, call);
    inFlight.value++;
    try {
      const result = await bridge.request(name, payload);
      // An older call of the same request answering late does not overwrite the newer one's outcome.
      if (latest.get(name) === call) {
        if (result.ok) refusals.delete(name);
        else {
          // Re-inserted, so that the refusal shown is the one that came last.
          refusals.delete(name);
          refusals.set(name, result.error);
        }
      }
      return result.ok ? result.value : null;
    } finally {
      inFlight.value--;
    }
  }

  /** True while any of this task's calls waits for its answer. */
  const busy = computed(() => inFlight.value > 0);
  /** The latest refusal still standing (the most recently refused request's), or null. */
  const error = computed<BridgeError | null>(() => [...refusals.values()].at(-1) ?? null);

  return { busy, error, run, clear: () => refusals.clear() };
}
