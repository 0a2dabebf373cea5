import type { Prompt } from '../../../shared/engine/index.ts';

/** The timed moments of a game (the station's timer kinds, without "custom"). */
export type TimedKind = 'speech' | 'last-word' | 'defence' | 'agreement';

/** Seconds for each timed moment. */
export type TimerLengths = Record<TimedKind, number>;

/** RULES.md §4 gives the club lengths: a speech 1 min, a last word 30 s, a defence 30 s, the mafia's agreement 1 min. */
export const DEFAULT_TIMER_LENGTHS: TimerLengths = { speech: 60, 'last-word': 30, defence: 30, agreement: 60 };

/** Which prompt keys (their last part) are which timed moment, across the rulesets. */
const KIND_OF_PROMPT: Record<string, TimedKind> = {
  speech: 'speech',
  debate: 'speech',
  'last-word': 'last-word',
  defence: 'defence',
  mafia: 'agreement',
};

/** The timer the current step calls for, if any: its kind, the seat speaking, and its length. */
export function suggestedTimer(prompts: readonly Prompt[], lengths: TimerLengths): { kind: TimedKind; seat: number | null; seconds: number } | null {
  for (const prompt of prompts) {
    const last = prompt.key.split('.').at(-1) ?? '';
    const kind = KIND_OF_PROMPT[last];
    // The mafia's agreement is timed only in the night's mafia step, not at the introductions.
    if (!kind || (kind === 'agreement' && !prompt.key.includes('.night.'))) continue;
    if (prompt.params.wait === 1 || prompt.params.silenced === 1) continue;
    const seat = typeof prompt.params.seat === 'number' ? prompt.params.seat : null;
    // The moderator's own length wins over the ruleset's: he adjusts them for his club.
    return { kind, seat: kind === 'agreement' ? null : seat, seconds: lengths[kind] };
  }
  return null;
}

/** m:ss of a time in milliseconds, rounded up so that "0:00" means time is up. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
