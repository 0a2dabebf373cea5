/**
 * Property tests over random mensa-hungariqa games (DESIGN.md "Tests": replay, undo, termination, secrecy).
 * fast-check controls every choice of the random player: a prefix of integers it generates (and shrinks),
 * then a PRNG seeded by an integer it also generates, or one constant answer (an adversarial player the
 * progress rules of the random policy must survive).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyStep, createGame, decideStep, gameFromLog, replay } from '../../../shared/engine/index.ts';
import { seededPick, shuffled, type Pick } from '../../../shared/engine/simulate/random-game.ts';
import { extraRolesOf } from '../../../shared/engine/rulesets/mensa-hungariqa/setup.ts';
import { keysDeep, MENSA, playerNames, publicOf } from './helpers.ts';
import type { Command, Game, GameSetup, GameState, MensaHungariqaOptions } from './helpers.ts';
import { choicesArbitrary, pickOf, type Choices } from '../choices.ts';
import { applyCommand, createdGame, undoAllRedoAllRestores, undoRedoRestores, walkRandomGame } from '../log-kit.ts';

const choicesArb = choicesArbitrary();

/** A legal setup: random options (every extra role on or off), then a table large enough for them. */
const setupArb: fc.Arbitrary<GameSetup> = fc
  .record({
    maxAccusationsPerDay: fc.integer({ min: 1, max: 4 }),
    mafiaThreshold: fc.constantFrom('table' as const, 'unanimous' as const),
    dealing: fc.constantFrom('station' as const, 'physical' as const),
    collaborator: fc.boolean(),
    vogon: fc.boolean(),
    bodyguard: fc.boolean(),
    sarika: fc.boolean(),
    protectedCitizen: fc.boolean(),
    protectedCitizenPardon: fc.constantFrom('every-time' as const, 'once' as const),
    grocer: fc.boolean(),
    citizenKamikaze: fc.boolean(),
    mafiosoKamikaze: fc.boolean(),
    kamikaze: fc.boolean(),
    lovers: fc.boolean(),
    // Remarks and removals (issue 4): off as before, or on (the random policy then gives some).
    discipline: fc.boolean(),
    mafiaExtra: fc.integer({ min: 0, max: 5 }),
    size: fc.nat({ max: 100 }),
  })
  .map(({ mafiaExtra, size, ...rest }) => {
    const base = { ...rest, mafiaCount: 1 } as MensaHungariqaOptions;
    const least = base.mafiosoKamikaze ? 2 : 1;
    const mafiaCount = least + mafiaExtra;
    const extras = extraRolesOf(base).length;
    const min = Math.max(6, 2 * mafiaCount + 1, mafiaCount + 1 + extras);
    const n = min + (size % (16 - min + 1));
    return { rulesetId: 'mensa-hungariqa' as const, players: playerNames(n), options: { ...base, mafiaCount } };
  });

/** Far above the longest game the random policy's progress rules allow. */
const MAX_STEPS = 5_000;

/** Property runs are long on a busy machine: a generous per-test timeout (not a timed assertion). */
const SLOW = 180_000;

/** The shared log kit, bound to this ruleset's Game type and step bound. */
const created = (setup: GameSetup): Game => createdGame(setup);
const apply = (game: Game, command: Command): Game => applyCommand(game, command);
const walk = (setup: GameSetup, pick: Pick, visit: (before: Game, command: Command, after: Game) => Game | void, undoRate = 0): Game =>
  walkRandomGame(setup, pick, MAX_STEPS, visit as never, undoRate);




// ---------------------------------------------------------------------------------------------------
// Arbitrary commands: type-correct shapes with any values, legal or not.

const weird = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -2, max: 18 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(Number.NaN, Number.POSITIVE_INFINITY, -0, 0.5, 2 ** 31, null, undefined, '3', [], {}) },
) as fc.Arbitrary<number>;
const roleArb = fc.constantFrom(
  'citizen', 'mafioso', 'protected-mafioso', 'inspector', 'collaborator', 'vogon', 'bodyguard', 'sarika',
  'protected-citizen', 'grocer', 'citizen-kamikaze', 'mafioso-kamikaze', 'second:lover', 'second:none', 'wizard',
);

const arbitraryCommandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ type: fc.constant('deal' as const), roles: fc.array(roleArb, { maxLength: 34 }) }) as fc.Arbitrary<Command>,
  fc.record({ type: fc.constant('record-role' as const), seat: weird, role: roleArb }) as fc.Arbitrary<Command>,
  fc.record({ type: fc.constant('record-second-role' as const), seat: weird, second: fc.constantFrom('kamikaze', 'lover', null, 'x') }) as fc.Arbitrary<Command>,
  fc.constant({ type: 'next-step' as const }),
  fc.record({ type: fc.constant('accuse' as const), accuser: weird, accused: weird }),
  fc.record(
    { type: fc.constantFrom('support-vote' as const, 'execution-vote' as const), yes: weird, voters: fc.oneof(fc.constant(null), fc.constant(undefined), fc.array(weird, { maxLength: 18 })) },
    { requiredKeys: ['type', 'yes'] },
  ) as fc.Arbitrary<Command>,
  fc.constant({ type: 'give-last-word' as const }),
  fc.constant({ type: 'end-day' as const }),
  fc.record({ type: fc.constant('kamikaze-names' as const), kamikaze: weird, target: weird }),
  fc.record({ type: fc.constant('inspector-check' as const), target: weird }),
  fc.record({ type: fc.constant('hand' as const), voter: weird }),
  fc.constant({ type: 'vogon-looks' as const }),
  fc.constant({ type: 'next-name' as const }),
  fc.constant({ type: 'reread' as const }),
  fc.constant({ type: 'fly' } as unknown as Command),
  fc.constant({ type: 'undo' as const }),
  fc.constant({ type: 'redo' as const }),
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
    decided = decideStep(game, command as never);
  } catch (error) {
    throw new Error(`decideStep threw on ${JSON.stringify(command)} in ${game.state.phase}: ${String(error)}`, { cause: error });
  }
  expect(JSON.stringify(game.state)).toBe(before);
  if (!decided.ok) {
    expect(decided.error.code).toMatch(/^[a-z0-9-]+\.[a-z0-9.-]+$/);
    expect(typeof decided.error.params).toBe('object');
    return game;
  }
  const after = applyStep(game, decided.value);
  expect(after.state).toEqual(replay(after.log));
  MENSA.prompts(after.state);
  MENSA.moderatorView(after.state);
  for (let seat = 0; seat <= after.state.players.length + 1; seat++) MENSA.playerCard(after.state, seat);
  checkSecrecy(after.state, seededPick(after.version));
  return after;
}

// ---------------------------------------------------------------------------------------------------
// Secrecy.

/**
 * The state with the hidden roles (first and second) permuted among the living players, and the night's
 * secrets replaced: the check, the hands, the vogon, the history of checks and nights.
 */
function withOtherSecrets(state: GameState, pick: Pick): GameState {
  const livingIdx = state.players.flatMap((p, i) => (p.alive ? [i] : []));
  const roles = shuffled(livingIdx.map((i) => state.players[i]!.role), pick);
  const seconds = shuffled(livingIdx.map((i) => state.players[i]!.second), pick);
  const players = state.players.map((p) => ({ ...p }));
  livingIdx.forEach((idx, k) => {
    players[idx] = { ...players[idx]!, role: roles[k] ?? null, second: seconds[k] ?? null };
  });
  const seats = state.players.map((p) => p.seat);
  const any = () => seats[pick(seats.length)]!;
  const night = state.night
    ? {
        ...state.night,
        check: pick(2) === 0 ? null : { target: any(), answer: pick(2) === 0 ? ('yes' as const) : ('no' as const) },
        hands: Array.from({ length: pick(4) }, () => ({ voter: any(), target: any() })),
        vogon: pick(2) === 0 ? null : any(),
        index: pick(Math.max(1, state.night.order.length)),
        stage: pick(2) === 0 ? ('inspector' as const) : ('reading' as const),
      }
    : null;
  return {
    ...state,
    players,
    night,
    checks: Array.from({ length: pick(3) }, (_, round) => ({ round, target: any(), answer: 'yes' as const })),
    nightHistory: [],
  };
}

const SECRET_KEYS = ['checks', 'check', 'nightHistory', 'hands', 'hand', 'vogon', 'night', 'order', 'options', 'pardons', 'answer', 'target', 'threshold'];

function checkSecrecy(state: GameState, pick: Pick): void {
  const view = publicOf(state);
  const json = JSON.parse(JSON.stringify(view)) as unknown;
  expect(json).toEqual(view);
  const keys = keysDeep(json);
  for (const secret of SECRET_KEYS) expect(keys).not.toContain(secret);
  if (state.phase === 'ended') {
    expect(view.players.map((p) => p.role)).toEqual(state.players.map((p) => p.role));
    expect(view.result).toEqual({ winner: state.outcome!.winner, winners: state.outcome!.winners });
    return;
  }
  // Hidden roles: none but a dead grocer's.
  for (const p of view.players) {
    const real = state.players[p.seat - 1]!;
    expect(p.role).toBe(!real.alive && real.role === 'grocer' ? 'grocer' : null);
    expect(p.second).toBeNull();
  }
  expect(view.result).toBeNull();
  // Non-interference: who holds which living role and what was chosen at night do not change the view.
  expect(publicOf(withOtherSecrets(state, pick))).toEqual(view);
}

// ---------------------------------------------------------------------------------------------------

function replayMatches(setup: GameSetup, choices: Choices): void {
  walk(
    setup,
    pickOf(choices),
    (_b, _c, after) => {
      expect(after.state).toEqual(replay(after.log));
      // Rebuilding the whole game from its log is quadratic over a game: every tenth step is enough.
      if (after.version % 10 === 0) expect(gameFromLog(after.log)).toEqual(after);
    },
    0.2,
  );
}

