/**
 * The engine test helpers every ruleset's tests share: run commands, expect rule errors, read the
 * announcements a step added. Each ruleset's helpers.ts binds them to its own Game and command types.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import type { GenericSchema } from 'valibot';
import { expect } from 'vitest';
import {
  applyStep,
  createGame,
  decideStep,
  replay,
  rulesetOfState,
  type EngineCommand,
  type Game,
  type GameSetup,
  type GameState,
  type Pick,
  type RuleError,
  type Seat,
} from '../../shared/engine/index.ts';
import type { RulesetSchemas } from '../../shared/engine/rulesets/ruleset.ts';
import { randomGameCommand, seededPick } from '../../shared/engine/simulate/random-game.ts';
import { expectEqual } from '../fixtures/expect-equal.ts';
import { rulesetMessages } from '../fixtures/locale-files.ts';
import { messageAt } from '../fixtures/messages.ts';

/** Player names P1..Pn. */
export function playerNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `P${i + 1}`);
}

/** Decides and applies one command, failing the test if it is refused. Checks the state against the replay. */
export function step<G extends Game, C extends { type: string }>(game: G, command: C): G {
  const decided = decideStep(game, command as never);
  if (!decided.ok) {
    throw new Error(
      `command refused: ${JSON.stringify(command)} → ${decided.error.code} ${JSON.stringify(decided.error.params)}`,
    );
  }
  const next = applyStep(game, decided.value) as G;
  expectEqual(next.state, replay(next.log));
  return next;
}

/** Decides and applies one command that must be accepted: `step` without its replay check, for long random games. */
export function played<G extends Game>(game: G, command: EngineCommand): G {
  const decided = decideStep(game, command);
  if (!decided.ok) throw new Error(`refused: ${JSON.stringify(command)} → ${decided.error.code}`);
  return applyStep(game, decided.value) as G;
}

/**
 * A game played on from `game` by one of its ruleset's simulation policies, each command through `played`, until
 * the policy has no command (the end) or `maxSteps` commands: every game along the way, the first and the last
 * included.
 */
export function playedOut<G extends Game>(
  game: G,
  pick: Pick,
  policy: 'random' | 'randomLynch' = 'random',
  maxSteps = 2_000,
): G[] {
  const simulator = rulesetOfState(game.state).simulator;
  const games = [game];
  let current = game;
  for (let i = 0; i < maxSteps; i++) {
    const command = simulator[policy](current.state, pick) as EngineCommand | null;
    if (!command) return games;
    current = played(current, command);
    games.push(current);
  }
  return games;
}

/** Whether a step ends a night in a day (not in the end of the game): the moment a dawn is told. */
export function endsANight(before: Game, after: Game): boolean {
  return before.state.phase === 'night' && after.state.phase !== 'night' && after.state.phase !== 'ended';
}

/**
 * A seeded random walk from `game`: the random player's commands (those `skip` names are drawn and passed
 * over), each applied with `apply`, until `found(before, after)` holds for a step — that step — or null when
 * the game ends or 2000 draws pass first.
 */
export function walkUntil<G extends Game>(
  game: G,
  seed: number,
  found: (before: G, after: G) => boolean,
  options: { skip?: (command: EngineCommand) => boolean; apply?: (game: G, command: EngineCommand) => G } = {},
): { before: G; after: G } | null {
  const { skip = () => false, apply = played } = options;
  const pick = seededPick(seed);
  let current = game;
  for (let i = 0; i < 2000; i++) {
    const command = randomGameCommand(current, pick);
    if (!command) return null;
    if (skip(command)) continue;
    const next = apply(current, command);
    if (found(current, next)) return { before: current, after: next };
    current = next;
  }
  return null;
}

/** Runs several commands in order, each one through `step`. */
export function run<G extends Game, C extends { type: string }>(game: G, ...commands: C[]): G {
  return commands.reduce<G>((g, c) => step(g, c), game);
}

/** Asserts that a command is refused with this rule (and these params, when given), and changes nothing. */
export function expectRuleError<G extends Game, C extends { type: string }>(
  game: G,
  command: C,
  code: string,
  params?: Record<string, unknown>,
): RuleError {
  const before = structuredClone(game);
  const decided = decideStep(game, command as never);
  expect(decided.ok, `expected ${JSON.stringify(command)} to be refused with ${code}`).toBe(false);
  if (decided.ok) throw new Error('unreachable');
  expect(decided.error.code).toBe(code);
  if (params) expect(decided.error.params).toMatchObject(params);
  expect(game).toEqual(before);
  return decided.error;
}

/** One seat a vote's ballot bars, with the code the vote command refuses him with. */
export interface BarredSeat {
  seat: Seat;
  code: string;
}

/**
 * Asserts the moderator's ballot of a vote by hands (issue 12 §2): who may vote, nobody voted yet, who is
 * barred, as many entitled as may vote, the hands needed; and that the vote command (`command`, one seat's
 * hand) refuses each barred seat with the ballot's own code (and the seat as its param, `withSeat`).
 */
