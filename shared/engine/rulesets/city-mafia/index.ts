import type { Ruleset } from '../ruleset.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { moderatorBody, type CityMafiaModeratorBody } from './moderator-view.ts';
import { playerCard } from './player-view.ts';
import { prompts } from './prompts.ts';
import { publicBody, type CityMafiaPublicView } from './public-view.ts';
import { deckFor, defaultOptions, MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import { simulator } from './simulate.ts';
import type { CityMafiaOptions, GameCommand, GameEvent, GameState } from './types.ts';
import { validateSetup } from './validate-setup.ts';

/** "Городская мафия", the city rules: red, black and the maniac (RULES.md §4, rulebook 001). */
export const cityMafia: Ruleset<GameState, GameEvent, GameCommand, CityMafiaOptions, Omit<CityMafiaPublicView, 'gameId'>, CityMafiaModeratorBody> = {
  id: 'city-mafia',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultOptions,
  validateSetup,
  // Physical dealing deals no cards from the station: the moderator records them at the introductions.
  deck: (state) => (state.options.dealing === 'station' ? deckFor(state.options) : []),
  initialState,
  decide,
  evolve,
  prompts,
  publicView: publicBody,
  moderatorView: moderatorBody,
  playerCard,
  simulator,
};