const undoRedoRestore = (setup: GameSetup, choices: Choices): void => undoRedoRestores(setup, choices, MAX_STEPS);

const undoAllRedoAll = (setup: GameSetup, choices: Choices): void => undoAllRedoAllRestores(setup, choices, MAX_STEPS);

function gameEnds(setup: GameSetup, choices: Choices, lynch: boolean): void {
  const pick = pickOf(choices);
  let game = created(setup);
  let steps = 0;
  for (; steps < MAX_STEPS; steps++) {
    const command = lynch ? MENSA.simulator.randomLynch(game.state, pick) : MENSA.simulator.random(game.state, pick);
    if (!command) break;
    game = apply(game, command);
  }
  const state = game.state;
  expect(state.phase).toBe('ended');
  const outcome = state.outcome!;
  const mafia = state.players.filter((p) => p.alive && ['mafioso', 'protected-mafioso', 'mafioso-kamikaze'].includes(p.role!)).length;
  const citizens = state.players.filter((p) => p.alive).length - mafia;
  // RULES.md §3: citizens win with no mafioso alive; the mafia at parity.
  if (outcome.winner === 'citizens') expect(mafia).toBe(0);
  else expect(mafia).toBeGreaterThanOrEqual(citizens);
  expect(outcome.scores).toBeNull();
}

describe('property: decide never throws, and a refusal leaves the state as it was', () => {
  it('arbitrary commands at random points of a game', () => {
    fc.assert(
      fc.property(setupArb, choicesArb, fc.array(moveArb, { maxLength: 150 }), (setup, choices, moves) => {
        const pick = pickOf(choices);
        let game = created(setup);
        for (const move of moves) {
          const command = move.kind === 'legal' ? MENSA.simulator.random(game.state, pick) : move.command;
          if (command) game = fuzzStep(game, command);
        }
      }),
      { numRuns: 150 },
    );
  }, SLOW);

  it('arbitrary setups are either accepted or refused with a rule error', () => {
    const optionsArb = fc.record({
      mafiaCount: weird,
      maxAccusationsPerDay: weird,
      mafiaThreshold: fc.constantFrom('table', 'unanimous', 'x'),
      dealing: fc.constantFrom('station', 'physical', 'x'),
      collaborator: fc.oneof(fc.boolean(), weird),
      lovers: fc.boolean(),
      kamikaze: fc.boolean(),
      vogon: fc.boolean(),
      bodyguard: fc.boolean(),
      sarika: fc.boolean(),
      protectedCitizen: fc.boolean(),
      protectedCitizenPardon: fc.constantFrom('every-time', 'once', 'x'),
      grocer: fc.boolean(),
      citizenKamikaze: fc.boolean(),
      mafiosoKamikaze: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 20 }), { maxLength: 18 }), optionsArb, (players, options) => {
        const result = createGame({ rulesetId: 'mensa-hungariqa', players, options: options as never });
        if (!result.ok) expect(result.error.code).toMatch(/^[a-z0-9-]+\.[a-z0-9.-]+$/);
        else expect(replay(result.value.log)).toEqual(result.value.state);
      }),
      { numRuns: 300 },
    );
  }, SLOW);
});

describe('property: the live state equals the replay of its log', () => {
  it('after every step, with undo and redo mixed in', () => {
    fc.assert(fc.property(setupArb, choicesArb, replayMatches), { numRuns: 25 });
  }, SLOW);
});

describe('property: undo restores the previous state exactly, redo the next', () => {
  it('after any accepted game command', () => {
    fc.assert(fc.property(setupArb, choicesArb, undoRedoRestore), { numRuns: 30 });
  }, SLOW);

  it('undoing a whole game returns to its creation, and redoing it all returns to its end', () => {
    fc.assert(fc.property(setupArb, choicesArb, undoAllRedoAll), { numRuns: 20 });
  }, SLOW);
});

describe('property: every game ends', () => {
  it('under the random policy, within a bounded number of commands, with a winner by the rules', () => {
    fc.assert(fc.property(setupArb, choicesArb, (setup, choices) => gameEnds(setup, choices, false)), { numRuns: 200 });
  }, SLOW);

  it('under the random-lynch policy', () => {
    fc.assert(fc.property(setupArb, choicesArb, (setup, choices) => gameEnds(setup, choices, true)), { numRuns: 100 });
  }, SLOW);
});

describe('property: secrecy of the public view', () => {
  it('no living player\'s role, no night choice, no check reaches the room, at any state', () => {
    fc.assert(
      fc.property(setupArb, choicesArb, fc.integer(), (setup, choices, seed) => {
        const secretPick = seededPick(seed);
        checkSecrecy(created(setup).state, secretPick);
        walk(setup, pickOf(choices), (_b, _c, after) => checkSecrecy(after.state, secretPick), 0.1);
      }),
      { numRuns: 20 },
    );
  }, SLOW);
});
