/** Helpers for the mensa-hungariqa scenario and property tests: build games, run commands, expect rule errors. */
import { type Game as EngineGame, type LogCommand, type Seat } from '../../../shared/engine/index.ts';
import { mensaHungariqa as MENSA } from '../../../shared/engine/rulesets/mensa-hungariqa/index.ts';
import type { PublicView } from '../../../shared/engine/rulesets/mensa-hungariqa/public-view.ts';
import type {
  Card,
  GameCommand,
  GameSetup,
  GameState,
  MensaHungariqaOptions,
  Role,
  SecondRole,
} from '../../../shared/engine/rulesets/mensa-hungariqa/types.ts';
import * as kit from '../engine-kit.ts';

export { MENSA };
export type { GameCommand, GameSetup, GameState, MensaHungariqaOptions, Role, SecondRole };

/** A mensa-hungariqa game. */
export type Game = EngineGame<GameState>;

/** A mensa-hungariqa command or a log command. */
export type Command = GameCommand | LogCommand;

/** Player names P1..Pn. */
export const playerNames: (count: number) => string[] = kit.playerNames;

/** A setup with the default options for the table, changed by `options`. */
export function setupFor(players: number, options: Partial<MensaHungariqaOptions> = {}): GameSetup {
  return {
    rulesetId: 'mensa-hungariqa',
    players: playerNames(players),
    options: { ...MENSA.defaultOptions(players), ...options },
  };
}

/** A new game (asserting the setup is accepted). */
export function newGame(players: number, options: Partial<MensaHungariqaOptions> = {}): Game {
  return kit.createdGame<Game>(setupFor(players, options));
}

/** The engine kit's step, run, expectRuleError and living, typed for this ruleset (engine-kit.ts). */
export const { step, run, expectRuleError, living } = kit.kitFor<Game, Command>();

const FIRST: Record<string, Role> = {
  C: 'citizen',
  M: 'mafioso',
  P: 'protected-mafioso',
  I: 'inspector',
  L: 'collaborator',
  V: 'vogon',
  B: 'bodyguard',
  S: 'sarika',
  Q: 'protected-citizen',
  G: 'grocer',
  K: 'citizen-kamikaze',
  X: 'mafioso-kamikaze',
};

/**
 * First roles from a compact spec, seat 1 first: C citizen, M mafioso, P protected mafioso, I inspector,
 * L collaborator, V vogon, B bodyguard, S Aunt Sárika, Q protected citizen, G grocer, K citizen kamikaze,
 * X mafioso kamikaze.
 */
export function rolesOf(spec: string): Role[] {
  return kit.rolesFromLetters(FIRST, spec);
}

/** Second roles from a spec: '.' none, 'k' the kamikaze, 'l' a lover. */
export function secondsOf(spec: string): (SecondRole | null)[] {
  return [...spec].map((c) => (c === 'k' ? 'kamikaze' : c === 'l' ? 'lover' : null));
}

/** The options a role spec needs (mafia count, extra roles, second roles), over the table's defaults. */
export function optionsFor(
  spec: string,
  seconds = '',
  options: Partial<MensaHungariqaOptions> = {},
): Partial<MensaHungariqaOptions> {
  const roles = rolesOf(spec);
  const has = (r: Role) => roles.includes(r);
  return {
    mafiaCount: roles.filter((r) => r === 'mafioso' || r === 'protected-mafioso' || r === 'mafioso-kamikaze').length,
    collaborator: has('collaborator'),
    vogon: has('vogon'),
    bodyguard: has('bodyguard'),
    sarika: has('sarika'),
    protectedCitizen: has('protected-citizen'),
    grocer: has('grocer'),
    citizenKamikaze: has('citizen-kamikaze'),
    mafiosoKamikaze: has('mafioso-kamikaze'),
    kamikaze: seconds.includes('k'),
    lovers: seconds.includes('l'),
    ...options,
  };
}

