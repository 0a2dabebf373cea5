import type { Ruleset } from '../ruleset.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { moderatorBody, type MensaHungariqaModeratorBody } from './moderator-view.ts';
import { playerCard } from './player-view.ts';
import { prompts } from './prompts.ts';
import { publicBody, type PublicView } from './public-view.ts';
import { deckFor, defaultOptions, MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import { simulator } from './simulate.ts';
import type { GameCommand, GameEvent, GameState, MensaHungariqaOptions } from './types.ts';
import { validateSetup } from './validate-setup.ts';

/** The Mensa HungarIQa club rules with their optional extra roles (RULES.md §3, rulebook 000). */
export const mensaHungariqa: Ruleset<GameState, GameEvent, GameCommand, MensaHungariqaOptions, Omit<PublicView, 'gameId'>, MensaHungariqaModeratorBody> = {
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
};
