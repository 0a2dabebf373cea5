import type { StationResult, TimerKind, TimerState } from '../../shared/contract/index.ts';
import { TIMER_MAX_SECONDS } from '../../shared/contract/index.ts';

/** A monotonic clock in milliseconds (performance.now in the station; tests pass a fake). */
export type MonotonicClock = () => number;

/** The station's one shared timer: started, paused, resumed, changed and cleared by the moderator. */
export interface StationTimer {
  start(kind: TimerKind, seat: number | null, seconds: number): StationResult<TimerState>;
  pause(): StationResult<TimerState>;
  resume(): StationResult<TimerState>;
  add(seconds: number): StationResult<TimerState>;
  clear(): StationResult<null>;
  /** The timer as of now (remaining time computed at this moment), or null when none is set. */
  current(): TimerState | null;
  /** Grows with every change, a clear included, so a window can drop a stale push. */
  revision(): number;
  /** Subscribes to every change; returns the unsubscribe. */
  onChange(listener: (timer: TimerState | null, revision: number) => void): () => void;
}

/** The timer as kept: the remaining time at the last change (`markMs`), and whether it runs since. */
interface Kept {
  kind: TimerKind;
  seat: number | null;
  totalMs: number;
  remainingAtMark: number;
  markMs: number;
  /** The moderator's intent: a running timer that reached zero stays "running" at zero, so +10 s goes on. */
  running: boolean;
}

const MAX_MS = TIMER_MAX_SECONDS * 1000;

function refuse<T>(code: string): StationResult<T> {
  return { ok: false, error: { kind: 'rule', code, params: {} } };
}

/**
 * Creates the shared timer. It keeps no schedule of its own: a running timer's remaining time is worked
 * out from the clock when asked, and each window counts down locally from the pushed value.
 */
export function createStationTimer(now: MonotonicClock): StationTimer {
  const listeners = new Set<(timer: TimerState | null, revision: number) => void>();
  let kept: Kept | null = null;
  let revision = 0;

  function remaining(timer: Kept, at: number): number {
    return timer.running ? Math.max(0, timer.remainingAtMark - (at - timer.markMs)) : timer.remainingAtMark;
  }

  function snapshot(at: number): TimerState | null {
    if (!kept) return null;
    const left = remaining(kept, at);
    return {
      kind: kept.kind,
      seat: kept.seat,
      totalMs: kept.totalMs,
      remainingMs: left,
      running: kept.running && left > 0,
      revision,
    };
  }

  /** Records a change and tells every window; returns the new state as of this moment. */
  function changed(next: Kept | null, at: number): TimerState | null {
    kept = next;
    revision++;
    const state = snapshot(at);
    for (const listener of listeners) listener(state, revision);
    return state;
  }

  function withTimer(change: (timer: Kept, at: number) => Kept | StationResult<TimerState>): StationResult<TimerState> {
    if (!kept) return refuse('timer.none');
    const at = now();
    const next = change(kept, at);
    if ('ok' in next) return next;
    return { ok: true, value: changed(next, at)! };
  }

  return {
    start(kind, seat, seconds) {
      const at = now();
      const totalMs = Math.min(seconds * 1000, MAX_MS);
      return {
        ok: true,
        value: changed({ kind, seat, totalMs, remainingAtMark: totalMs, markMs: at, running: true }, at)!,
      };
    },
    pause: () =>
      withTimer((timer, at) => ({ ...timer, remainingAtMark: remaining(timer, at), markMs: at, running: false })),
    resume: () =>
      withTimer((timer, at) => {
        const left = remaining(timer, at);
        if (left === 0) return refuse('timer.finished');
        return { ...timer, remainingAtMark: left, markMs: at, running: true };
      }),
    add: (seconds) =>
      withTimer((timer, at) => {
        const left = Math.min(MAX_MS, Math.max(0, remaining(timer, at) + seconds * 1000));
        // The dial's full length grows with the time added, so the remaining part never exceeds it.
        return { ...timer, totalMs: Math.max(timer.totalMs, left), remainingAtMark: left, markMs: at };
      }),
    clear() {
      if (kept) changed(null, now());
      return { ok: true, value: null };
    },
    current: () => snapshot(now()),
    revision: () => revision,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
