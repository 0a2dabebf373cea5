/**
 * Property tests over random games (DESIGN.md "Tests": replay, undo, termination and secrecy).
 * fast-check controls every choice of the random player: a prefix of integers it generates (and shrinks),
 * then either a PRNG seeded by an integer it also generates or one constant answer. A counterexample is
 * therefore a plain `{ setup, choices }` value, and each one found is kept below as a named regression test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyStep,
  createGame,
  decideStep,
  gameFromLog,
  history,
  playerView,
  replay,
  type Davidoff1987State as GameState,
  type MajorityBasis,
} from '../../shared/engine/index.ts';
import { playRandomGame, randomGameCommand, seededPick, shuffled, type Pick } from '../../shared/engine/simulate/random-game.ts';
import { DAVIDOFF, keysDeep, moderatorView, playerNames, publicView } from './helpers.ts';
import type { EngineCommand, Game, GameSetup, Role } from './helpers.ts';
import { choicesArbitrary, pickOf, type Choices } from './choices.ts';

const choicesArb = choicesArbitrary();

const BASES: MajorityBasis[] = ['entitled', 'living', 'cast'];

/** A legal setup: 6–16 players, the table's mafia count or any minority, any majority basis. */
const setupArb: fc.Arbitrary<GameSetup> = fc.integer({ min: 6, max: 16 }).chain((n) =>
  fc
    .record({
      mafiaCount: fc.oneof(fc.constant(DAVIDOFF.defaultOptions(n).mafiaCount), fc.integer({ min: 1, max: Math.ceil(n / 2) - 1 })),
      majorityBasis: fc.constantFrom(...BASES),
      // Both ways to deal: the station's draw, or real cards recorded at sunrise.
      dealing: fc.constantFrom<'station' | 'physical'>('station', 'physical'),
      // Remarks and removals (issue 4): off as before, or on (the random policy then gives some).
      discipline: fc.boolean(),
    })
    .map((options): GameSetup => ({ rulesetId: 'davidoff-1987', players: playerNames(n), options })),
);

/** The bound on a random game's length: far above the longest game the progress policy allows. */
const MAX_STEPS = 2_000;

function created(setup: GameSetup): Game {
  const result = createGame(setup);
  if (!result.ok) throw new Error(`setup refused: ${result.error.code}`);
  return result.value as Game;
}

/** Decides and applies a command that must be accepted. */
function apply(game: Game, command: EngineCommand): Game {
  const decided = decideStep(game, command);
  if (!decided.ok) throw new Error(`refused: ${JSON.stringify(command)} → ${decided.error.code}`);
  return applyStep(game, decided.value);
}

/**
 * Plays a random game to its end, calling `visit` on every accepted game command with the game before
 * and after it. With `undoRate`, some steps are undo or redo instead (refused ones are skipped).
 */
function walk(
  setup: GameSetup,
  pick: Pick,
  visit: (before: Game, command: EngineCommand, after: Game) => Game | void,
  undoRate = 0,
): Game {
  let game = created(setup);
  for (let i = 0; i < MAX_STEPS; i++) {
    let command: EngineCommand | null;
    if (undoRate > 0 && pick(100) < undoRate * 100) command = pick(2) === 0 ? { type: 'undo' } : { type: 'redo' };
    else command = randomGameCommand(game, pick) as EngineCommand | null;
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
// Arbitrary commands: type-correct, but with any values, legal or not.

const weirdNumber = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -2, max: 18 }) },
  { weight: 1, arbitrary: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0.5, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER + 2) },
  { weight: 1, arbitrary: fc.double() },
);
const roleArb = fc.constantFrom<Role>('honest', 'mafia');

