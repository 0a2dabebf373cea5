import { fail, ok } from '../../result.ts';
import type { Ruleset } from '../ruleset.ts';
import type { GameCommand, GameEvent, GameState, FrenchDeckOptions } from './types.ts';

/** french-deck: work in progress on branch engine-gen, not registered on main until complete. */
export const frenchDeck: Ruleset<GameState, GameEvent, GameCommand, FrenchDeckOptions, { rulesetId: 'french-deck'; phase: string }, GameState> = {
  id: 'french-deck',
  minPlayers: 6,
  maxPlayers: 16,
  defaultOptions: () => ({ roles: {} }),
  validateSetup: () => fail('french-deck.not-available'),
  deck: () => [],
  initialState: (setup) => ({
    rulesetId: 'french-deck',
    options: setup.options,
    players: setup.players.map((name, i) => ({ seat: i + 1, name, role: null, alive: true })),
    phase: 'setup',
    round: 0,
    announcements: [],
    outcome: null,
  }),
  decide: () => fail('french-deck.not-available'),
  evolve: (state) => state,
  prompts: () => [],
  publicView: (state) => ({ rulesetId: state.rulesetId, phase: state.phase }),
  moderatorView: (state) => state,
  playerCard: () => null,
  simulator: { random: () => null, randomLynch: () => null },
};
void ok;
