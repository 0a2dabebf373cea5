import type { Ruleset } from '../ruleset.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { moderatorBody, type FrenchDeckModeratorBody } from './moderator-view.ts';
import { playerCard } from './player-view.ts';
import { prompts } from './prompts.ts';
import { publicBody, type FrenchDeckPublicView } from './public-view.ts';
import { deckFor, defaultOptions, MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import { simulator } from './simulate.ts';
import type { FrenchDeckOptions, GameCommand, GameEvent, GameState } from './types.ts';
import { validateSetup } from './validate-setup.ts';

/** The cards to take out of a 32-card deck for a table (RULES.md §2). */
export { cardsFor } from './cards.ts';

/** Mafia played with a 32-card deck: mafia, a guardian angel / detective, villagers; night first (RULES.md §2). */
export const frenchDeck: Ruleset<GameState, GameEvent, GameCommand, FrenchDeckOptions, Omit<FrenchDeckPublicView, 'gameId'>, FrenchDeckModeratorBody> = {
  id: 'french-deck',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultOptions,
  validateSetup,
  deck: (state) => deckFor(state.players.length, state.options),
  initialState,
  decide,
  evolve,
  prompts,
  publicView: publicBody,
  moderatorView: moderatorBody,
  playerCard,
  simulator,
};
