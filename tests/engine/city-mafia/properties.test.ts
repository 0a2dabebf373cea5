/**
 * Property tests over random city-mafia games (DESIGN.md "Tests": replay, undo, termination, secrecy).
 * fast-check controls every choice of the random player: a prefix of integers it generates (and shrinks),
 * then either a PRNG seeded by an integer it also generates or one constant answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyStep, createGame, decideStep, gameFromLog, moderatorView, playerView, publicView, replay } from '../../../shared/engine/index.ts';
import { randomGameCommand, seededPick, shuffled, type Pick } from '../../../shared/engine/simulate/random-game.ts';
import { validateSetup } from '../../../shared/engine/rulesets/city-mafia/validate-setup.ts';
import { CITY, keysDeep, playerNames } from './helpers.ts';
import type { Command, Game, GameSetup, GameState, Role, RoleCounts } from './helpers.ts';
import { choicesArbitrary, pickOf, type Choices } from '../choices.ts';
import { applyCommand, createdGame, undoAllRedoAllRestores, undoRedoRestores, walkRandomGame } from '../log-kit.ts';

const choicesArb = choicesArbitrary();

/** Any playable setup: 6–16 players, the preset or any counts the rules accept, either dealing, either maniac rule. */
const setupArb: fc.Arbitrary<GameSetup> = fc
  .record({
    n: fc.integer({ min: 6, max: 16 }),
    preset: fc.boolean(),
    singles: fc.record({ don: fc.boolean(), sheriff: fc.boolean(), doctor: fc.boolean(), putana: fc.boolean(), maniac: fc.boolean() }),
    black: fc.integer({ min: 1, max: 7 }),
    dealing: fc.constantFrom('station' as const, 'physical' as const),
    maniacCountsAsRed: fc.boolean(),
  })
  .map(({ n, preset, singles, black, dealing, maniacCountsAsRed }): GameSetup => {
    const one = (b: boolean) => (b ? 1 : 0);
    const don = one(singles.don);
    const roles: RoleCounts = preset
      ? CITY.defaultOptions(n).roles
      : {
          don,
          mafioso: Math.max(0, black - don),
          sheriff: one(singles.sheriff),
          doctor: one(singles.doctor),
          putana: one(singles.putana),
          maniac: one(singles.maniac),
          civilian: 0,
        };
    if (!preset) roles.civilian = n - Object.values(roles).reduce((a, b) => a + b, 0);
    return { rulesetId: 'city-mafia', players: playerNames(n), options: { roles, dealing, maniacCountsAsRed } };
  })
  .filter((setup) => validateSetup(setup).ok);

const MAX_STEPS = 2_000;

/** Property tests play hundreds of games: give them time on a slow or busy machine. */
const LONG = 180_000;

/** The shared log kit, bound to this ruleset's Game type and step bound. */
const created = (setup: GameSetup): Game => createdGame(setup);
const apply = (game: Game, command: Command): Game => applyCommand(game, command);
const walk = (setup: GameSetup, pick: Pick, visit: (before: Game, command: Command, after: Game) => Game | void, undoRate = 0): Game =>
  walkRandomGame(setup, pick, MAX_STEPS, visit as never, undoRate);



// ---------------------------------------------------------------------------------------------------
// Arbitrary commands: type-correct shapes with any values, legal or not.

const weird = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -2, max: 18 }) },
  { weight: 1, arbitrary: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 0.5, 2 ** 31, null, undefined, '3', [], {}) as fc.Arbitrary<number> },
);
const targetArb = fc.oneof(weird, fc.constant(null)) as fc.Arbitrary<number | null>;
const roleArb = fc.constantFrom<Role>('civilian', 'sheriff', 'doctor', 'putana', 'mafioso', 'don', 'maniac');

const arbitraryCommandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ type: fc.constant('deal' as const), roles: fc.array(roleArb, { maxLength: 18 }) }),
  fc.constant({ type: 'start-introductions' as const }),
  fc.record({ type: fc.constant('record-role' as const), seat: weird, role: fc.oneof(roleArb, fc.constant('werewolf' as Role)) }),
  fc.constant({ type: 'introduced' as const }),
  fc.constant({ type: 'end-speech' as const }),
  fc.record({ type: fc.constant('nominate' as const), by: weird, nominee: weird }),
  fc.record({ type: fc.constant('vote' as const), voters: fc.oneof(fc.array(weird, { maxLength: 18 }), fc.constant(null as unknown as number[])) }),
  ...(['putana-visit', 'mafia-shoot', 'don-check', 'sheriff-check', 'doctor-heal', 'maniac-kill'] as const).map((type) =>
    fc.record({ type: fc.constant(type), target: targetArb }),
  ),
  fc.constant({ type: 'end-step' as const }),
  fc.record({ type: fc.constant('remark' as const), seat: weird }),
  fc.record({
    type: fc.constant('remove' as const),
    seat: weird,
    reason: fc.constantFrom('peeking', 'oath', 'other', 'rude') as fc.Arbitrary<'other'>,
    note: fc.oneof(fc.constant(null), fc.string({ maxLength: 210 }), fc.constant(7 as unknown as string)),
  }),
  fc.constant({ type: 'undo' as const }),
  fc.constant({ type: 'redo' as const }),
  fc.constant({ type: 'fly' } as unknown as Command),
);

