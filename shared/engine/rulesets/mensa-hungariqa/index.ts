import { MensaHungariqaCommandSchema, MensaHungariqaCreateSchema } from '../../../contract/rulesets/mensa-hungariqa.ts';
import { mensaHungariqaProtocol } from '../../../print/describe/mensa-hungariqa.ts';
import { mensaHungariqaModel } from '../../../projector/mensa-hungariqa.ts';
import { everyMember, type Ruleset } from '../ruleset.ts';
import { commandOfStep } from './command-of-step.ts';
import { EVENT_TYPES } from './event-types.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { moderatorBody, type MensaHungariqaModeratorBody } from './moderator-view.ts';
import { playerCard } from './player-view.ts';
import { prompts } from './prompts.ts';
import { publicBody, type PublicView } from './public-view.ts';
import { deckFor, defaultOptions, MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import { simulator } from './simulate.ts';
import type { GameCommand, GameEvent, GameState, MensaHungariqaOptions, Team } from './types.ts';
import { validateSetup } from './validate-setup.ts';

/** The sides that can win (RULES.md). */
const TEAMS = everyMember<Team>()(['citizens', 'mafia']);

/** The Mensa HungarIQa club rules with their optional extra roles (RULES.md §3, rulebook 000). */
export const mensaHungariqa = {
  id: 'mensa-hungariqa',
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
  schemas: { command: MensaHungariqaCommandSchema, create: MensaHungariqaCreateSchema },
  protocol: mensaHungariqaProtocol,
  projector: mensaHungariqaModel,
} satisfies Ruleset<
  GameState,
  GameEvent,
  GameCommand,
  MensaHungariqaOptions,
  Omit<PublicView, 'gameId'>,
  MensaHungariqaModeratorBody
>;
