/** The davidoff-1987 answers to the property suite (./ruleset-properties.ts): its setups, odd commands and options, its end and its secrets. */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Davidoff1987State as GameState, MajorityBasis } from '../../shared/engine/index.ts';
import { shuffled, type Pick } from '../../shared/engine/simulate/random-game.ts';
import { rolesHiddenUntilTheEnd, rulesetPropertySpec } from './ruleset-properties.ts';
import { DAVIDOFF, playerNames } from './helpers.ts';
import type { EngineCommand, GameSetup, Role } from './helpers.ts';

export const BASES: MajorityBasis[] = ['entitled', 'living', 'cast'];

/** A legal setup: 6–16 players, the table's mafia count or any minority, any majority basis. */
export const setupArb: fc.Arbitrary<GameSetup> = fc.integer({ min: 6, max: 16 }).chain((n) =>
  fc
    .record({
      mafiaCount: fc.oneof(
        fc.constant(DAVIDOFF.defaultOptions(n).mafiaCount),
        fc.integer({ min: 1, max: Math.ceil(n / 2) - 1 }),
      ),
      majorityBasis: fc.constantFrom(...BASES),
      // Both ways to deal: the station's draw, or real cards recorded at sunrise.
      dealing: fc.constantFrom<'station' | 'physical'>('station', 'physical'),
      // Remarks and removals (issue 4): off as before, or on (the random policy then gives some).
      discipline: fc.boolean(),
    })
    .map((options): GameSetup => ({ rulesetId: 'davidoff-1987', players: playerNames(n), options })),
);

const weirdNumber = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -2, max: 18 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -0,
      0.5,
      1.5,
      2 ** 31,
      Number.MAX_SAFE_INTEGER + 2,
    ),
  },
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

/** The state with the roles permuted among the players and the night's secrets replaced. */
function withOtherSecrets(state: GameState, pick: Pick): GameState {
  const roles = shuffled(
    state.players.map((p) => p.role),
    pick,
  );
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

/** RULES.md: every role is hidden from the room until the end, and shown then (ruleset-properties.ts). */
const checkSecrecy = rolesHiddenUntilTheEnd(SECRET_KEYS, withOtherSecrets);

/** RULES.md §1: the side still living wins (one side extinct, not parity), with the 1987 scores, one per seat. */
function ended(setup: GameSetup, state: GameState): void {
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

/** Options of any shape, for the arbitrary-setup property. */
const optionsArb = fc.record({
  mafiaCount: weirdNumber,
  majorityBasis: fc.oneof(fc.constantFrom<MajorityBasis>(...BASES), fc.string() as fc.Arbitrary<MajorityBasis>),
});

/** The davidoff-1987 spec of the property suite. */
export const davidoffPropertySpec = rulesetPropertySpec({
  setups: setupArb,
  commands: arbitraryCommandArb,
  options: optionsArb,
  ended,
  secrecy: checkSecrecy,
  runs: { fuzz: 150, setups: 300, replay: 60, undo: 60, undoAll: 40, ends: 200, endsLynch: 100, secrecy: 80 },
});
