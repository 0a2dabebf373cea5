import { defineStore } from 'pinia';
import { ref, shallowRef, watch } from 'vue';
import type { LanInterfaceInfo, LanReveal, LanStatus } from '../../../shared/contract/index.ts';
import { LAN_STOPPED } from '../../../shared/contract/index.ts';
import type { BridgeError } from '../../common/bridge/index.ts';
import { useModeratorBridge } from '../../common/composables/useBridge.ts';

/**
 * The phones' LAN server as the moderator drives it: the station's pushed status (who has seen a card,
 * which seat the projector shows), the interfaces to choose from, and the requests that mint codes.
 */
export const useLanStore = defineStore('lan', () => {
  const bridge = useModeratorBridge();
  const status = shallowRef<LanStatus>(LAN_STOPPED);
  const interfaces = ref<LanInterfaceInfo[]>([]);
  const lastError = ref<BridgeError | null>(null);
  const busy = ref(false);
  /** The code shown on the moderator's own screen: kept only while shown, dropped when hidden. */
  const here = shallowRef<LanReveal | null>(null);

  bridge.onLanStatus((next) => (status.value = next));
  // A code is single-use: once the station says the seat holds no live code (scanned, revoked), the picture
  // of it on this screen is spent and comes down by itself (issue 12 §4).
  watch(status, (next) => {
    if (here.value && !next.codeSeats.includes(here.value.seat)) here.value = null;
  });

  /** Runs one request, keeping its refusal for the screen; returns the value or null. */
  async function run<T>(
    task: () => Promise<{ ok: true; value: T } | { ok: false; error: BridgeError }>,
  ): Promise<T | null> {
    busy.value = true;
    try {
      const result = await task();
      lastError.value = result.ok ? null : result.error;
      return result.ok ? result.value : null;
    } finally {
      busy.value = false;
    }
  }

  async function loadInterfaces(): Promise<void> {
    const found = await run(() => bridge.request('lan.interfaces', {}));
    if (found) interfaces.value = found;
  }

  async function start(host: string): Promise<void> {
    const next = await run(() => bridge.request('lan.start', { host }));
    if (next) status.value = next;
  }

  async function stop(): Promise<void> {
    here.value = null;
    const next = await run(() => bridge.request('lan.stop', {}));
    if (next) status.value = next;
  }

  /** Mints a fresh code for a seat and shows it here (a re-issue revokes the seat's previous code). */
  async function showHere(seat: number): Promise<void> {
    here.value = await run(() => bridge.request('lan.reveal', { seat }));
  }

  function hideHere(): void {
    here.value = null;
  }

  /** Mints a fresh code for a seat and puts its QR on the projector; null takes it down. */
  async function showOnProjector(seat: number | null): Promise<void> {
    await run(() => bridge.request('lan.show-on-projector', { seat }));
  }

  return {
    status,
    interfaces,
    lastError,
    busy,
    here,
    loadInterfaces,
    start,
    stop,
    showHere,
    hideHere,
    showOnProjector,
  };
});
