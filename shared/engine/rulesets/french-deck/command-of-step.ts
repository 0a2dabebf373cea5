/** The command a recorded french-deck step stands for (the archive logs events, not commands). */
import { readSteps, SHARED_STEPS } from '../step-table.ts';
import type { GameCommand, GameEvent, GameState } from './types.ts';

/** The command that makes the rules decide exactly these events, read from the step's first event. */
export const commandOfStep = readSteps<GameState, GameEvent, GameCommand>({
  ...SHARED_STEPS,
  'victim-chosen': (first) => ({ type: 'mafia-kill', target: first.seat }),
  'angel-checked': (first) => ({ type: 'angel-check', target: first.check?.target ?? null }),
  'night-ended': () => ({ type: 'end-night' }),
  'vote-called': () => ({ type: 'call-vote' }),
  'vote-resolved': ({ guilty, voters }) => ({ type: 'resolve-vote', guilty, voters }),
  // RULES.md §2: a day that ends with no execution ends because nobody accuses any more.
  'night-fell': () => ({ type: 'no-more-accusations' }),
});