const arbitraryCommandArb: fc.Arbitrary<EngineCommand> = fc.oneof(
  fc.record({ type: fc.constant('deal' as const), roles: fc.array(roleArb, { maxLength: 18 }) }),
  fc.constant({ type: 'end-sunrise' as const }),
  fc.record({ type: fc.constant('accuse' as const), accuser: weirdNumber, accused: weirdNumber }),
  fc.record({ type: fc.constant('propose-night' as const), proposer: weirdNumber }),
  fc.record(
    {
      type: fc.constant('resolve-vote' as const),
      yes: weirdNumber,
      no: fc.oneof(fc.constant(null), fc.constant(undefined), weirdNumber),
      voters: fc.oneof(fc.constant(null), fc.constant(undefined), fc.array(weirdNumber, { maxLength: 18 })),
    },
    { requiredKeys: ['type', 'yes'] },
  ),
  fc.constant({ type: 'cancel-vote' as const }),
  fc.record({ type: fc.constant('night-note' as const), seat: weirdNumber, target: weirdNumber }),
  fc.constant({ type: 'resolve-night' as const }),
  fc.constant({ type: 'undo' as const }),
  fc.constant({ type: 'redo' as const }),
);

/** One move of a fuzzed game: the random player's legal command, or an arbitrary one. */
type Move = { kind: 'legal' } | { kind: 'arbitrary'; command: EngineCommand };
const moveArb: fc.Arbitrary<Move> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'legal' as const }) },
  { weight: 2, arbitrary: arbitraryCommandArb.map((command) => ({ kind: 'arbitrary' as const, command })) },
);

/** Decides a command and checks the result's shape; applies it when accepted. Never lets a throw pass. */
function fuzzStep(game: Game, command: EngineCommand): Game {
  let decided: ReturnType<typeof decideStep>;
  try {
    decided = decideStep(game, command);
  } catch (error) {
    throw new Error(`decideStep threw on ${JSON.stringify(command)} in ${game.state.phase}: ${String(error)}`, { cause: error });
  }
  if (!decided.ok) {
    expect(typeof decided.error.code).toBe('string');
    expect(decided.error.code).toMatch(/^[a-z0-9-]+\.[a-z0-9.-]+$/);
    expect(typeof decided.error.params).toBe('object');
    return game;
  }
  expect(Array.isArray(decided.value)).toBe(true);
  const after = applyStep(game, decided.value);
  expect(after.state).toEqual(replay(after.log));
  // Whatever was accepted, the views and prompts of the new state can be built, and keep the secrets.
  DAVIDOFF.prompts(after.state);
  moderatorView(after, 'g');
  for (let seat = 0; seat <= after.state.players.length + 1; seat++) playerView(after.state, seat);
  checkSecrecy(after.state, seededPick(after.version));
  return after;
}

function fuzzGame(setup: GameSetup, choices: Choices, moves: Move[]): Game {
  const pick = pickOf(choices);
  let game = created(setup);
  for (const move of moves) {
    const command = move.kind === 'legal' ? (randomGameCommand(game, pick) as EngineCommand | null) : move.command;
    if (command) game = fuzzStep(game, command);
  }
  return game;
}

// ---------------------------------------------------------------------------------------------------
// Secrecy helpers.

/** The state with the roles permuted among the players and the night's secrets replaced. */
function withOtherSecrets(state: GameState, pick: Pick): GameState {
  const roles = shuffled(state.players.map((p) => p.role), pick);
  const seats = state.players.map((p) => p.seat);
  const note = () => ({ seat: seats[pick(seats.length)]!, target: seats[pick(seats.length)]! });
  return {
    ...state,
    players: state.players.map((p, i) => ({ ...p, role: roles[i] ?? null })),
    nightNotes: Array.from({ length: pick(4) }, note),
    nightHistory: Array.from({ length: pick(4) }, (_, round) => ({
      round,
      notes: Array.from({ length: pick(3) }, note),
      victim: pick(2) === 0 ? null : seats[pick(seats.length)]!,
    })),
    initialHonest: pick(17),
  };
}

const SECRET_KEYS = ['nightNotes', 'nightHistory', 'notes', 'target'];

function checkSecrecy(state: GameState, pick: Pick): void {
  const view = publicView(state, 'g');
  const json = JSON.parse(JSON.stringify(view)) as unknown;
  // The view is plain JSON: nothing is lost in the round trip.
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
  // Non-interference: who holds which role and what the mafia wrote do not change what the room sees.
  expect(publicView(withOtherSecrets(state, pick), 'g')).toEqual(view);
}