export function expectHandsBallot<G extends Game, C extends { type: string }>(
  game: G,
  ballot: unknown,
  hands: { voters: Seat[]; barred: BarredSeat[]; needed: number },
  command: (seat: Seat) => C,
  withSeat = false,
): void {
  expect(ballot).toEqual({
    voters: hands.voters,
    voted: [],
    barred: hands.barred,
    entitled: hands.voters.length,
    majority: { kind: 'hands', needed: hands.needed },
  });
  for (const { seat, code } of hands.barred)
    expectRuleError(game, command(seat), code, withSeat ? { seat } : undefined);
}

/** The living seats of a game, in seat order. */
export function living(game: Game): Seat[] {
  return game.state.players.filter((p) => p.alive).map((p) => p.seat);
}

/**
 * The announcements a step added. A state may keep only the latest announcements (ANNOUNCEMENTS_KEPT):
 * the new ones are those not kept from before (the kept ones are the same objects).
 */
export function newAnnouncements(
  before: Game<GameState & { announcements: unknown[] }>,
  after: Game<GameState & { announcements: unknown[] }>,
): unknown[] {
  const kept = new Set<unknown>(before.state.announcements);
  return after.state.announcements.filter((a) => !kept.has(a));
}

/** Every key of a JSON value, at any depth. */
export function keysDeep(value: unknown): string[] {
  const keys: string[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v !== null && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        keys.push(k);
        visit(inner);
      }
    }
  };
  visit(value);
  return keys;
}

/** Asserts that a value names none of these keys at any depth: a view keeps the state's secrets. */
export function expectNoKeys(value: unknown, secretKeys: readonly string[]): void {
  const keys = keysDeep(value);
  for (const secret of secretKeys) expect(keys).not.toContain(secret);
}

/**
 * The shared helpers typed for one ruleset's game and commands: each ruleset's helpers.ts re-exports them
 * (`export const { step, run, … } = kitFor<Game, Command>()`), so a test's commands are checked against
 * its ruleset's union.
 */
export function kitFor<G extends Game, C extends { type: string }>() {
  return {
    /** Decides and applies one command, failing the test if it is refused. Checks the state against the replay. */
    step: step as (game: G, command: C) => G,
    /** Runs a list of commands, asserting each is accepted. */
    run: run as (game: G, ...commands: C[]) => G,
    /** Asserts that a command is refused with this rule error code (never a throw), and that nothing changed. */
    expectRuleError: expectRuleError as (
      game: G,
      command: C,
      code: string,
      params?: Record<string, unknown>,
    ) => RuleError,
    /** The living seats of a game, in seat order. */
    living: living as (game: G) => Seat[],
  };
}

/** A new game from a setup, asserting the setup is accepted. */
export function createdGame<G extends Game>(setup: GameSetup): G {
  const created = createGame(setup);
  if (!created.ok) throw new Error(`setup refused: ${created.error.code} ${JSON.stringify(created.error.params)}`);
  return created.value as G;
}

/** Asserts that a setup is refused with this rule error code (and these params, when given). */
export function expectSetupError(setup: GameSetup, code: string, params?: Record<string, unknown>): RuleError {
  const created = createGame(setup);
  expect(created.ok, `expected the setup to be refused with ${code}`).toBe(false);
  if (created.ok) throw new Error('unreachable');
  expect(created.error.code).toBe(code);
  if (params) expect(created.error.params).toMatchObject(params);
  return created.error;
}

/**
 * The setup helpers of one ruleset, typed for its game, setup, options and roles: `setupFor` (a count of
 * players P1..Pn or their names, with the ruleset's default options unless some are given), `newGame`
 * (asserting the setup is accepted), `rolesOf` (a compact spec, read in the ruleset's table of letters),
 * `expectSetupError` and `dealtAs` (a game the station dealt from a spec).
 */
export function setupKitFor<G extends Game, S extends GameSetup, O, R>(
  ruleset: { id: S['rulesetId']; defaultOptions(players: number): O },
  letters: Readonly<Record<string, R>>,
) {
  const setupFor = (players: number | string[], options: Partial<O> = {}): S => {
    const names = typeof players === 'number' ? playerNames(players) : players;
    return {
      rulesetId: ruleset.id,
      players: names,
      options: { ...ruleset.defaultOptions(names.length), ...options },
    } as unknown as S;
  };
  const newGame = (players: number | string[], options: Partial<O> = {}): G =>
    createdGame<G>(setupFor(players, options));
  const rolesOf = (spec: string): R[] => rolesFromLetters(letters, spec);
  return {
    setupFor,
    newGame,
    rolesOf,
    /** Asserts that a setup of this ruleset is refused with this rule error code (and these params, when given). */
    expectSetupError: (setup: S, code: string, params?: Record<string, unknown>): RuleError =>
      expectSetupError(setup, code, params),
    /**
     * A game the station dealt with these roles (the ruleset's 'deal' command), its mafia count the spec's
     * roles that are `mafia` (for the rulesets whose options carry a mafiaCount).
     */
    dealtAs: (mafia: R, spec: string, options: Partial<O> = {}): G => {
      const roles = rolesOf(spec);
      const mafiaCount = roles.filter((r) => r === mafia).length;
      return step(newGame(roles.length, { mafiaCount, ...options }), { type: 'deal', roles });
    },
  };
}

