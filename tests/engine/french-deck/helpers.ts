/** Helpers for the french-deck scenario and property tests: build games, run commands, expect rule errors. */
import { publicView, type Game as EngineGame, type LogCommand, type Seat } from '../../../shared/engine/index.ts';
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

/**
 * A setup for `players` (a count or the names) with the default options unless some are given; a new game
 * from it (asserting it is accepted); a setup that must be refused, with its rule; roles from a compact spec,
 * seat 1 first: 'M' a mafioso, 'A' the angel, 'V' a villager ('MMAVVV').
 */
const setupKit = kit.setupKitFor<Game, GameSetup, FrenchDeckOptions, Role>(FD, {
  M: 'mafioso',
  A: 'angel',
  V: 'villager',
});
export const { setupFor, newGame, rolesOf, expectSetupError } = setupKit;

/** The engine kit's step, run, expectRuleError and living, typed for this ruleset (engine-kit.ts). */
export const { step, run, expectRuleError, living } = kit.kitFor<Game, Command>();

/** A game dealt by the station with these roles ('MMAVVV'): night 1, the mafia's step. The mafia count follows the roles. */
export function dealt(spec: string, options: Partial<FrenchDeckOptions> = {}): Game {
  return setupKit.dealtAs('mafioso', spec, options);
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
