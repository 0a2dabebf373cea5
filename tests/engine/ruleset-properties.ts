/**
 * The property checks of the suite every ruleset gets (DESIGN.md "Tests": decide never throws, replay, undo,
 * termination, secrecy); `describeRulesetProperties(ruleset, spec)` in ruleset-properties.test.ts declares
 * them for every registered ruleset (the tests are declared in the test file, where `vitest list` sees them). A ruleset without a spec is tested with its
 * default options at every table size and generic checks; a spec adds its own setups, odd commands and
 * options, its rule of the winner and its public view's secrets. fast-check controls every choice of the
 * random player (choices.ts), so a counterexample is a plain `{ setup, choices }` value: the property
 * functions (`rulesetProperties`) replay it as a regression test in the ruleset's own file.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  applyStep,
  createGame,
  decideStep,
  gameFromLog,
  history,
  moderatorView,
  playerView,
  publicView,
  replay,
  type EngineCommand,
  type Game,
  type GameSetup,
  type GameState,
  type Pick,
} from '../../shared/engine/index.ts';
import type { AnyRuleset } from '../../shared/engine/rulesets/index.ts';
import { seededPick } from '../../shared/engine/simulate/random-game.ts';
import { expectEqual } from '../fixtures/expect-equal.ts';
import { pickOf, type Choices } from './choices.ts';
import { expectNoKeys, played } from './engine-kit.ts';

/** The random player's policies. */
export type Policy = 'random' | 'randomLynch';

/** The suite's properties, by name: the full tier's runs of each can be set per ruleset. */
export type PropertyName = 'fuzz' | 'setups' | 'replay' | 'undo' | 'undoAll' | 'ends' | 'endsLynch' | 'secrecy';

/** What a ruleset's properties need to know beyond its Ruleset; every field has a generic default. */
export interface RulesetPropertySpec {
  /** Playable setups. Default: every table size the ruleset takes, with its default options. */
  setups?: fc.Arbitrary<GameSetup>;
  /** Commands of the ruleset's shapes with odd values, legal or not. Default: the random player's commands with odd numbers. */
  commands?: fc.Arbitrary<EngineCommand>;
  /** Options of any shape and value, for the arbitrary-setup property (fast-check's `anything` is always mixed in). */
  options?: fc.Arbitrary<unknown>;
  /** The longest game the random player may play, in commands. Default 2,000. */
  maxSteps?: number;
  /** The most integers of a game's choices fast-check draws before its PRNG. Default 300. */
  maxPrefix?: number;
  /** The ruleset's rule of the end (the winner agrees with the living, the scores), on a game that ended. */
  ended?(setup: GameSetup, state: GameState, policy: Policy): void;
  /** The public view's secrets at a state (`pick` draws other secrets for a non-interference check). */
  secrecy?(state: GameState, pick: Pick): void;
  /** Whether rebuilding the whole game from its log is checked after every step (default) or every tenth (long games). */
  rebuildEvery?: number;
  /** The full tier's runs of each property. */
  runs?: Partial<Record<PropertyName, number>>;
}

/**
 * A ruleset's spec written in its own setup, command and state types: each field is checked against the
 * ruleset's types where the spec is written, and erased to the suite's (RulesetPropertySpec) in one place.
 */
export interface TypedPropertySpec<S, C, St> extends Omit<
  RulesetPropertySpec,
  'setups' | 'commands' | 'ended' | 'secrecy'
> {
  setups?: fc.Arbitrary<S>;
  commands?: fc.Arbitrary<C>;
  ended?(setup: S, state: St, policy: Policy): void;
  secrecy?(state: St, pick: Pick): void;
}

/** The suite's spec of a ruleset from its typed one (TypedPropertySpec): the one place its types are erased. */
export function rulesetPropertySpec<S, C, St>(spec: TypedPropertySpec<S, C, St>): RulesetPropertySpec {
  return spec as unknown as RulesetPropertySpec;
}

export const RUNS: Record<PropertyName, number> = {
  fuzz: 150,
  setups: 300,
  replay: 40,
  undo: 40,
  undoAll: 30,
  ends: 200,
  endsLynch: 100,
  secrecy: 30,
};

/** A rule error's code: `<ruleset or layer>.<rule>`, also the message key's tail. */
export const RULE_CODE = /^[a-z0-9-]+\.[a-z0-9.-]+$/;

/** Property runs play hundreds of games: a generous per-test timeout on a busy machine (not a timed assertion). */
export const LONG = 180_000;

/** Odd values for a number field: out of range, not integers, not numbers. */
export const oddNumber = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -2, max: 18 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0.5, 1.5, 2 ** 31),
  },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, undefined, '3', [], {}, true) },
);

/**
 * One move of a fuzzed game: the random player's legal command, an odd command of the ruleset's shapes,
 * or (for a ruleset without its own odd commands) the random player's command made odd at that point.
 */
