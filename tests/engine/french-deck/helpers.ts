/** Helpers for the french-deck scenario and property tests: build games, run commands, expect rule errors. */
import { expect } from 'vitest';
import {
  createGame,
  publicView,
  type Game as EngineGame,
  type LogCommand,
  type RuleError,
  type Seat,
} from '../../../shared/engine/index.ts';
import { frenchDeck } from '../../../shared/engine/rulesets/french-deck/index.ts';
import type { FrenchDeckPublicView } from '../../../shared/engine/rulesets/french-deck/public-view.ts';
import type {
  FrenchDeckOptions,
  GameCommand,
  GameSetup,
  GameState,
  Role,
} from '../../../shared/engine/rulesets/french-deck/types.ts';
import * as kit from '../engine-kit.ts';

export type { FrenchDeckOptions, GameCommand, GameSetup, GameState, Role };

/** A french-deck game: the engine's Game narrowed to this ruleset. */
export type Game = EngineGame<GameState>;

/** A french-deck command or a log command. */
export type Command = GameCommand | LogCommand;

/** The ruleset under test. */
export const FD = frenchDeck;

/** The public view of a state through the engine's generic entry point, typed as this ruleset's. */
export function roomView(state: GameState, gameId = 'g'): FrenchDeckPublicView {
  return publicView(state, gameId) as unknown as FrenchDeckPublicView;
}

/** Player names P1..Pn. */
export const playerNames: (count: number) => string[] = kit.playerNames;

/** A setup for `players` (a count or the names), with the default options unless some are given. */
export function setupFor(players: number | string[], options: Partial<FrenchDeckOptions> = {}): GameSetup {
  const names = typeof players === 'number' ? playerNames(players) : players;
  return { rulesetId: 'french-deck', players: names, options: { ...FD.defaultOptions(names.length), ...options } };
}

/** Roles from a compact spec, seat 1 first: 'M' a mafioso, 'A' the angel, 'V' a villager ('MMAVVV'). */
export function rolesOf(spec: string): Role[] {
  return [...spec].map((c) => {
    if (c === 'M') return 'mafioso';
    if (c === 'A') return 'angel';
    if (c === 'V') return 'villager';
    throw new Error(`bad role letter ${c}`);
  });
}

/** A new game (asserting the setup is accepted). */
export function newGame(players: number | string[], options: Partial<FrenchDeckOptions> = {}): Game {
  const created = createGame(setupFor(players, options));
  if (!created.ok) throw new Error(`setup refused: ${created.error.code} ${JSON.stringify(created.error.params)}`);
  return created.value as Game;
}

/** Decides and applies one command, failing the test if it is refused. Checks the state against the replay. */
export const step: (game: Game, command: Command) => Game = kit.step;

/** Runs a list of commands, asserting each is accepted. */
export const run: (game: Game, ...commands: Command[]) => Game = kit.run;

/** Asserts that a command is refused with this rule error (never a throw), and that nothing changed. */
export const expectRuleError: (
  game: Game,
  command: Command,
  code: string,
  params?: Record<string, unknown>,
) => RuleError = kit.expectRuleError;

/** Asserts that a setup is refused with this rule error code. */
export function expectSetupError(setup: GameSetup, code: string, params?: Record<string, unknown>): RuleError {
  const created = createGame(setup);
  expect(created.ok, `expected the setup to be refused with ${code}`).toBe(false);
  if (created.ok) throw new Error('unreachable');
  expect(created.error.code).toBe(code);
  if (params) expect(created.error.params).toMatchObject(params);
  return created.error;
}

/** A game dealt by the station with these roles ('MMAVVV'): night 1, the mafia's step. The mafia count follows the roles. */
export function dealt(spec: string, options: Partial<FrenchDeckOptions> = {}): Game {
  const roles = rolesOf(spec);
  const mafiaCount = roles.filter((r) => r === 'mafioso').length;
  return step(newGame(roles.length, { mafiaCount, ...options }), { type: 'deal', roles });
}

/** A physical-dealing game of `players` with the cards out: night 1, nothing recorded. */
export function physical(players: number, options: Partial<FrenchDeckOptions> = {}): Game {
  return step(newGame(players, { ...options, dealing: 'physical' }), { type: 'cards-dealt' });
}

/** Plays the night under way: the mafia's victim, the angel's check (null: no check, or he is dead), the dawn. */
export function night(game: Game, victim: Seat, check: Seat | null = null): Game {
  return run(
    game,
    { type: 'mafia-kill', target: victim },
    { type: 'angel-check', target: check },
    { type: 'end-night' },
  );
}

/** Day 1 of a game dealt with these roles, after night 1 killed `victim`. */
export function dayOne(spec: string, victim: Seat, check: Seat | null = null): Game {
  return night(dealt(spec), victim, check);
}

/** The living seats of a game, in seat order. */
export const living: (game: Game) => Seat[] = kit.living;

/** An accusation, its last defence, and the hand vote with `guilty` hands. */
export function accuseAndVote(game: Game, accused: Seat, guilty: number, accuser?: Seat): Game {
  const by = accuser ?? living(game).find((s) => s !== accused)!;
  return run(game, { type: 'accuse', accuser: by, accused }, { type: 'call-vote' }, { type: 'resolve-vote', guilty });
}

/** Every living player raises a hand: the accused is executed. */
export function execute(game: Game, accused: Seat, accuser?: Seat): Game {
  return accuseAndVote(game, accused, living(game).length, accuser);
}

/** Nobody raises a hand: the accused is acquitted. */
export function acquit(game: Game, accused: Seat, accuser?: Seat): Game {
  return accuseAndVote(game, accused, 0, accuser);
}

/** The announcements a step added. */
export const newAnnouncements: (before: Game, after: Game) => unknown[] = kit.newAnnouncements as never;

/** The prompts of a game as [key, params] pairs. */
export function promptsOf(game: Game): [string, Record<string, string | number>][] {
  return FD.prompts(game.state).map((p) => [p.key, p.params]);
}

/** Every key of a JSON value, at any depth. */
export const keysDeep: (value: unknown) => string[] = kit.keysDeep;
