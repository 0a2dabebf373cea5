import { fail, ok } from '../../result.ts';
import type { Ruleset } from '../ruleset.ts';
import type { GameCommand, GameEvent, GameState, MensaHungariqaOptions } from './types.ts';

/** mensa-hungariqa: work in progress on branch engine-gen, not registered on main until complete. */
export const mensaHungariqa: Ruleset<GameState, GameEvent, GameCommand, MensaHungariqaOptions, { rulesetId: 'mensa-hungariqa'; phase: string }, GameState> = {
  id: 'mensa-hungariqa',
  minPlayers: 6,
  maxPlayers: 16,
  defaultOptions: () => ({ roles: {} }),
  validateSetup: () => fail('mensa-hungariqa.not-available'),
  deck: () => [],
  initialState: (setup) => ({
    rulesetId: 'mensa-hungariqa',
    options: setup.options,
    players: setup.players.map((name, i) => ({ seat: i + 1, name, role: null, alive: true })),
    phase: 'setup',
    round: 0,
    announcements: [],
    outcome: null,
  }),
  decide: () => fail('mensa-hungariqa.not-available'),
  evolve: (state) => state,
  prompts: () => [],
  publicView: (state) => ({ rulesetId: state.rulesetId, phase: state.phase }),
  moderatorView: (state) => state,
  playerCard: () => null,
  simulator: { random: () => null, randomLynch: () => null },
};
void ok;
