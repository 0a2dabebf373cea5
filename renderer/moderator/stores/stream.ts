import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { StreamStatus } from '../../../shared/contract/index.ts';
import type { ViewerDelay } from '../../../shared/engine/index.ts';
import type { BridgeError } from '../../common/bridge/index.ts';
import { useModeratorBridge } from '../../common/composables/useBridge.ts';

/**
 * The stream overlays as the operator drives them (issue 17): the two links, the viewer feed's delay and
 * the pause. Read again whenever the phones' server changes (the links live on it) and after each change.
 */
export const useStreamStore = defineStore('stream', () => {
  const bridge = useModeratorBridge();
  const status = shallowRef<StreamStatus | null>(null);
  const lastError = ref<BridgeError | null>(null);

  async function run(
    task: () => Promise<{ ok: true; value: StreamStatus } | { ok: false; error: BridgeError }>,
  ): Promise<void> {
    const result = await task();
    lastError.value = result.ok ? null : result.error;
    if (result.ok) status.value = result.value;
  }

  const refresh = (): Promise<void> => run(() => bridge.request('stream.status', {}));
  bridge.onLanStatus(() => void refresh());

  return {
    status,
    lastError,
    refresh,
    setDelay: (delay: ViewerDelay) => run(() => bridge.request('stream.delay', { delay })),
    pause: (on: boolean) => run(() => bridge.request('stream.pause', { on })),
    newViewerKey: () => run(() => bridge.request('stream.new-viewer-key', {})),
  };
});