// ---------------------------------------------------------------------------------------------------

describe('property: decide never throws', () => {
  it('arbitrary commands at random points of a game are either accepted or refused with a rule error', () => {
    fc.assert(
      fc.property(setupArb, choicesArb, fc.array(moveArb, { maxLength: 120 }), (setup, choices, moves) => {
        fuzzGame(setup, choices, moves);
      }),
      { numRuns: 150 },
    );
  });

  it('arbitrary setups are either accepted or refused with a rule error', () => {
    const optionsArb = fc.record({
      mafiaCount: weirdNumber,
      majorityBasis: fc.oneof(fc.constantFrom<MajorityBasis>(...BASES), fc.string() as fc.Arbitrary<MajorityBasis>),
    });
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 50 }), { maxLength: 20 }), optionsArb, (players, options) => {
        const result = createGame({ rulesetId: 'davidoff-1987', players, options });
        if (!result.ok) expect(result.error.code).toMatch(/^[a-z0-9-]+\.[a-z0-9.-]+$/);
        else expect(replay(result.value.log)).toEqual(result.value.state);
      }),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------------------------------
// The properties, as plain checks of one `(setup, choices)` so that counterexamples replay as tests.

/** The live state equals the replay of its log (and a game rebuilt from its log) after every step. */
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

/** After any accepted game command, undo gives back the state before it and redo the state after it. */
function undoRedoRestore(setup: GameSetup, choices: Choices): void {
  walk(setup, pickOf(choices), (before, command, after) => {
    if (command.type === 'undo' || command.type === 'redo') return;
    const undone = apply(after, { type: 'undo' });
    expect(undone.state).toEqual(before.state);
    const redone = apply(undone, { type: 'redo' });
    expect(redone.state).toEqual(after.state);
    // Go on from the redone game, so that the history grows its undo and redo markers.
    return redone;
  });
}

/** Undoing every step returns to the creation (and no further); redoing them all returns to the end. */
function undoAllRedoAll(setup: GameSetup, choices: Choices): void {
  const start = created(setup);
  const end = playRandomGame(setup, pickOf(choices), { maxSteps: MAX_STEPS, undoRate: 0.1 }) as Game;
  let game = end;
  const steps = history(game.log).effective.filter((s) => s > 0).length;
  for (let i = 0; i < steps; i++) game = apply(game, { type: 'undo' });
  expect(game.state).toEqual(start.state);
  expect(decideStep(game, { type: 'undo' })).toEqual({ ok: false, error: { code: 'undo.nothing-to-undo', params: {} } });
  for (let i = 0; i < steps; i++) game = apply(game, { type: 'redo' });
  expect(game.state).toEqual(end.state);
}

/** The random player's game ends within MAX_STEPS, with a winner, the 1987 scores and one per seat. */
function gameEnds(setup: GameSetup, choices: Choices): void {
  const game = playRandomGame(setup, pickOf(choices), { maxSteps: MAX_STEPS });
  const state = game.state;
  expect(state.phase).toBe('ended');
  const outcome = state.outcome!;
  expect(['honest', 'mafia']).toContain(outcome.winner);
  expect(outcome.scores).toHaveLength(setup.players.length);
  // The winner is the side still living (RULES.md §1: one side extinct, not parity).
  const livingMafia = state.players.filter((p) => p.alive && p.role === 'mafia').length;
  const livingHonest = state.players.filter((p) => p.alive && p.role === 'honest').length;
  if (outcome.winner === 'honest') expect(livingMafia).toBe(0);
  else expect(livingHonest).toBe(0);
  // The 1987 scoring.
  const initialHonest = setup.players.length - setup.options.mafiaCount;
  const expected = state.players.map((p) => {
    if (outcome.winner === 'mafia') return p.role === 'mafia' && p.alive ? initialHonest : 0;
    return p.role === 'honest' ? livingHonest : 0;
  });
  expect(outcome.scores).toEqual(expected);
}

