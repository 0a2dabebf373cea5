import { CityMafiaCommandSchema, CityMafiaCreateSchema } from '../../../contract/rulesets/city-mafia.ts';
import { cityMafiaProtocol } from '../../../print/describe/city-mafia.ts';
import { cityMafiaModel } from '../../../projector/city-mafia.ts';
import { everyMember, type Ruleset } from '../ruleset.ts';
import { commandOfStep } from './command-of-step.ts';
import { EVENT_TYPES } from './event-types.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { moderatorBody, type CityMafiaModeratorBody } from './moderator-view.ts';
import { playerCard } from './player-view.ts';
import { prompts } from './prompts.ts';
import { publicBody, type CityMafiaPublicView } from './public-view.ts';
import { deckFor, defaultOptions, fitOptions, MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import { simulator } from './simulate.ts';
import { viewerBody } from './viewer-view.ts';
import type { CityMafiaOptions, GameCommand, GameEvent, GameState, Team } from './types.ts';
import { validateSetup } from './validate-setup.ts';

/** The sides that can win (RULES.md). */
const TEAMS = everyMember<Team>()(['red', 'black', 'maniac']);

/** "Городская мафия", the city rules: red, black and the maniac (RULES.md §4, rulebook 001). */
export const cityMafia = {
  id: 'city-mafia',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultOptions,
  fitOptions,
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
  viewerView: viewerBody,
  simulator,
  teams: TEAMS,
  winners: [...TEAMS, 'draw'],
  eventTypes: EVENT_TYPES,
  commandOfStep,
  schemas: { command: CityMafiaCommandSchema, create: CityMafiaCreateSchema },
  protocol: cityMafiaProtocol,
  projector: cityMafiaModel,
} satisfies Ruleset<
  GameState,
  GameEvent,
  GameCommand,
  CityMafiaOptions,
  Omit<CityMafiaPublicView, 'gameId'>,
  CityMafiaModeratorBody
>;
