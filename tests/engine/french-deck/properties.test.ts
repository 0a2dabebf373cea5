/**
 * Property tests over random french-deck games (DESIGN.md "Tests": replay, undo, termination, secrecy).
 * fast-check controls every choice of the random player: a prefix of integers it generates (and
 * shrinks), then a PRNG seeded by an integer it also generates, or one constant answer for ever. A
 * counterexample is a plain `{ setup, choices }` value; keep each one found as a regression test below.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyStep,
  createGame,
  decideStep,
  gameFromLog,
  history,
  moderatorView,
  playerView,
  replay,
} from '../../../shared/engine/index.ts';
import { seededPick, shuffled, type Pick } from '../../../shared/engine/simulate/random-game.ts';
import { mafiaCountRange } from '../../../shared/engine/rulesets/french-deck/validate-setup.ts';
import { FD, keysDeep, playerNames, roomView } from './helpers.ts';
import type { Command, Game, GameSetup, GameState } from './helpers.ts';
import { choicesArbitrary, pickOf, type Choices } from '../choices.ts';

const choicesArb = choicesArbitrary(200);

/** A legal setup: 6–16 players, the customary mafia count or any the deck allows, either way of dealing. */
const setupArb: fc.Arbitrary<GameSetup> = fc.integer({ min: 6, max: 16 }).chain((n) => {
  const { min, max } = mafiaCountRange(n);
  return fc
    .record({
      mafiaCount: fc.oneof(fc.constant(FD.defaultOptions(n).mafiaCount), fc.integer({ min, max })),
      dealing: fc.constantFrom('station' as const, 'physical' as const),
      // Remarks and removals (issue 4): off as before, or on (the random policy then gives some).
      discipline: fc.boolean(),
    })
    .map((options): GameSetup => ({ rulesetId: 'french-deck', players: playerNames(n), options }));
});

/**
 * The bound on a random game's length. The longest game: N rounds (a death every night), each night
 * at most 3 commands (plus N records in night 1), each day at most N accusations of 3 commands and one
 * "nobody else accuses": 16 × (3 + 3 × 16 + 1) + 16 = 848 < 1000.
 */
const MAX_STEPS = 1_000;

function created(setup: GameSetup): Game {
  const result = createGame(setup);
  if (!result.ok) throw new Error(`setup refused: ${result.error.code}`);
  return result.value as Game;
}

function apply(game: Game, command: Command): Game {
  const decided = decideStep(game, command);
  if (!decided.ok) throw new Error(`refused: ${JSON.stringify(command)} → ${decided.error.code}`);
  return applyStep(game, decided.value);
}

/** Plays a random game to its end, calling `visit` on every accepted command; with `undoRate`, some steps are undo/redo. */
function walk(setup: GameSetup, pick: Pick, visit: (before: Game, command: Command, after: Game) => Game | void, undoRate = 0, policy: 'random' | 'randomLynch' = 'random'): Game {
  let game = created(setup);
  for (let i = 0; i < MAX_STEPS; i++) {
    let command: Command | null;
    if (undoRate > 0 && pick(100) < undoRate * 100) command = pick(2) === 0 ? { type: 'undo' } : { type: 'redo' };
    else command = FD.simulator[policy](game.state, pick);
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

// ---------------------------------------------------------------------------------------------------
// Arbitrary commands: type-correct or not, with any values, legal or not.

const weird = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -2, max: 18 }) },
  { weight: 1, arbitrary: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 0.5, 1.5, 2 ** 31) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, undefined, '3', [], {}, true) },
);
const roleArb = fc.constantFrom<unknown>('mafioso', 'angel', 'villager', 'king', null, 3);

const arbitraryCommandArb: fc.Arbitrary<Command> = fc
  .oneof(
    fc.record({ type: fc.constant('deal'), roles: fc.oneof(fc.array(roleArb, { maxLength: 18 }), weird) }),
    fc.constant({ type: 'cards-dealt' }),
    fc.record({ type: fc.constant('record-role'), seat: weird, role: roleArb }),
    fc.record({ type: fc.constant('mafia-kill'), target: weird }),
    fc.record({ type: fc.constant('angel-check'), target: weird }),
    fc.constant({ type: 'end-night' }),
    fc.record({ type: fc.constant('accuse'), accuser: weird, accused: weird }),
    fc.constant({ type: 'call-vote' }),
    fc.record({ type: fc.constant('resolve-vote'), guilty: weird, voters: fc.oneof(weird, fc.array(weird, { maxLength: 18 })) }, { requiredKeys: ['type'] }),
    fc.constant({ type: 'no-more-accusations' }),
    fc.constant({ type: 'undo' }),
    fc.constant({ type: 'redo' }),
    fc.record({ type: fc.constantFrom<unknown>('bogus', undefined, 7, 'night-note', 'propose-night') }),
  )
  .map((c) => c as unknown as Command);

