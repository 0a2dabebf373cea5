/**
 * Helpers for the copag-mafia tests. The ruleset is not in the engine's registry yet (issue 14 wires it
 * in), so these fold its decide/evolve directly: a game here is its events and the state they fold to.
 */
import { expect } from 'vitest';
import * as kit from '../engine-kit.ts';
import type { Pick, RuleError } from '../../../shared/engine/core.ts';
import { simulateGame, type Policy, type SimulatedGame } from '../../../shared/engine/simulate/run-games.ts';
import type { GameSetup as EngineSetup } from '../../../shared/engine/types.ts';
import { copagMafia } from '../../../shared/engine/rulesets/copag-mafia/index.ts';
import { CHARACTERS } from '../../../shared/engine/rulesets/copag-mafia/setup.ts';
import type { CopagModeratorBody } from '../../../shared/engine/rulesets/copag-mafia/moderator-view.ts';
import type { CopagPublicView } from '../../../shared/engine/rulesets/copag-mafia/public-view.ts';
import type {
  CardFace,
  Character,
  CopagOptions,
  GameCommand,
  GameEvent,
  GameSetup,
  GameState,
  MissionCard,
  Role,
} from '../../../shared/engine/rulesets/copag-mafia/types.ts';

export type { CardFace, Character, CopagOptions, GameCommand, GameEvent, GameSetup, GameState, MissionCard, Role };

/** The ruleset under test. */
export const CM = copagMafia;

/** A game: every event so far (game-created first) and the state they fold to. */
export interface Game {
  events: GameEvent[];
  state: GameState;
}

/** Player names P1..Pn (engine-kit.ts). */
export const playerNames: (count: number) => string[] = kit.playerNames;

/** A setup for `n` players with the default options unless some are given. */
export function setupFor(n: number, options: Partial<CopagOptions> = {}): GameSetup {
  return { rulesetId: 'copag-mafia', players: playerNames(n), options: { ...CM.defaultOptions(n), ...options } };
}

/** A new game in its setup phase. */
export function newGame(n: number, options: Partial<CopagOptions> = {}): Game {
  const valid = CM.validateSetup(setupFor(n, options));
  if (!valid.ok) throw new Error(`setup refused: ${valid.error.code}`);
  return { events: [{ type: 'game-created', setup: valid.value }], state: CM.initialState(valid.value) };
}

/** Decides a command that must be accepted and folds its events in. */
export function step(game: Game, command: GameCommand): Game {
  const decided = CM.decide(game.state, command);
  if (!decided.ok)
    throw new Error(
      `refused: ${JSON.stringify(command)} → ${decided.error.code} ${JSON.stringify(decided.error.params)}`,
    );
  return { events: [...game.events, ...decided.value], state: decided.value.reduce(CM.evolve, game.state) };
}

/** Runs several commands in order. */
export function steps(game: Game, ...commands: GameCommand[]): Game {
  return commands.reduce(step, game);
}

/** Expects a command to be refused with this code (and these params, when given), and returns the error. */
export function expectRefused(
  game: Game,
  command: GameCommand,
  code: string,
  params?: Record<string, unknown>,
): RuleError {
  const decided = CM.decide(game.state, command);
  expect(decided.ok, `${JSON.stringify(command)} should be refused`).toBe(false);
  if (decided.ok) throw new Error('unreachable');
  expect(decided.error.code).toBe(`copag-mafia.${code}`);
  if (params) expect(decided.error.params).toMatchObject(params);
  return decided.error;
}

/** Replays events from scratch: the state a log folds to. */
export function replayEvents(events: GameEvent[]): GameState {
  const first = events[0];
  if (first?.type !== 'game-created') throw new Error('a log starts with game-created');
  return events.slice(1).reduce(CM.evolve, CM.initialState(first.setup));
}

/** The default characters by seat, in the rulebook's order. */
export const CHARACTERS_IN_ORDER: Character[] = [...CHARACTERS];

/** Eight seats' objectives, seats 1 Enrico … 8 Vincenzo: police at 2, 4 and 6. */
export const EIGHT: Role[] = ['mafioso', 'police', 'mafioso', 'police', 'mafioso', 'police', 'mafioso', 'mafioso'];

/** A mission card for tests: blue $6, 2 recruits, 4 cards unless changed. */
export function mission(change: Partial<MissionCard> = {}): MissionCard {
  return { name: 'Invasão da delegacia', recruits: 2, cards: 4, value: 6, colour: 'blue', ...change };
}

