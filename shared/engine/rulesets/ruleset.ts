import type { Prompt } from '../prompt.ts';
import type { Davidoff1987Options, GameCommand, GameEvent, GameSetup, GameState, Result, Role, RulesetId } from '../types.ts';

/** What a ruleset provides: its setup rules, its pure decide/evolve pair and its prompts. */
export interface Ruleset {
  id: RulesetId;
  minPlayers: number;
  maxPlayers: number;
  defaultOptions(players: number): Davidoff1987Options;
  validateSetup(setup: GameSetup): Result<GameSetup>;
  /** The roles to deal for this game; the host shuffles them with a cryptographic RNG. */
  deck(state: GameState): Role[];
  initialState(setup: GameSetup): GameState;
  decide(state: GameState, command: GameCommand): Result<GameEvent[]>;
  evolve(state: GameState, event: GameEvent): GameState;
  prompts(state: GameState): Prompt[];
}