type Move = { kind: 'legal' } | { kind: 'arbitrary'; command: Command };
const moveArb: fc.Arbitrary<Move> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'legal' as const }) },
  { weight: 2, arbitrary: arbitraryCommandArb.map((command) => ({ kind: 'arbitrary' as const, command })) },
);

/** Decides a command and checks the result's shape; applies it when accepted. A throw fails the property. */
function fuzzStep(game: Game, command: Command): Game {
  let decided: ReturnType<typeof decideStep>;
  try {
    decided = decideStep(game, command);
  } catch (error) {
    throw new Error(`decideStep threw on ${JSON.stringify(command)} in ${game.state.phase}: ${String(error)}`, { cause: error });
  }
  if (!decided.ok) {
    expect(decided.error.code).toMatch(/^[a-z0-9-]+\.[a-z0-9.-]+$/);
    for (const value of Object.values(decided.error.params)) expect(['string', 'number']).toContain(typeof value);
    return game;
  }
  const after = applyStep(game, decided.value);
  expect(after.state).toEqual(replay(after.log));
  // Whatever was accepted, the prompts and views of the new state can be built, and keep the secrets.
  FD.prompts(after.state);
  moderatorView(after, 'g');
  for (let seat = 0; seat <= after.state.players.length + 1; seat++) playerView(after.state, seat);
  checkSecrecy(after.state, seededPick(after.version));
  return after;
}

// ---------------------------------------------------------------------------------------------------
// Secrecy.

/** The state with the roles permuted among the living players, and the night's secrets replaced. */
function withOtherSecrets(state: GameState, pick: Pick): GameState {
  const livingIdx = state.players.flatMap((p, i) => (p.alive ? [i] : []));
  const roles = shuffled(livingIdx.map((i) => state.players[i]!.role), pick);
  const players = state.players.map((p) => ({ ...p }));
  livingIdx.forEach((idx, k) => {
    players[idx]!.role = roles[k] ?? null;
  });
  const seats = state.players.map((p) => p.seat);
  const seat = () => seats[pick(seats.length)]!;
  const check = () => (pick(2) === 0 ? null : { target: seat(), mafioso: pick(2) === 0 });
  const night: GameState['night'] = state.night
    ? pick(3) === 0
      ? { step: 'mafia', victim: null, check: null }
      : pick(2) === 0
        ? { step: 'angel', victim: seat(), check: null }
        : { step: 'dawn', victim: seat(), check: check() }
    : null;
  return {
    ...state,
    players,
    night,
    nightHistory: Array.from({ length: pick(4) }, (_, round) => ({ round, victim: seat(), check: check() })),
  };
}

const SECRET_KEYS = ['night', 'nightHistory', 'victim', 'check', 'target', 'mafioso', 'answer'];

/** The public view of a state names no secret key, hides every living role, and ignores every secret. */
function checkSecrecy(state: GameState, pick: Pick): void {
  const view = roomView(state, 'g');
  const keys = keysDeep(view);
  for (const secret of SECRET_KEYS) expect(keys).not.toContain(secret);
  if (state.phase !== 'ended') {
    for (const p of view.players) if (p.alive) expect(p.role).toBeNull();
  }
  // Non-interference: other hidden roles and other night choices, the same room.
  if (state.phase !== 'ended') expect(roomView(withOtherSecrets(state, pick), 'g')).toEqual(view);
}

// ---------------------------------------------------------------------------------------------------
// The properties, as functions of a setup and the choices (reused by the regression tests).

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

function undoRedoRestore(setup: GameSetup, choices: Choices): void {
  walk(setup, pickOf(choices), (before, command, after) => {
    if (command.type === 'undo' || command.type === 'redo') return;
    const undone = apply(after, { type: 'undo' });
    expect(undone.state).toEqual(before.state);
    const redone = apply(undone, { type: 'redo' });
    expect(redone.state).toEqual(after.state);
    return redone;
  });
}