/** Roles from a compact spec, seat 1 first, each letter read in the ruleset's table of letters. */
export function rolesFromLetters<R>(letters: Readonly<Record<string, R>>, spec: string): R[] {
  return [...spec].map((c) => {
    const role = letters[c];
    if (role === undefined) throw new Error(`bad role letter ${c}`);
    return role;
  });
}

/**
 * RULES.md §4 "Removal", refused alike in every ruleset with the discipline option: before the deal (the
 * wrong phase, in `setup`), and in `day` for the seat `out` of the game, for the living seat `seat` without
 * a listed reason (`badReason`) or with a note over 200 characters. Returns that last refusal.
 */
export function expectRemovalRefusals(
  rulesetId: string,
  setup: Game,
  day: Game,
  seats: { out: Seat; seat: Seat; badReason: string },
): RuleError {
  const remove = (seat: Seat, reason: string, note?: string) =>
    note === undefined ? { type: 'remove', seat, reason } : { type: 'remove', seat, reason, note };
  expectRuleError(setup, remove(1, 'oath'), `${rulesetId}.wrong-phase`, { command: 'remove', phase: 'setup' });
  expectRuleError(day, remove(seats.out, 'oath'), `${rulesetId}.player-must-be-living`);
  expectRuleError(day, remove(seats.seat, seats.badReason), `${rulesetId}.removal-reason`);
  const note = 'x'.repeat(201);
  return expectRuleError(day, remove(seats.seat, 'other', note), `${rulesetId}.removal-note`, { max: 200 });
}

/**
 * The contract of a ruleset with the discipline option (issue 4): its create schema takes `discipline: true`,
 * its command schema a remark to `seat` and that seat's `removal`, and refuses the command `refused`.
 */
export function expectDisciplineContract(
  schemas: RulesetSchemas,
  rulesetId: string,
  seat: Seat,
  removal: { reason: string; note: string | null },
  refused: Record<string, unknown>,
): void {
  const parses = (schema: GenericSchema, value: unknown) => v.safeParse(schema, value).success;
  expect(parses(schemas.create, { rulesetId, players: ['a'], options: { discipline: true } })).toBe(true);
  expect(parses(schemas.command, { type: 'remark', seat })).toBe(true);
  expect(parses(schemas.command, { type: 'remove', seat, ...removal })).toBe(true);
  expect(parses(schemas.command, refused)).toBe(false);
}

/** Gives `count` remarks to a seat, one `remark` command each (the discipline option, every ruleset that has it). */
export function remarks<G extends Game>(game: G, seat: Seat, count: number): G {
  let out = game;
  for (let i = 0; i < count; i++) out = step(out, { type: 'remark', seat });
  return out;
}

/** A ruleset's texts in one language, read from its locale file. */
export interface RulesetTexts {
  /** The language's code: 'en', 'ru', … */
  lang: string;
  /** The locale file's whole tree. */
  tree: Record<string, unknown>;
  /** The node at a dotted key, or undefined where there is none. */
  message(key: string): unknown;
  /** Asserts text for a key in this language, with every placeholder among the parameters. */
  expectText(key: string, params?: Record<string, unknown>): void;
}

/** A ruleset's texts in one language (shared/locales/rulesets/<id>.<lang>.json): a message by its dotted key, and a check of it. */
export function rulesetTexts(rulesetId: string, lang: string): RulesetTexts {
  const tree = rulesetMessages(rulesetId, lang);
  const message = (key: string): unknown => messageAt(tree, key);
  return {
    lang,
    tree,
    message,
    expectText(key, params = {}) {
      const text = message(key);
      expect(typeof text, `no ${lang} text for ${key}`).toBe('string');
      for (const m of (text as string).matchAll(/\{([a-z-]+)\}/gi))
        expect(Object.keys(params), `${lang} ${key} uses {${m[1]}}`).toContain(m[1]);
    },
  };
}

/** A ruleset's English texts (shared/locales/rulesets/<id>.en.json): a message by its dotted key, and a check of it. */
export function englishTexts(rulesetId: string): RulesetTexts {
  return rulesetTexts(rulesetId, 'en');
}

/**
 * The rule error codes a ruleset's source names, without its prefix: each `${R}.<code>` that opens a template and
 * each quoted '<rulesetId>.<code>' in its folder (shared/engine/rulesets/<rulesetId>), for its locale tests to find a
 * text for. A key with `${R}` inside it (`projector.${R}.hands`, its projector.ts's texts) is no rule error.
 */
export function sourceErrorCodes(rulesetId: string): Set<string> {
  const dir = join(resolve(import.meta.dirname, '../..'), 'shared/engine/rulesets', rulesetId);
  const named = new RegExp(String.raw`\`\$\{R\}\.([a-z-]+)|'${rulesetId}\.([a-z-]+)'`, 'g');
  const codes = new Set<string>();
  for (const file of readdirSync(dir))
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(named)) codes.add(m[1] ?? m[2]!);
  return codes;
}
