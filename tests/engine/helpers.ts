/** Helpers for the engine's scenario and property tests: build games, run commands, expect rule errors. */
import {
  moderatorView as anyModeratorView,
  publicView as anyPublicView,
  type Davidoff1987ModeratorView,
  type Davidoff1987PublicView,
  rulesetFor,
  type Davidoff1987Command,
  type Davidoff1987Options,
  type Davidoff1987State,
  type Game as EngineGame,
  type LogCommand,
  type RulesetSetup,
  type Seat,
} from '../../shared/engine/index.ts';
import * as kit from './engine-kit.ts';

/** A 1987 game: the engine's Game narrowed to the ruleset under test. */
export type Game = EngineGame<Davidoff1987State>;

/** A 1987 command or a log command. */
export type EngineCommand = Davidoff1987Command | LogCommand;

/** A 1987 setup. */
export type GameSetup = RulesetSetup<'davidoff-1987'>;

/** A 1987 role. */
export type Role = Davidoff1987State['players'][number]['role'] & string;

/** The public view of a 1987 game, typed as such. */
export function publicView(state: Davidoff1987State, gameId: string): Davidoff1987PublicView {
  return anyPublicView(state, gameId) as Davidoff1987PublicView;
}

/** The moderator view of a 1987 game, typed as such. */
export function moderatorView(game: Game, gameId: string): Davidoff1987ModeratorView {
  return anyModeratorView(game, gameId) as Davidoff1987ModeratorView;
}

/** The ruleset under test. */
export const DAVIDOFF = rulesetFor('davidoff-1987')!;

/** Player names P1..Pn. */
export const playerNames: (count: number) => string[] = kit.playerNames;

/**
 * A setup for `players` (a count or the names) with the default options unless some are given; a new game
 * from it (asserting it is accepted); a setup that must be refused, with its rule; roles from a compact spec,
 * seat 1 first: 'M' is a mafioso, 'H' an honest player ('MMHHHH').
 */
const setupKit = kit.setupKitFor<Game, GameSetup, Davidoff1987Options, Role>(DAVIDOFF, {
  M: 'mafia',
  H: 'honest',
});
export const { setupFor, newGame, rolesOf, expectSetupError } = setupKit;

/** The engine kit's step, run, expectRuleError and living, typed for this ruleset (engine-kit.ts). */
export const { step, run, expectRuleError, living } = kit.kitFor<Game, EngineCommand>();

/** A game dealt with these roles ('MMHHHH'), still at sunrise. The mafia count option follows the roles. */
export function dealtGame(spec: string, options: Partial<Davidoff1987Options> = {}): Game {
  return setupKit.dealtAs('mafia', spec, options);
}

/** A game dealt with these roles ('MMHHHH') and past the sunrise: day 1, nobody out. */
export function dayOne(spec: string, options: Partial<Davidoff1987Options> = {}): Game {
  return step(dealtGame(spec, options), { type: 'end-sunrise' });
}

/** Everyone living but the accused raises a hand: the accused is executed (any majority basis). */
export function execute(game: Game, accused: Seat, accuser?: Seat): Game {
  const by = accuser ?? living(game).find((s) => s !== accused)!;
  const voters = living(game).filter((s) => s !== accused);
  return run(game, { type: 'accuse', accuser: by, accused }, { type: 'resolve-vote', yes: voters.length, no: 0 });
}

/** A unanimous night proposal: night falls. */
export function toNight(game: Game, proposer?: Seat): Game {
  const by = proposer ?? living(game)[0]!;
  return run(game, { type: 'propose-night', proposer: by }, { type: 'resolve-vote', yes: living(game).length, no: 0 });
}

/** Records the night notes ([mafioso, target] pairs) and resolves the night. */
export function night(game: Game, notes: [Seat, Seat][]): Game {
  const recorded = run(game, ...notes.map(([seat, target]): EngineCommand => ({ type: 'night-note', seat, target })));
  return step(recorded, { type: 'resolve-night' });
}

/** Night notes of the mafiosi seated first, seat 1 writing the first target, seat 2 the second, and so on. */
export function notesBySeat(...targets: Seat[]): [Seat, Seat][] {
  return targets.map((target, i) => [i + 1, target]);
}

/** The announcements a step added (the state keeps only the latest: the new ones are those not kept from before). */
export const newAnnouncements: (before: Game, after: Game) => unknown[] = kit.newAnnouncements as never;

/** Every key of a JSON value, at any depth. */
export const keysDeep: (value: unknown) => string[] = kit.keysDeep;
