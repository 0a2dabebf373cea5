import { onScopeDispose, readonly, shallowRef, type DeepReadonly, type Ref } from 'vue';
import type { TimerKind, TimerState } from '../../../shared/contract/index.ts';
import type { BridgeResult } from '../../common/bridge/index.ts';
import { useModeratorBridge } from '../../common/composables/useBridge.ts';
import { useTimerCountdown } from '../../common/composables/useTimerCountdown.ts';
import { newerTimer, type ReceivedTimer } from '../../common/timer/received-timer.ts';

/** The shared timer as the moderator console drives it: the station's state, the local countdown, the requests. */
export interface StationTimerControls {
  /** The timer as the station last pushed it (null when none is set). */
  state: Readonly<Ref<DeepReadonly<TimerState> | null>>;
  /** The time left now, counted down locally from the last push (0 with no timer). */
  remainingMs: Readonly<Ref<number>>;
  start(kind: TimerKind, seat: number | null, seconds: number): Promise<BridgeResult<TimerState>>;
  pause(): Promise<BridgeResult<TimerState>>;
  resume(): Promise<BridgeResult<TimerState>>;
  /** Adds seconds (negative to take time off), e.g. add(10). */
  add(seconds: number): Promise<BridgeResult<TimerState>>;
  clear(): Promise<BridgeResult<null>>;
}

/**
 * The station's one shared timer for the moderator window. The station holds it; this follows its pushes
 * (the projector shows the same timer) and sends the moderator's requests. Refusals come back as results.
 */
export function useStationTimer(): StationTimerControls {
  const bridge = useModeratorBridge();
  const received = shallowRef<ReceivedTimer | null>(null);
  const state = shallowRef<TimerState | null>(null);
  const stop = bridge.onTimer((next) => {
    received.value = newerTimer(received.value, next);
    state.value = received.value.timer;
  });
  onScopeDispose(stop);
  const remainingMs = useTimerCountdown(received);
  return {
    state: readonly(state),
    remainingMs,
    start: (kind, seat, seconds) => bridge.request('timer.start', { kind, seat, seconds }),
    pause: () => bridge.request('timer.pause', {}),
    resume: () => bridge.request('timer.resume', {}),
    add: (seconds) => bridge.request('timer.add', { seconds }),
    clear: () => bridge.request('timer.clear', {}),
  };
}
