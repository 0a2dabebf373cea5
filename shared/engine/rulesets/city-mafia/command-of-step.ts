/** The command a recorded city-mafia step stands for (the archive logs events, not commands). */
import { readSteps, SHARED_STEPS } from '../step-table.ts';
import { nightCommand } from './night-rules.ts';
import { technicalDefeatInStep } from './technical-defeat.ts';
import type { GameCommand, GameEvent, GameState } from './types.ts';

/** Only the end of a speech moves the day on by itself (the next speaker, the discussion, the vote, night fall). */
const endSpeech = () => ({ type: 'end-speech' as const });

/** The command that makes the rules decide exactly these events, read from the step's first event. */
export const commandOfStep = readSteps<GameState, GameEvent, GameCommand>({
  ...SHARED_STEPS,
  'introductions-began': () => ({ type: 'start-introductions' }),
  introduced: () => ({ type: 'introduced' }),
  'floor-given': endSpeech,
  'discussion-began': endSpeech,
  'voting-began': endSpeech,
  'no-vote': endSpeech,
  'night-fell': endSpeech,
  nominated: (first) => ({ type: 'nominate', by: first.by, nominee: first.nominee }),
  'vote-recorded': (first) => ({ type: 'vote', voters: first.voters }),
  'night-action': (first) => nightCommand(first.step, first.target),
  'step-ended': () => ({ type: 'end-step' }),
  'player-left': ({ seat, cause, reason, note }) =>
    cause === 'removed' && reason !== null ? { type: 'remove', seat, reason, note } : null,
  // The rules end a game only after the step that decides it; a step that is its end alone is a technical defeat.
  'game-ended': (_first, _state, events) => {
    const team = technicalDefeatInStep(events);
    return team === null ? null : { type: 'technical-defeat', team };
  },
});