export type Move =
  { kind: 'legal' } | { kind: 'odd'; command: EngineCommand } | { kind: 'oddened'; seed: number; odd: unknown };

/** The property checks of one ruleset, as plain functions of a setup and the choices (regression tests call them). */
export function rulesetProperties(ruleset: AnyRuleset, spec: RulesetPropertySpec = {}) {
  const maxSteps = spec.maxSteps ?? 2_000;

  function created(setup: GameSetup): Game {
    const result = createGame(setup);
    if (!result.ok) throw new Error(`setup refused: ${result.error.code} ${JSON.stringify(result.error.params)}`);
    return result.value;
  }

  /** Decides and applies a command that must be accepted. */
  const apply = played;

  /**
   * Plays a random game (the policy's commands) to its end or maxSteps, calling `visit` on each accepted
   * command; a share `undoRate` of the steps are undo or redo instead (refused ones are skipped).
   */
  function walk(
    setup: GameSetup,
    pick: Pick,
    visit: (before: Game, command: EngineCommand, after: Game) => Game | void,
    undoRate = 0,
    policy: Policy = 'random',
  ): Game {
    let game = created(setup);
    for (let i = 0; i < maxSteps; i++) {
      let command: EngineCommand | null;
      if (undoRate > 0 && pick(100) < undoRate * 100) command = pick(2) === 0 ? { type: 'undo' } : { type: 'redo' };
      else command = ruleset.simulator[policy](game.state, pick) as EngineCommand | null;
      if (!command) return game;
      const decided = decideStep(game, command);
      if (!decided.ok) {
        if (command.type === 'undo' || command.type === 'redo') continue;
        throw new Error(`random command refused: ${decided.error.code} ${JSON.stringify(command)}`);
      }
      const after = applyStep(game, decided.value);
      game = visit(game, command, after) ?? after;
    }
    return game;
  }

  /** The public view's secrets: the spec's check, or the generic one (plain JSON, no living player's role before the end). */
  function checkSecrecy(state: GameState, pick: Pick): void {
    if (spec.secrecy) return spec.secrecy(state, pick);
    const view = publicView(state, 'g') as { players: { alive: boolean; role?: unknown }[] };
    expectEqual(JSON.parse(JSON.stringify(view)), view);
    if (state.phase !== 'ended') for (const p of view.players) if (p.alive) expect(p.role ?? null).toBeNull();
  }

  /** Decides one command and checks the answer; applies it when accepted. A throw fails the property. */
  function fuzzStep(game: Game, command: EngineCommand): Game {
    const before = JSON.stringify(game);
    let decided: ReturnType<typeof decideStep>;
    try {
      decided = decideStep(game, command);
    } catch (error) {
      throw new Error(`decideStep threw on ${JSON.stringify(command)} in ${game.state.phase}: ${String(error)}`, {
        cause: error,
      });
    }
    // Deciding changes nothing, accepted or refused.
    expect(JSON.stringify(game)).toBe(before);
    if (!decided.ok) {
      expect(decided.error.code).toMatch(RULE_CODE);
      expect(typeof decided.error.params).toBe('object');
      for (const value of Object.values(decided.error.params)) expect(['string', 'number']).toContain(typeof value);
      return game;
    }
    expect(Array.isArray(decided.value)).toBe(true);
    const after = applyStep(game, decided.value);
    expectEqual(after.state, replay(after.log));
    // Whatever was accepted, the prompts and views of the new state can be built, and keep the secrets.
    ruleset.prompts(after.state);
    moderatorView(after, 'g');
    for (let seat = 0; seat <= after.state.players.length + 1; seat++) playerView(after.state, seat);
    checkSecrecy(after.state, seededPick(after.version));
    return after;
  }

  return {
    created,
    apply,
    walk,
    checkSecrecy,

    /** Odd and legal commands mixed into a random game: each is refused with a named rule or applied consistently. */
    fuzzGame(setup: GameSetup, choices: Choices, moves: Move[]): Game {
      const pick = pickOf(choices);
      let game = created(setup);
      for (const move of moves) {
        let command: EngineCommand | null;
        if (move.kind === 'odd') command = move.command;
        else
          command = ruleset.simulator.random(
            game.state,
            move.kind === 'legal' ? pick : seededPick(move.seed),
          ) as EngineCommand | null;
        if (command && move.kind === 'oddened') command = oddened(command, seededPick(move.seed), move.odd);
        if (command) game = fuzzStep(game, command);
      }
      return game;
    },

    /** The live state equals the replay of its log (and a game rebuilt from its log) after every step. */
    replayMatches(setup: GameSetup, choices: Choices): void {
      const every = spec.rebuildEvery ?? 1;
      walk(
        setup,
        pickOf(choices),
        (_before, _command, after) => {
          expectEqual(after.state, replay(after.log));
          if (after.version % every === 0) expectEqual(gameFromLog(after.log), after);
        },
        0.2,
      );
    },

    /** After any accepted game command, undo gives back the state before it and redo the state after it. */
    undoRedoRestore(setup: GameSetup, choices: Choices): void {
      walk(setup, pickOf(choices), (before, command, after) => {
        if (command.type === 'undo' || command.type === 'redo') return;
        const undone = apply(after, { type: 'undo' });
        expectEqual(undone.state, before.state);
        const redone = apply(undone, { type: 'redo' });
        expectEqual(redone.state, after.state);
        // Go on from the redone game, so that the history grows its undo and redo markers.
        return redone;
      });
    },

    /** Undoing every step returns to the creation (and no further); redoing them all returns to the end. */
    undoAllRedoAll(setup: GameSetup, choices: Choices): void {
      const start = created(setup);
      const end = walk(setup, pickOf(choices), () => undefined, 0.1);
      let game = end;
      const steps = history(game.log).effective.filter((s) => s > 0).length;
      for (let i = 0; i < steps; i++) game = apply(game, { type: 'undo' });
      expectEqual(game.state, start.state);
      expect(decideStep(game, { type: 'undo' })).toEqual({
        ok: false,
        error: { code: 'undo.nothing-to-undo', params: {} },
      });
      for (let i = 0; i < steps; i++) game = apply(game, { type: 'redo' });
      expectEqual(game.state, end.state);
    },

    /** The policy's game ends within maxSteps, with an outcome by the ruleset's rule of the end. */
    gameEnds(setup: GameSetup, choices: Choices, policy: Policy = 'random'): Game {
      const pick = pickOf(choices);
      let game = created(setup);
      let steps = 0;
      for (; steps < maxSteps; steps++) {
        const command = ruleset.simulator[policy](game.state, pick) as EngineCommand | null;
        if (!command) break;
        game = apply(game, command);
      }
      expect(steps).toBeLessThan(maxSteps);
      expect(game.state.phase).toBe('ended');
      expect(game.state.outcome?.winner).toEqual(expect.any(String));
      spec.ended?.(setup, game.state, policy);
      return game;
    },

    /** The public view keeps every secret at every state of a game, with undo and redo mixed in. */
    publicViewKeepsSecrets(setup: GameSetup, choices: Choices, secretSeed: number): void {
      const secretPick = seededPick(secretSeed);
      checkSecrecy(created(setup).state, secretPick);
      walk(setup, pickOf(choices), (_before, _command, after) => checkSecrecy(after.state, secretPick), 0.1);
    },
  };
}

