import { Davidoff1987CommandSchema, Davidoff1987CreateSchema } from '../../../contract/rulesets/davidoff-1987.ts';
import { davidoff1987Protocol } from '../../../print/describe/davidoff-1987.ts';
import { davidoff1987Model } from '../../../projector/davidoff-1987.ts';
import { everyMember, type Ruleset } from '../ruleset.ts';
import { commandOfStep } from './command-of-step.ts';
import { EVENT_TYPES } from './event-types.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { moderatorBody, type Davidoff1987ModeratorBody } from './moderator-view.ts';
import { playerCard } from './player-view.ts';
import { prompts } from './prompts.ts';
import { publicBody, type PublicView } from './public-view.ts';
import { simulator } from './simulate.ts';
import { deckFor, defaultOptions, MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import type { Davidoff1987Options, GameCommand, GameEvent, GameState, Team } from './types.ts';
import { validateSetup } from './validate-setup.ts';

/** The sides that can win (RULES.md). */
const TEAMS = everyMember<Team>()(['honest', 'mafia']);

/** The original 1987 Mafia (RULES.md §1). */
export const davidoff1987 = {
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
  scored: true,
  teams: TEAMS,
  winners: [...TEAMS],
  eventTypes: EVENT_TYPES,
  commandOfStep,
  schemas: { command: Davidoff1987CommandSchema, create: Davidoff1987CreateSchema },
  protocol: davidoff1987Protocol,
  projector: davidoff1987Model,
} satisfies Ruleset<
  GameState,
  GameEvent,
  GameCommand,
  Davidoff1987Options,
  Omit<PublicView, 'gameId'>,
  Davidoff1987ModeratorBody
>;