/** The public view keeps every secret at every state of the game, with undo and redo mixed in. */
function publicViewKeepsSecrets(setup: GameSetup, choices: Choices, secretSeed: number): void {
  const secretPick = seededPick(secretSeed);
  checkSecrecy(created(setup).state, secretPick);
  walk(setup, pickOf(choices), (_before, _command, after) => checkSecrecy(after.state, secretPick), 0.1);
}

/**
 * Non-interference over a whole game: a shadow game dealt the same cards to other seats, given the same
 * public moves (the same accusations, hands and night outcomes), shows the room exactly the same thing
 * at every step, until the two games' mafia diverge in a way the notes cannot mirror, or one game ends.
 */
function shadowGameLooksTheSame(setup: GameSetup, choices: Choices, permutationSeed: number): void {
  const pick = pickOf(choices);
  let game = created(setup);
  let shadow = created(setup);
  for (let i = 0; i < MAX_STEPS; i++) {
    const command = randomGameCommand(game, pick) as EngineCommand | null;
    if (!command) return;
    let shadowCommands: EngineCommand[];
    if (command.type === 'deal') {
      shadowCommands = [{ type: 'deal', roles: shuffled(command.roles as Role[], seededPick(permutationSeed)) }];
    } else if (command.type === 'night-note') {
      // The notes are secret: the shadow's mafia write theirs when the night is resolved.
      shadowCommands = [];
    } else if (command.type === 'resolve-night') {
      const targets = new Set(game.state.nightNotes.map((n) => n.target));
      const living = shadow.state.players.filter((p) => p.alive).map((p) => p.seat);
      // A name removed since it was written kills nobody (discipline option).
      const victim = targets.size === 1 && living.includes([...targets][0]!) ? [...targets][0]! : null;
      const mafia = livingMafiaOf(shadow.state);
      if (victim === null && mafia.length < 2) return; // a lone mafioso cannot fail: nothing to compare
      shadowCommands = [
        ...mafia.map((seat, i): EngineCommand => ({ type: 'night-note', seat, target: victim ?? living[i === 0 ? 0 : 1]! })),
        { type: 'resolve-night' },
      ];
    } else {
      shadowCommands = [command];
    }
    game = apply(game, command);
    for (const c of shadowCommands) shadow = apply(shadow, c);
    if (game.state.phase === 'ended' || shadow.state.phase === 'ended') return;
    expect(publicView(shadow.state, 'g')).toEqual(publicView(game.state, 'g'));
  }
}

function livingMafiaOf(state: GameState): number[] {
  return state.players.filter((p) => p.alive && p.role === 'mafia').map((p) => p.seat);
}

describe('property: the room learns nothing from who holds which card', () => {
  it('a game with the cards dealt to other seats and the same public moves looks the same at every step', () => {
    fc.assert(fc.property(setupArb, choicesArb, fc.integer(), shadowGameLooksTheSame), { numRuns: 100 });
  });
});

describe('property: the live state equals the replay of its log', () => {
  it('after every step, with undo and redo mixed in', () => {
    fc.assert(fc.property(setupArb, choicesArb, replayMatches), { numRuns: 60 });
  });
});

describe('property: undo restores the previous state exactly, redo the next', () => {
  it('after any accepted game command', () => {
    fc.assert(fc.property(setupArb, choicesArb, undoRedoRestore), { numRuns: 60 });
  });

  it('undoing a whole game returns to its creation, and redoing it all returns to its end', () => {
    fc.assert(fc.property(setupArb, choicesArb, undoAllRedoAll), { numRuns: 40 });
  });
});

describe('property: every game ends', () => {
  it('within a bounded number of steps, with a winner and one score per seat', () => {
    fc.assert(fc.property(setupArb, choicesArb, gameEnds), { numRuns: 200 });
  });
});

