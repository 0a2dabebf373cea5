import type { Ruleset } from '../ruleset.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { moderatorBody, type CopagModeratorBody } from './moderator-view.ts';
import { playerCard } from './player-view.ts';
import { prompts } from './prompts.ts';
import { publicBody, type CopagPublicView } from './public-view.ts';
import { deckFor, defaultOptions, MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import { simulator } from './simulate.ts';
import type { CopagOptions, GameCommand, GameEvent, GameState } from './types.ts';
import { validateSetup } from './validate-setup.ts';

export { commandOfStep } from './command-of-step.ts';
export { withRandomOutcomes } from './random-outcomes.ts';
export { operatorEvent } from './operator-event.ts';

/**
 * Copag's "Máfia" as a table companion (RULES.md §5): secret objectives, two open missions, characters
 * drawn onto them, cards placed and summed, mafiosi at 4 successes against police at 4 sabotages.
 */
export const copagMafia: Ruleset<GameState, GameEvent, GameCommand, CopagOptions, Omit<CopagPublicView, 'gameId'>, CopagModeratorBody> = {
  id: 'copag-mafia',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultOptions,
  validateSetup,
  deck: (state) => deckFor(state.players.length),
  initialState,
  decide,
  evolve,
  prompts,
  publicView: publicBody,
  moderatorView: moderatorBody,
  playerCard,
  simulator,
};