type Move = { kind: 'legal' } | { kind: 'arbitrary'; command: Command };
const moveArb: fc.Arbitrary<Move> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'legal' as const }) },
  { weight: 2, arbitrary: arbitraryCommandArb.map((command) => ({ kind: 'arbitrary' as const, command })) },
);

function fuzzStep(game: Game, command: Command): Game {
  let decided: ReturnType<typeof decideStep>;
  const before = JSON.stringify(game.state);
  try {
    decided = decideStep(game, command);
  } catch (error) {
    throw new Error(`decideStep threw on ${JSON.stringify(command)} in ${game.state.phase}: ${String(error)}`, { cause: error });
  }
  if (!decided.ok) {
    expect(decided.error.code).toMatch(/^[a-z0-9-]+\.[a-z0-9.-]+$/);
    expect(JSON.stringify(game.state)).toBe(before);
    return game;
  }
  const after = applyStep(game, decided.value);
  expect(after.state).toEqual(replay(after.log));
  CITY.prompts(after.state);
  moderatorView(after, 'g');
  for (let seat = 0; seat <= after.state.players.length + 1; seat++) playerView(after.state, seat);
  checkSecrecy(after.state, seededPick(after.version));
  return after;
}

// ---------------------------------------------------------------------------------------------------
// Secrecy.

/** The state with the hidden roles permuted among the living players and every night secret replaced. */
function withOtherSecrets(state: GameState, pick: Pick): GameState {
  const livingIdx = state.players.flatMap((p, i) => (p.alive ? [i] : []));
  const roles = shuffled(livingIdx.map((i) => state.players[i]!.role), pick);
  const players = state.players.map((p) => ({ ...p, left: p.left ? { ...p.left, note: pick(2) ? 'secret note' : null } : null }));
  livingIdx.forEach((i, k) => (players[i] = { ...players[i]!, role: roles[k] ?? null }));
  const seat = () => (pick(3) === 0 ? null : pick(state.players.length) + 1);
  const choices = () => ({ visit: seat(), shot: seat(), donCheck: seat(), sheriffCheck: seat(), heal: seat(), kill: seat() });
  return {
    ...state,
    players,
    night: state.night ? choices() : null,
    nightLog: state.nightLog.map((r) => ({ ...r, ...choices() })),
    lastVisit: seat(),
    lastHeal: seat(),
    selfHealUsed: pick(2) === 0,
    alibi: seat(),
  };
}

const SECRET_KEYS = ['night', 'nightLog', 'visit', 'shot', 'heal', 'kill', 'donCheck', 'sheriffCheck', 'alibi', 'lastVisit', 'lastHeal', 'selfHealUsed', 'note', 'target'];

function checkSecrecy(state: GameState, pick: Pick): void {
  const view = publicView(state, 'g');
  const json = JSON.parse(JSON.stringify(view)) as unknown;
  expect(json).toEqual(view);
  const keys = keysDeep(json);
  for (const secret of SECRET_KEYS) expect(keys).not.toContain(secret);
  if (state.phase === 'ended') {
    expect(view.players.map((p) => p.role)).toEqual(state.players.map((p) => p.role));
    expect(view.result).toEqual(state.outcome);
    return;
  }
  expect(view.players.every((p) => p.role === null)).toBe(true);
  expect(view.result).toBeNull();
  // Non-interference: who holds which role and what was chosen at night do not change what the room sees.
  expect(publicView(withOtherSecrets(state, pick), 'g')).toEqual(view);
}

// ---------------------------------------------------------------------------------------------------

function replayMatches(setup: GameSetup, choices: Choices): void {
  walk(
    setup,
    pickOf(choices),
    (_before, _command, after) => {
      expect(after.state).toEqual(replay(after.log));
      expect(gameFromLog(after.log)).toEqual(after);
    },
    0.2,
  );
}

const undoRedoRestore = (setup: GameSetup, choices: Choices): void => undoRedoRestores(setup, choices, MAX_STEPS);

const undoAllRedoAll = (setup: GameSetup, choices: Choices): void => undoAllRedoAllRestores(setup, choices, MAX_STEPS);

