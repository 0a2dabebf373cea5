import { FrenchDeckCommandSchema, FrenchDeckCreateSchema } from '../../../contract/rulesets/french-deck.ts';
import { frenchDeckProtocol } from '../../../print/describe/french-deck.ts';
import { frenchDeckModel } from '../../../projector/french-deck.ts';
import { everyMember, type Ruleset } from '../ruleset.ts';
import { cardsFor } from './cards.ts';
import { commandOfStep } from './command-of-step.ts';
import { EVENT_TYPES } from './event-types.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { moderatorBody, type FrenchDeckModeratorBody } from './moderator-view.ts';
import { playerCard } from './player-view.ts';
import { prompts } from './prompts.ts';
import { publicBody, type FrenchDeckPublicView } from './public-view.ts';
import { deckFor, defaultOptions, MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import { simulator } from './simulate.ts';
import type { FrenchDeckOptions, GameCommand, GameEvent, GameState, Team } from './types.ts';
import { validateSetup } from './validate-setup.ts';

/** The sides that can win (RULES.md). */
const TEAMS = everyMember<Team>()(['villagers', 'mafia']);

/** Mafia played with a 32-card deck: mafia, a guardian angel / detective, villagers; night first (RULES.md §2). */
export const frenchDeck = {
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
  teams: TEAMS,
  winners: [...TEAMS],
  eventTypes: EVENT_TYPES,
  commandOfStep,
  schemas: { command: FrenchDeckCommandSchema, create: FrenchDeckCreateSchema },
  protocol: frenchDeckProtocol,
  // RULES.md §2: the roles are played with ordinary cards; the sheet says which to take out of the deck.
  playingCards: (players, options) => cardsFor(players, options).map(({ rank, suit, role }) => ({ rank, suit, role })),
  projector: frenchDeckModel,
} satisfies Ruleset<
  GameState,
  GameEvent,
  GameCommand,
  FrenchDeckOptions,
  Omit<FrenchDeckPublicView, 'gameId'>,
  FrenchDeckModeratorBody
>;
