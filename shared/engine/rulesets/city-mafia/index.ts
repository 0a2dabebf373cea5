import { fail, ok } from '../../result.ts';
import type { Ruleset } from '../ruleset.ts';
import type { GameCommand, GameEvent, GameState, CityMafiaOptions } from './types.ts';

/** city-mafia: work in progress on branch engine-gen, not registered on main until complete. */
export const cityMafia: Ruleset<GameState, GameEvent, GameCommand, CityMafiaOptions, { rulesetId: 'city-mafia'; phase: string }, GameState> = {
  id: 'city-mafia',
  minPlayers: 6,
  maxPlayers: 16,
  defaultOptions: () => ({ roles: {} }),
  validateSetup: () => fail('city-mafia.not-available'),
  deck: () => [],
  initialState: (setup) => ({
    rulesetId: 'city-mafia',
    options: setup.options,
    players: setup.players.map((name, i) => ({ seat: i + 1, name, role: null, alive: true })),
    phase: 'setup',
    round: 0,
    announcements: [],
    outcome: null,
  }),
  decide: () => fail('city-mafia.not-available'),
  evolve: (state) => state,
  prompts: () => [],
  publicView: (state) => ({ rulesetId: state.rulesetId, phase: state.phase }),
  moderatorView: (state) => state,
  playerCard: () => null,
  simulator: { random: () => null, randomLynch: () => null },
};
void ok;
