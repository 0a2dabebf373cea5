/** The command a recorded davidoff-1987 step stands for (the archive logs events, not commands). */
import { readSteps, SHARED_STEPS } from '../step-table.ts';
import type { GameCommand, GameEvent, GameState } from './types.ts';

/**
 * The command that makes the rules decide exactly these events, read from the step's first event. Null
 * when no command starts with that event (a consequence such as an elimination, nightfall or the end).
 */
export const commandOfStep = readSteps<GameState, GameEvent, GameCommand>({
  ...SHARED_STEPS,
  'mafia-recorded': (first) => ({ type: 'record-mafia', seats: first.seats }),
  'sunrise-ended': () => ({ type: 'end-sunrise' }),
  'night-proposed': (first) => ({ type: 'propose-night', proposer: first.proposer }),
  'vote-resolved': ({ yes, no, voters }) => ({ type: 'resolve-vote', yes, no, voters }),
  'vote-cancelled': () => ({ type: 'cancel-vote' }),
  'night-note-recorded': (first) => ({ type: 'night-note', seat: first.seat, target: first.target }),
  'night-resolved': () => ({ type: 'resolve-night' }),
});
