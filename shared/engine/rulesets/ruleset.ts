import type { BaseState, Pick, Result, Seat } from '../core.ts';
import type { Prompt } from '../prompt.ts';

/** The role card of one seat: what that player, and only that player, may see. */
export interface PlayerCard {
  seat: Seat;
  name: string;
  role: string;
  team: string;
  /** Teammates the player learns at the start, where the ruleset lets a team know each other. */
  teammates: { seat: Seat; name: string }[];
}

/**
 * What a ruleset provides: its setup rules, its pure decide/evolve pair, its prompts and its views.
 * S is its state, E its events, C its commands, O its options, P its public view body, M its
 * moderator view body.
 */
export interface Ruleset<
  S extends BaseState = BaseState,
  E extends { type: string } = { type: string },
  C extends { type: string } = { type: string },
  O = unknown,
  P = unknown,
  M = unknown,
> {
  id: S['rulesetId'];
  minPlayers: number;
  maxPlayers: number;
  defaultOptions(players: number): O;
  validateSetup(setup: { rulesetId: S['rulesetId']; players: string[]; options: O }): Result<{ rulesetId: S['rulesetId']; players: string[]; options: O }>;
  /** The roles to deal for this game; the host shuffles them with a cryptographic RNG. */
  deck(state: S): string[];
  initialState(setup: { rulesetId: S['rulesetId']; players: string[]; options: O }): S;
  decide(state: S, command: C): Result<E[]>;
  evolve(state: S, event: E): S;
  prompts(state: S): Prompt[];
  /** The public view's body: only what every player may know, built field by field. */
  publicView(state: S): P;
  /** The moderator view's body: everything the moderator needs to see. */
  moderatorView(state: S): M;
  /** One seat's role card, or null before the deal or for an unknown seat. */
  playerCard(state: S, seat: Seat): PlayerCard | null;
  /** The simulation policies (`npm run simulate`, property tests, benchmarks). */
  simulator: RulesetSimulator<S, C>;
}

/** How a simulated game chooses its commands. Both return null once the game is over. */
export interface RulesetSimulator<S, C> {
  /**
   * Policy `random`: a command chosen uniformly among the legal choices at the current prompt (the
   * deal included: the roles shuffled with `pick`). Always legal.
   */
  random(state: S, pick: Pick): C | null;
  /**
   * Policy `random-lynch`, the textbook model: every day exactly one living player, chosen uniformly at
   * random, is eliminated; every night the mafia kill a living non-mafia player chosen uniformly at random
   * and succeed; other roles with a choice choose uniformly at random.
   */
  randomLynch(state: S, pick: Pick): C | null;
}
