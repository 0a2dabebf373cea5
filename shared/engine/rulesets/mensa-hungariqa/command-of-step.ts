/** The command a recorded mensa-hungariqa step stands for (the archive logs events, not commands). */
import { readSteps, SHARED_STEPS } from '../step-table.ts';
import { hasSecondRound } from './setup.ts';
import type { Card, GameCommand, GameEvent, GameState } from './types.ts';

/** Every step of night 0 and the inspector's moves the night on (physical dealing's last one confirms the records). */
const nextStep = () => ({ type: 'next-step' as const });

/** The command that makes the rules decide exactly these events, read from the step's first event. */
export const commandOfStep = readSteps<GameState, GameEvent, GameCommand>({
  ...SHARED_STEPS,
  'roles-dealt': (first, state) => ({ type: 'deal', roles: cardsOf(state, first.roles, first.seconds) }),
  // Physical dealing: the deal draws no cards.
  'physical-deal-began': () => ({ type: 'deal', roles: [] }),
  'second-role-recorded': (first) => ({ type: 'record-second-role', seat: first.seat, second: first.second }),
  'intro-step-done': nextStep,
  'roles-confirmed': nextStep,
  'inspector-step-done': nextStep,
  // The last step of night 0 starts day 1, or ends a game that removals already decided.
  'day-began': (_first, state) => (state.phase === 'night-zero' ? nextStep() : null),
  'game-ended': (_first, state) => (state.phase === 'night-zero' ? nextStep() : null),
  accused: (first) => ({ type: 'accuse', accuser: first.accuser, accused: first.accused }),
  'support-counted': ({ yes, voters }) => ({ type: 'support-vote', yes, voters }),
  'last-word-given': () => ({ type: 'give-last-word' }),
  'execution-counted': ({ yes, voters }) => ({ type: 'execution-vote', yes, voters }),
  'night-fell': () => ({ type: 'end-day' }),
  'kamikaze-named': ({ kamikaze, victim }) =>
    victim === null ? null : { type: 'kamikaze-names', kamikaze, target: victim },
  'inspector-checked': (first) => ({ type: 'inspector-check', target: first.target }),
  'hand-raised': (first) => ({ type: 'hand', voter: first.voter }),
  'vogon-looked': () => ({ type: 'vogon-looks' }),
  'name-read': () => ({ type: 'next-name' }),
  'reading-ended': () => ({ type: 'next-name' }),
  'reading-restarted': () => ({ type: 'reread' }),
});

/** The station's deal as the cards it drew: the first round, then the second round where the setup has one. */
function cardsOf(state: GameState, roles: readonly Card[], seconds: readonly (string | null)[]): Card[] {
  if (!hasSecondRound(state.options)) return [...roles];
  return [
    ...roles,
    ...seconds.map((second): Card =>
      second === 'kamikaze' ? 'second:kamikaze' : second === 'lover' ? 'second:lover' : 'second:none',
    ),
  ];
}