function undoAllRedoAll(setup: GameSetup, choices: Choices): void {
  const start = created(setup);
  const end = walk(setup, pickOf(choices), () => undefined, 0.1);
  let game = end;
  const steps = history(game.log).effective.filter((s) => s > 0).length;
  for (let i = 0; i < steps; i++) game = apply(game, { type: 'undo' });
  expect(game.state).toEqual(start.state);
  expect(decideStep(game, { type: 'undo' }).ok).toBe(false);
  for (let i = 0; i < steps; i++) game = apply(game, { type: 'redo' });
  expect(game.state).toEqual(end.state);
}

/** The game ends within MAX_STEPS with the camp left standing as the winner, and every card shown. */
function gameEnds(setup: GameSetup, choices: Choices): void {
  const game = walk(setup, pickOf(choices), () => undefined);
  const state = game.state;
  expect(state.phase).toBe('ended');
  const living = state.players.filter((p) => p.alive);
  const outcome = state.outcome!;
  if (outcome.winner === 'villagers') expect(living.every((p) => p.role !== 'mafioso')).toBe(true);
  else expect(living.every((p) => p.role === 'mafioso')).toBe(true);
  expect(outcome.scores).toBeNull();
  expect(roomView(state, 'g').players.map((p) => p.role)).toEqual(state.players.map((p) => p.role));
  // Night first: round N's night kills before its day; every night killed exactly one player — but a
  // night whose victim was removed before the dawn (discipline option), which killed nobody.
  expect(state.nightHistory.length).toBeGreaterThanOrEqual(1);
  const voided = state.nightHistory.filter((n) => {
    const left = state.players[n.victim - 1]!.eliminated;
    return left?.cause === 'removed' && left.round === n.round;
  }).length;
  expect(state.players.filter((p) => p.eliminated?.cause === 'killed')).toHaveLength(state.nightHistory.length - voided);
}

/** Random-lynch: every day exactly one player is executed; every night a living non-mafioso is killed; the game ends. */
function randomLynchHolds(setup: GameSetup, choices: Choices): void {
  let days = 0;
  const game = walk(
    setup,
    pickOf(choices),
    (before, command, after) => {
      if (command.type === 'mafia-kill') {
        expect(before.state.players[command.target - 1]!.role).not.toBe('mafioso');
      }
      if (before.state.phase === 'day' && after.state.phase !== 'day') {
        days++;
        const executed = after.state.players.filter((p) => p.eliminated?.cause === 'executed' && p.eliminated.round === before.state.round);
        expect(executed).toHaveLength(1);
      }
      if (command.type === 'resolve-vote') expect(after.state.votes.at(-1)?.passed).toBe(true);
    },
    0,
    'randomLynch',
  );
  expect(game.state.phase).toBe('ended');
  expect(game.state.players.filter((p) => p.eliminated?.cause === 'executed')).toHaveLength(days);
}

function fuzzGame(setup: GameSetup, choices: Choices, moves: Move[]): void {
  const pick = pickOf(choices);
  let game = created(setup);
  for (const move of moves) {
    const command = move.kind === 'legal' ? FD.simulator.random(game.state, pick) : move.command;
    if (command) game = fuzzStep(game, command);
  }
}

function publicViewKeepsSecrets(setup: GameSetup, choices: Choices, secretSeed: number): void {
  const secretPick = seededPick(secretSeed);
  checkSecrecy(created(setup).state, secretPick);
  walk(setup, pickOf(choices), (_before, _command, after) => checkSecrecy(after.state, secretPick), 0.1);
}

/**
 * The night looks the same whatever happens in it: at every night step of a random game, any other
 * legal victim and check give the same public view until the dawn.
 */
function nightLooksTheSame(setup: GameSetup, choices: Choices, otherSeed: number): void {
  const other = seededPick(otherSeed);
  walk(setup, pickOf(choices), (before, command, after) => {
    if (command.type !== 'mafia-kill' && command.type !== 'angel-check') return;
    const alternative = FD.simulator.random(before.state, other);
    if (!alternative || alternative.type !== command.type) return;
    expect(roomView(apply(before, alternative).state, 'g')).toEqual(roomView(after.state, 'g'));
    expect(roomView(after.state, 'g')).toEqual(roomView(before.state, 'g'));
  });
}