describe('property: secrecy of the public view', () => {
  it('no living player\'s role and no night choice reaches the room, at any state', () => {
    fc.assert(fc.property(setupArb, choicesArb, fc.integer(), publicViewKeepsSecrets), { numRuns: 80 });
  });
});

// ---------------------------------------------------------------------------------------------------
// Shrunk counterexamples found by the properties above, kept as they were reported.

const table = (players: number, mafiaCount: number, majorityBasis: MajorityBasis): GameSetup => ({
  rulesetId: 'davidoff-1987',
  players: playerNames(players),
  options: { mafiaCount, majorityBasis },
});

describe('regressions: the random player under the votes-cast basis', () => {
  // Every property failed with "random command refused: davidoff-1987.votes-against-needed
  // {type: 'resolve-vote', yes: 0, voters: [...]}": the random player entered the hands voter by voter
  // without the votes against, which the votes-cast basis needs (RULES.md §1 option). Fixed in
  // shared/engine/simulate/random-game.ts.
  it('replay: 6 players, 1 mafioso, cast, choices [] then seed 0', () => {
    replayMatches(table(6, 1, 'cast'), { prefix: [], then: { seed: 0 } });
  });

  it('undo: 6 players, 1 mafioso, cast, choices [0] then seed -22906346', () => {
    undoRedoRestore(table(6, 1, 'cast'), { prefix: [0], then: { seed: -22906346 } });
  });

  it('undo all: 9 players, 3 mafiosi, cast, choices [] then seed 0', () => {
    undoAllRedoAll(table(9, 3, 'cast'), { prefix: [], then: { seed: 0 } });
  });

  it('termination: 9 players, 1 mafioso, cast, choices [] then seed 0', () => {
    gameEnds(table(9, 1, 'cast'), { prefix: [], then: { seed: 0 } });
  });

  it('termination: 10 players, 1 mafioso, cast, choices [] then seed 0', () => {
    gameEnds(table(10, 1, 'cast'), { prefix: [], then: { seed: 0 } });
  });

  it('secrecy: 6 players, 2 mafiosi, cast, choices [] then seed 0, secret seed 0', () => {
    publicViewKeepsSecrets(table(6, 2, 'cast'), { prefix: [], then: { seed: 0 } }, 0);
  });

  it('the voter-by-voter entry under the votes-cast basis carries the votes against', () => {
    let game = created(table(6, 1, 'cast'));
    game = apply(game, { type: 'deal', roles: ['mafia', 'honest', 'honest', 'honest', 'honest', 'honest'] });
    game = apply(apply(game, { type: 'end-sunrise' }), { type: 'accuse', accuser: 2, accused: 1 });
    // Choices: no cancel (1), no unanimous vote (1), hands [2, 4] (0 1 0 1 1), voter by voter (0).
    const command = randomGameCommand(game, pickOf({ prefix: [1, 1, 0, 1, 0, 1, 1, 0], then: { constant: 0 } }));
    expect(command).toEqual({ type: 'resolve-vote', yes: 0, voters: [2, 4], no: 3 });
    expect(decideStep(game, command!).ok).toBe(true);
  });
});

describe('regressions: the random player against a pick that always cancels', () => {
  // "every game ends" failed with "expected 'day' to be 'ended'" (and the undo property timed out):
  // with every choice 0 the random player proposed night and cancelled the vote for ever, because
  // cancelled votes did not count towards its three votes a day. Fixed in random-game.ts.
  it('termination: 6 players, 1 mafioso, entitled, choices [] then always 0', () => {
    gameEnds(table(6, 1, 'entitled'), { prefix: [], then: { constant: 0 } });
  });

  it('undo: 6 players, 1 mafioso, entitled, choices [] then always 0', () => {
    undoRedoRestore(table(6, 1, 'entitled'), { prefix: [], then: { constant: 0 } });
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])('termination with every choice %i, at every table size', (constant) => {
    for (let n = 6; n <= 16; n++) {
      for (const basis of BASES) gameEnds(table(n, DAVIDOFF.defaultOptions(n).mafiaCount, basis), { prefix: [], then: { constant } });
    }
  });
});