/** The random player's game ends within MAX_STEPS with a winner consistent with the living. */
function gameEnds(setup: GameSetup, choices: Choices, policy: 'random' | 'randomLynch' = 'random'): void {
  const pick = pickOf(choices);
  let game = created(setup);
  let steps = 0;
  for (; steps < MAX_STEPS; steps++) {
    const command = CITY.simulator[policy](game.state, pick) as Command | null;
    if (!command) break;
    game = apply(game, command);
  }
  expect(steps).toBeLessThan(MAX_STEPS);
  const state = game.state;
  expect(state.phase).toBe('ended');
  const alive = state.players.filter((p) => p.alive);
  const black = alive.filter((p) => p.role === 'mafioso' || p.role === 'don').length;
  const maniac = alive.filter((p) => p.role === 'maniac').length;
  const red = alive.length - black - maniac;
  switch (state.outcome!.winner) {
    case 'draw':
      expect(alive).toHaveLength(0);
      break;
    case 'maniac':
      expect([black, red, maniac]).toEqual([0, 0, 1]);
      break;
    case 'red':
      expect(black + maniac).toBe(0);
      break;
    case 'black':
      expect(black).toBeGreaterThanOrEqual(red + (setup.options.maniacCountsAsRed ? maniac : 0));
      if (!setup.options.maniacCountsAsRed) expect(maniac).toBe(0);
      break;
  }
  expect(state.outcome!.scores).toBeNull();
}

function publicViewKeepsSecrets(setup: GameSetup, choices: Choices, secretSeed: number): void {
  const secretPick = seededPick(secretSeed);
  checkSecrecy(created(setup).state, secretPick);
  walk(setup, pickOf(choices), (_before, _command, after) => checkSecrecy(after.state, secretPick), 0.1);
}

describe('property: decide never throws', () => {
  it('arbitrary commands at random points of a game are either accepted or refused with a rule error, the state unchanged', () => {
    fc.assert(
      fc.property(setupArb, choicesArb, fc.array(moveArb, { maxLength: 150 }), (setup, choices, moves) => {
        const pick = pickOf(choices);
        let game = created(setup);
        for (const move of moves) {
          const command = move.kind === 'legal' ? (randomGameCommand(game, pick) as Command | null) : move.command;
          if (command) game = fuzzStep(game, command);
        }
      }),
      { numRuns: 150 },
    );
  }, LONG);

  it('arbitrary setups are either accepted or refused with a rule error', () => {
    const optionsArb = fc.record({
      roles: fc.oneof(
        fc.record({ civilian: weird, sheriff: weird, doctor: weird, putana: weird, mafioso: weird, don: weird, maniac: weird }),
        fc.constant(null),
        fc.dictionary(fc.string(), fc.integer()),
      ),
      dealing: fc.constantFrom('station', 'physical', 'other', undefined),
      maniacCountsAsRed: fc.constantFrom(true, false, 'no', undefined),
    });
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 30 }), { maxLength: 18 }), optionsArb, (players, options) => {
        const result = createGame({ rulesetId: 'city-mafia', players, options } as unknown as GameSetup);
        if (!result.ok) expect(result.error.code).toMatch(/^[a-z0-9-]+\.[a-z0-9.-]+$/);
        else expect(replay(result.value.log)).toEqual(result.value.state);
      }),
      { numRuns: 300 },
    );
  }, LONG);
});

describe('property: the live state equals the replay of its log', () => {
  it('after every step, with undo and redo mixed in', () => {
    fc.assert(fc.property(setupArb, choicesArb, replayMatches), { numRuns: 30 });
  }, LONG);
});

describe('property: undo restores the previous state exactly, redo the next', () => {
  it('after any accepted game command', () => {
    fc.assert(fc.property(setupArb, choicesArb, undoRedoRestore), { numRuns: 40 });
  }, LONG);

  it('undoing a whole game returns to its creation, and redoing it all returns to its end', () => {
    fc.assert(fc.property(setupArb, choicesArb, undoAllRedoAll), { numRuns: 30 });
  }, LONG);
});

describe('property: every game ends', () => {
  it('under the random policy, within a bounded number of commands, with a winner the living agree with', () => {
    fc.assert(fc.property(setupArb, choicesArb, (setup, choices) => gameEnds(setup, choices)), { numRuns: 200 });
  }, LONG);

  it('under the random-lynch policy too', () => {
    fc.assert(fc.property(setupArb, choicesArb, (setup, choices) => gameEnds(setup, choices, 'randomLynch')), { numRuns: 100 });
  }, LONG);

  it.each([0, 1, 2, 3, 5, 7, 11, 29, 30, 31, 99])('with every choice %i, at every table size', (constant) => {
    for (let n = 6; n <= 16; n++) {
      for (const dealing of ['station', 'physical'] as const) {
        const setup: GameSetup = { rulesetId: 'city-mafia', players: playerNames(n), options: { ...CITY.defaultOptions(n), dealing } };
        gameEnds(setup, { prefix: [], then: { constant } });
      }
    }
  }, LONG);
});

describe('property: secrecy of the public view', () => {
  it('no living player\'s role and no night choice reaches the room, at any state', () => {
    fc.assert(fc.property(setupArb, choicesArb, fc.integer(), publicViewKeepsSecrets), { numRuns: 25 });
  }, LONG);
});