/** The station's deal command for these seats: the first-round cards, then the second-round cards. */
export function dealOf(spec: string, seconds = ''): GameCommand {
  const roles: Card[] = rolesOf(spec);
  if (seconds.includes('k') || seconds.includes('l')) {
    const padded = seconds.padEnd(spec.length, '.');
    for (const s of secondsOf(padded))
      roles.push(s === null ? 'second:none' : s === 'kamikaze' ? 'second:kamikaze' : 'second:lover');
  }
  return { type: 'deal', roles };
}

/** A game dealt with these roles, at the start of night 0. */
export function dealtGame(spec: string, seconds = '', options: Partial<MensaHungariqaOptions> = {}): Game {
  return step(newGame(spec.length, optionsFor(spec, seconds, options)), dealOf(spec, seconds));
}

/** Passes every step of night 0. */
export function finishIntro(game: Game): Game {
  let g = game;
  while (g.state.phase === 'night-zero') g = step(g, { type: 'next-step' });
  return g;
}

/** A game dealt with these roles and past night 0: day 1, nobody dead. */
export function dayOne(spec: string, seconds = '', options: Partial<MensaHungariqaOptions> = {}): Game {
  return finishIntro(dealtGame(spec, seconds, options));
}

/** Accusation, support by every living hand, debate, last word: the accused awaits the execution vote. */
export function toExecutionVote(game: Game, accused: Seat, accuser?: Seat): Game {
  const by = accuser ?? living(game).find((s) => s !== accused)!;
  return run(
    game,
    { type: 'accuse', accuser: by, accused },
    { type: 'support-vote', yes: living(game).length },
    { type: 'give-last-word' },
  );
}

/** A whole trial carried by every living hand. */
export function execute(game: Game, accused: Seat, accuser?: Seat): Game {
  const g = toExecutionVote(game, accused, accuser);
  return step(g, { type: 'execution-vote', yes: living(g).length });
}

/** A whole trial where the execution vote fails (no hand). */
export function acquit(game: Game, accused: Seat, accuser?: Seat): Game {
  return step(toExecutionVote(game, accused, accuser), { type: 'execution-vote', yes: 0 });
}

/** The moderator ends the day: night falls. */
export function toNight(game: Game): Game {
  return step(game, { type: 'end-day' });
}

/** A night's choices: the inspector's check, each voter's name, the vogon's name. */
export interface NightPlan {
  check?: Seat;
  hands?: Record<Seat, Seat>;
  vogon?: Seat;
}

/** Plays the night's inspector step and reads the names, raising the planned hands, until it is day. */
export function playNight(game: Game, plan: NightPlan = {}): Game {
  let g = game;
  if (g.state.night?.stage === 'inspector') {
    if (plan.check !== undefined) g = step(g, { type: 'inspector-check', target: plan.check });
    g = step(g, { type: 'next-step' });
  }
  for (let guard = 0; guard < 40 && g.state.phase === 'night'; guard++) {
    const night = g.state.night!;
    const seat = night.order[night.index]!;
    for (const [voter, target] of Object.entries(plan.hands ?? {})) {
      if (target === seat) g = step(g, { type: 'hand', voter: Number(voter) });
    }
    if (plan.vogon === seat) g = step(g, { type: 'vogon-looks' });
    g = step(g, { type: 'next-name' });
  }
  return g;
}

/** The public view body of a game. */
export function publicOf(game: Game | GameState): Omit<PublicView, 'gameId'> {
  const state = 'state' in game ? game.state : game;
  return MENSA.publicView(state);
}

/** The announcements a step added. */
export const newAnnouncements: (before: Game, after: Game) => unknown[] = kit.newAnnouncements as never;

/** The prompt keys of a game's state, without the common prefix. */
export function promptKeys(game: Game): string[] {
  return MENSA.prompts(game.state).map((p) => p.key.replace('prompt.mensa-hungariqa.', ''));
}