/** Another mission card, for the other place: one card is never open in both (RULES-5 "Missions"). */
export function secondMission(change: Partial<MissionCard> = {}): MissionCard {
  return mission({ name: 'Assalto ao banco', ...change });
}

/** A blue card of `value` dollars. */
export const blue = (value: number): CardFace => ({ colour: 'blue', value });
/** A yellow card of `value` dollars. */
export const yellow = (value: number): CardFace => ({ colour: 'yellow', value });

/**
 * A game dealt, no mission open yet: characters in the rulebook's order (seat 1 Enrico … seat 8 Vincenzo),
 * the given objectives dealt (the cards out, with physical dealing), the first mission to open.
 */
export function dealtGame(roles: Role[], options: Partial<CopagOptions> = {}): Game {
  const n = roles.length;
  return steps(
    newGame(n, options),
    { type: 'assign-characters', characters: CHARACTERS_IN_ORDER.slice(0, n) },
    options.dealing === 'physical' ? { type: 'cards-dealt' } : { type: 'deal', roles },
  );
}

/**
 * A game in play: `dealtGame` of these objectives, mission 1 (Invasão da delegacia) on seats `first` and mission 2
 * (Assalto ao banco) on seats `second` (each recruiting as many unless its card says otherwise), seat 1 to play.
 */
export function playing(
  roles: Role[],
  first: { card?: Partial<MissionCard>; members: number[] },
  second: { card?: Partial<MissionCard>; members: number[] },
  options: Partial<CopagOptions> = {},
): Game {
  return steps(
    dealtGame(roles, options),
    {
      type: 'open-mission',
      card: mission({ recruits: first.members.length, ...first.card }),
      recruited: first.members,
    },
    {
      type: 'open-mission',
      card: secondMission({ recruits: second.members.length, ...second.card }),
      recruited: second.members,
    },
  );
}

/** Passes (or, in the trunk, skips the turn) until it is `seat`'s turn. */
export function untilTurnOf(game: Game, seat: number): Game {
  let current = game;
  while (current.state.turn?.seat !== seat)
    current = step(current, current.state.turn?.stage === 'trunk' ? { type: 'skip-turn' } : { type: 'pass' });
  return current;
}

/** The public view of a state, as the projector gets it. */
export function roomView(state: GameState): CopagPublicView {
  return { gameId: 'g', ...CM.publicView(state) };
}

/** The operator's body of a state. */
export function operatorView(state: GameState): CopagModeratorBody {
  return CM.moderatorView(state);
}

/** Plays a whole game with a policy, returning every game along the way. */
export function playOut(game: Game, pick: Pick, policy: 'random' | 'randomLynch' = 'random', maxSteps = 5_000): Game[] {
  const games = [game];
  let current = game;
  for (let i = 0; i < maxSteps; i++) {
    const command = CM.simulator[policy](current.state, pick);
    if (!command) return games;
    current = step(current, command);
    games.push(current);
  }
  return games;
}

/**
 * One game through the shared simulation runner (the same loop as `npm run simulate`). The engine's
 * GameSetup union does not list copag-mafia until the registry has it, hence the one cast.
 */
export function simulated(n: number, options: Partial<CopagOptions>, policy: Policy, pick: Pick): SimulatedGame {
  return simulateGame(CM, setupFor(n, options) as unknown as EngineSetup, policy, pick);
}

/**
 * Every objective a view shows: any `role` or `roles` field with a value, by its path, except `police` on
 * an entry naming the seat of a player the state says revealed himself as police (he is public to the
 * end: the projector's player and the console's seat both show it; with physical dealing the station
 * knows him only by his reveal). The exemption is read
 * from the state, never from the view's own `revealed` flag, so a view cannot excuse its own leak.
 */
export function objectivesShown(view: unknown, state?: GameState, path = '$'): string[] {
  if (Array.isArray(view)) return view.flatMap((item, i) => objectivesShown(item, state, `${path}[${i}]`));
  if (view === null || typeof view !== 'object') return [];
  const record = view as Record<string, unknown>;
  return Object.entries(record).flatMap(([key, value]) => {
    if (key === 'role' && value !== null && !revealedAs(state, record.seat, value))
      return [`${path}.${key}=${String(value)}`];
    if (key === 'roles' && Array.isArray(value) && value.length > 0) return [`${path}.${key}`];
    return objectivesShown(value, state, `${path}.${key}`);
  });
}

/** Whether `seat` revealed himself as police in `state` and `role` says just that. */
function revealedAs(state: GameState | undefined, seat: unknown, role: unknown): boolean {
  const player = state?.players.find((p) => p.seat === seat);
  return role === 'police' && player !== undefined && player.revealed;
}