// ---------------------------------------------------------------------------------------------------

describe('property: decide never throws, whatever the command', () => {
  it('arbitrary and illegal commands mixed into random games are refused with a named rule, or applied consistently', () => {
    fc.assert(fc.property(setupArb, choicesArb, fc.array(moveArb, { maxLength: 150 }), fuzzGame), { numRuns: 150 });
  });

  it('a refused command leaves the game unchanged', () => {
    fc.assert(
      fc.property(setupArb, choicesArb, fc.array(arbitraryCommandArb, { minLength: 1, maxLength: 20 }), (setup, choices, commands) => {
        const pick = pickOf(choices);
        let game = created(setup);
        for (const command of commands) {
          const legal = FD.simulator.random(game.state, pick);
          if (legal) game = apply(game, legal);
          const snapshot = structuredClone(game);
          const decided = decideStep(game, command);
          expect(game).toEqual(snapshot);
          if (!decided.ok) expect(decided.error.code).toMatch(/^(french-deck|undo|redo)\./);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('property: the live state equals the replay of its log', () => {
  it('after every step, with undo and redo mixed in', () => {
    fc.assert(fc.property(setupArb, choicesArb, replayMatches), { numRuns: 40 });
  });
});

describe('property: undo restores the previous state exactly, redo the next', () => {
  it('after any accepted command', () => {
    fc.assert(fc.property(setupArb, choicesArb, undoRedoRestore), { numRuns: 40 });
  });

  it('undoing a whole game returns to its creation, redoing it all to its end', () => {
    fc.assert(fc.property(setupArb, choicesArb, undoAllRedoAll), { numRuns: 30 });
  });
});

describe('property: every game ends', () => {
  it('under simulator.random, within a bounded number of commands, won by the camp left standing', () => {
    fc.assert(fc.property(setupArb, choicesArb, gameEnds), { numRuns: 200 });
  });

  it('under simulator.randomLynch: one execution a day, the mafia kill a non-mafioso every night', () => {
    fc.assert(fc.property(setupArb, choicesArb, randomLynchHolds), { numRuns: 100 });
  });
});

describe('property: secrecy of the public view', () => {
  it('no living role and no night choice reaches the room, and other secrets give the same view', () => {
    fc.assert(fc.property(setupArb, choicesArb, fc.integer(), publicViewKeepsSecrets), { numRuns: 30 });
  });

  it('the night looks the same whatever the victim and the check', () => {
    fc.assert(fc.property(setupArb, choicesArb, fc.integer(), nightLooksTheSame), { numRuns: 60 });
  });
});

describe('termination against adversarial pickers', () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7])('every choice %i, at every table size and way of dealing', (constant) => {
    for (let n = 6; n <= 16; n++) {
      for (const dealing of ['station', 'physical'] as const) {
        gameEnds({ rulesetId: 'french-deck', players: playerNames(n), options: { ...FD.defaultOptions(n), dealing } }, { prefix: [], then: { constant } });
      }
    }
  });
});

describe('the random policy offers only what the prompt offers', () => {
  it('each random command is one of the current prompt\'s commands', () => {
    fc.assert(
      fc.property(setupArb, choicesArb, (setup, choices) => {
        walk(setup, pickOf(choices), (before, command) => {
          const offered = FD.prompts(before.state).flatMap((p) => p.commands);
          expect(offered).toContain(command.type);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('returns null once the game is over', () => {
    const game = walk({ rulesetId: 'french-deck', players: playerNames(6), options: FD.defaultOptions(6) }, seededPick(1), () => undefined);
    expect(FD.simulator.random(game.state, seededPick(2))).toBeNull();
    expect(FD.simulator.randomLynch(game.state, seededPick(2))).toBeNull();
  });
});

describe('regressions found by the properties', () => {
  it('discipline: a night whose victim was removed before the dawn kills nobody, and the game still ends', () => {
    gameEnds(
      { rulesetId: 'french-deck', players: playerNames(10), options: { mafiaCount: 3, dealing: 'physical', discipline: true } },
      { prefix: [0, 0, 0], then: { seed: 1243811089 } },
    );
  });
});
