import { copagMafiaProtocol } from '../../../print/describe/copag-mafia.ts';
import { copagMafiaModel } from '../../../projector/copag-mafia.ts';
import { everyMember, type Ruleset } from '../ruleset.ts';
import { commandOfStep } from './command-of-step.ts';
import { EVENT_TYPES } from './event-types.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { moderatorBody, type CopagModeratorBody } from './moderator-view.ts';
import { operatorEvent } from './operator-event.ts';
import { playerCard } from './player-view.ts';
export { operatorEvent };
import { prompts } from './prompts.ts';
import { withRandomOutcomes } from './random-outcomes.ts';
import { publicBody, type CopagPublicView } from './public-view.ts';
import { deckFor, defaultOptions, MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import { simulator } from './simulate.ts';
export { withRandomOutcomes };
import { CopagCommandSchema, CopagCreateSchema } from './schemas.ts';
import type { CopagOptions, GameCommand, GameEvent, GameState, Team } from './types.ts';
import { validateSetup } from './validate-setup.ts';
import { viewerBody } from './viewer-view.ts';

/** The sides that can win (RULES.md §5): the mafiosi at 4 successes, the police at 4 sabotages. */
const TEAMS = everyMember<Team>()(['mafia', 'police']);

/**
 * Copag's "Máfia" as a table companion (RULES.md §5): secret objectives, two open missions, characters
 * drawn onto them, cards placed and summed, mafiosi at 4 successes against police at 4 sabotages.
 */
export const copagMafia = {
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
  viewerView: viewerBody,
  simulator,
  teams: TEAMS,
  winners: TEAMS,
  eventTypes: EVENT_TYPES,
  commandOfStep,
  withRandomOutcomes,
  operatorEvent,
  schemas: { command: CopagCommandSchema, create: CopagCreateSchema },
  protocol: copagMafiaProtocol,
  projector: copagMafiaModel,
  // The objective cards come in the box; the station deals them to phones or not at all (RULES.md §5).
  roleCards: false,
} satisfies Ruleset<
  GameState,
  GameEvent,
  GameCommand,
  CopagOptions,
  Omit<CopagPublicView, 'gameId'>,
  CopagModeratorBody
>;