/** Every table size the ruleset takes, with its default options. */
export function defaultSetups(ruleset: AnyRuleset): fc.Arbitrary<GameSetup> {
  return fc.integer({ min: ruleset.minPlayers, max: ruleset.maxPlayers }).map(
    (n): GameSetup =>
      ({
        rulesetId: ruleset.id,
        players: Array.from({ length: n }, (_, i) => `P${i + 1}`),
        options: ruleset.defaultOptions(n),
      }) as GameSetup,
  );
}

/** Each number field of a command replaced by an odd value, or its type by an unknown one. */
function oddened(command: EngineCommand, pick: Pick, odd: unknown): EngineCommand {
  const fields = Object.keys(command).filter((k) => k !== 'type');
  if (fields.length === 0 || pick(4) === 0)
    return { ...command, type: pick(2) === 0 ? 'fly' : undefined } as unknown as EngineCommand;
  return { ...command, [fields[pick(fields.length)]!]: odd } as EngineCommand;
}

/** A public view is plain JSON (nothing lost in the round trip) and names none of the secret keys, at any depth. */
export function expectNoSecretKeys(view: unknown, secretKeys: readonly string[]): void {
  const json = JSON.parse(JSON.stringify(view)) as unknown;
  expectEqual(json, view);
  expectNoKeys(json, secretKeys);
}

/**
 * The secrecy check of a ruleset whose room sees every role and the outcome once the game is over, and no
 * role and no outcome before (1987, city-mafia): no secret key, and the same view with other secrets
 * (`withOtherSecrets`: who holds which role and what was chosen at night changed).
 */
export function rolesHiddenUntilTheEnd<S extends GameState>(
  secretKeys: readonly string[],
  withOtherSecrets: (state: S, pick: Pick) => S,
): (state: S, pick: Pick) => void {
  return (state, pick) => {
    const view = publicView(state, 'g') as unknown as { players: { role: unknown }[]; result: unknown };
    expectNoSecretKeys(view, secretKeys);
    if (state.phase === 'ended') {
      expect(view.players.map((p) => p.role)).toEqual(state.players.map((p) => p.role));
      expect(view.result).toEqual(state.outcome);
      return;
    }
    expect(view.players.every((p) => p.role === null)).toBe(true);
    expect(view.result).toBeNull();
    // Non-interference: who holds which role and what was chosen at night do not change what the room sees.
    expectEqual(publicView(withOtherSecrets(state, pick), 'g'), view);
  };
}
