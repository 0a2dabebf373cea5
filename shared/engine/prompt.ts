/** The timed moments of a game (the station's timer kinds, without "custom"). */
export type TimedKind = 'speech' | 'last-word' | 'defence' | 'agreement';

/** The timer a prompt calls for: the moment it is (its length is the moderator's setting) and the seat speaking, if one. */
export interface PromptTimer {
  kind: TimedKind;
  seat: number | null;
}

/**
 * One thing the moderator must do now: a message key, its parameters, the commands that answer it, and
 * the timer it calls for where it is a timed moment (RULES.md §4: a speech, a last word, a defence, the mafia's agreement).
 */
export interface Prompt {
  key: string;
  params: Record<string, string | number>;
  commands: string[];
  timer?: PromptTimer;
}
