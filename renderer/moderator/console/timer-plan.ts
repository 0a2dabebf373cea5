import type { Prompt, TimedKind } from '../../../shared/engine/index.ts';

export type { TimedKind };

/** Seconds for each timed moment. */
export type TimerLengths = Record<TimedKind, number>;

/** RULES.md §4 gives the club lengths: a speech 1 min, a last word 30 s, a defence 30 s, the mafia's agreement 1 min. */
export const DEFAULT_TIMER_LENGTHS: TimerLengths = { speech: 60, 'last-word': 30, defence: 30, agreement: 60 };

/** The lengths a club may set for a timer, in whole seconds. */
export const TIMER_LENGTH_BOUNDS = { min: 5, max: 600 } as const;

/** Whether `value` is a timer length a club may set: whole seconds within TIMER_LENGTH_BOUNDS. */
export function isTimerLength(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= TIMER_LENGTH_BOUNDS.min &&
    value <= TIMER_LENGTH_BOUNDS.max
  );
}

/** The timer the current step calls for, if any (the engine's prompt says which): its kind, the seat speaking, and its length. */
export function suggestedTimer(
  prompts: readonly Prompt[],
  lengths: TimerLengths,
): { kind: TimedKind; seat: number | null; seconds: number } | null {
  const timer = prompts.find((prompt) => prompt.timer)?.timer;
  if (!timer) return null;
  // The moderator's own length wins over the ruleset's: he adjusts them for his club.
  return { kind: timer.kind, seat: timer.seat, seconds: lengths[timer.kind] };
}

/** m:ss of a time in milliseconds, rounded up so that "0:00" means time is up. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** What Space (and the timer's button) does now: pause a running count, resume a paused one, else start one. */
export type TimerAction = 'pause' | 'resume' | 'start';

/**
 * The timer's next action, from the station's state and the time left: a timer at 0:00 starts a new one (the
 * step's, or a speech), so its button says "Start", not "Pause", though the station may still call it running.
 */
export function timerAction(state: { running: boolean; remainingMs: number } | null, remainingMs: number): TimerAction {
  if (!state || state.remainingMs <= 0 || remainingMs <= 0) return 'start';
  return state.running ? 'pause' : 'resume';
}
