import type { Ruleset } from '../ruleset.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { moderatorBody, type Davidoff1987ModeratorBody } from './moderator-view.ts';
import { playerCard } from './player-view.ts';
import { prompts } from './prompts.ts';
import { publicBody, type PublicView } from './public-view.ts';
import { simulator } from './simulate.ts';
import { deckFor, defaultOptions, MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import type { Davidoff1987Options, GameCommand, GameEvent, GameState } from './types.ts';
import { validateSetup } from './validate-setup.ts';

/** The original 1987 Mafia (RULES.md §1). */
export const davidoff1987: Ruleset<GameState, GameEvent, GameCommand, Davidoff1987Options, Omit<PublicView, 'gameId'>, Davidoff1987ModeratorBody> = {
  id: 'davidoff-1987',
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
