import { ref } from 'vue';
import type { ModeratorRequestName, ModeratorRequestPayload, ModeratorRequestResults } from '../../../shared/contract/index.ts';
import type { BridgeError } from '../../common/bridge/index.ts';
import { useModeratorBridge } from '../../common/composables/useBridge.ts';

/**
 * One task's requests to the station, with its busy flag and its last refusal kept for the screen to
 * explain (next to the control that sent it). A page uses one per form, so errors stay where they belong.
 */
export function useRequest() {
  const bridge = useModeratorBridge();
  const busy = ref(false);
  const error = ref<BridgeError | null>(null);

  /** Sends one request; the value, or null after a refusal (kept in `error`). */
  async function run<N extends ModeratorRequestName>(name: N, payload: ModeratorRequestPayload<N>): Promise<ModeratorRequestResults[N] | null> {
    busy.value = true;
    try {
      const result = await bridge.request(name, payload);
      error.value = result.ok ? null : result.error;
      return result.ok ? result.value : null;
    } finally {
      busy.value = false;
    }
  }

  return { busy, error, run, clear: () => (error.value = null) };
}
