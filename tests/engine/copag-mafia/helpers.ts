/**
 * Helpers for the copag-mafia tests: the engine kit's (engine-kit.ts) typed for this ruleset, as each
 * ruleset's helpers.ts does, plus Copag's own table (objectives, mission cards, card faces, turns).
 */
import { type Game as EngineGame, type LogCommand } from '../../../shared/engine/index.ts';
import type { Pick, RuleError } from '../../../shared/engine/core.ts';
import { simulateGame, type Policy, type SimulatedGame } from '../../../shared/engine/simulate/run-games.ts';
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
import * as kit from '../engine-kit.ts';

export type { CardFace, Character, CopagOptions, GameCommand, GameEvent, GameSetup, GameState, MissionCard, Role };

/** The ruleset under test. */
export const CM = copagMafia;

/** A copag-mafia game: its log and the state it folds to (the engine's Game). */
export type Game = EngineGame<GameState>;

/** A copag-mafia command or a log command. */
export type Command = GameCommand | LogCommand;

/** Player names P1..Pn (engine-kit.ts). */
export const playerNames: (count: number) => string[] = kit.playerNames;

/** A setup for `n` players with the default options unless some are given. */
export function setupFor(n: number, options: Partial<CopagOptions> = {}): GameSetup {
  return { rulesetId: 'copag-mafia', players: playerNames(n), options: { ...CM.defaultOptions(n), ...options } };
}

/** A new game in its setup phase (asserting the setup is accepted). */
export function newGame(n: number, options: Partial<CopagOptions> = {}): Game {
  return kit.createdGame<Game>(setupFor(n, options));
}

/** The engine kit's step, run and living, typed for this ruleset (engine-kit.ts). */
export const { step, run, living } = kit.kitFor<Game, Command>();

/** The engine kit's `played` (a step without its replay check, for long games), typed for this ruleset. */
export const played: (game: Game, command: Command) => Game = kit.played;

/**
 * The kit's expectRuleError with this ruleset's code prefix: a command refused with `copag-mafia.<code>` (and
 * these params, when given), nothing changed.
 */
export function expectRefused(game: Game, command: Command, code: string, params?: Record<string, unknown>): RuleError {
  return kit.expectRuleError(game, command, `copag-mafia.${code}`, params);
}

/** The game's events in log order, undo markers and all (the engine's log, read as events). */
export function eventsOf(game: Game): GameEvent[] {
  return game.log.map((entry) => entry.event as GameEvent);
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
  return run(
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
  return run(
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

/** Plays a whole game with a policy (the kit's playedOut), returning every game along the way. */
export function playOut(game: Game, pick: Pick, policy: 'random' | 'randomLynch' = 'random', maxSteps = 5_000): Game[] {
  return kit.playedOut(game, pick, policy, maxSteps);
}

/**
 * One game through the shared simulation runner (the same loop as `npm run simulate`).
 */
export function simulated(n: number, options: Partial<CopagOptions>, policy: Policy, pick: Pick): SimulatedGame {
  return simulateGame(CM, setupFor(n, options), policy, pick);
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
