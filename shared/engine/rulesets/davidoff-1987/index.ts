import type { Ruleset } from '../ruleset.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { prompts } from './prompts.ts';
import { deckFor, defaultOptions, MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import { validateSetup } from './validate-setup.ts';

/** The original 1987 Mafia (RULES.md §1). */
export const davidoff1987: Ruleset = {
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
};
