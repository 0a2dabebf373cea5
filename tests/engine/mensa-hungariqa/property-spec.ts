/** The mensa-hungariqa answers to the property suite (../ruleset-properties.ts): its setups, odd commands and options, its end and its secrets. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { shuffled, type Pick } from '../../../shared/engine/simulate/random-game.ts';
import { extraRolesOf, ROLES } from '../../../shared/engine/rulesets/mensa-hungariqa/setup.ts';
import { expectNoSecretKeys, oddNumber, rulesetPropertySpec } from '../ruleset-properties.ts';
import { playerNames, publicOf } from './helpers.ts';
import type { Command, GameSetup, GameState, MensaHungariqaOptions } from './helpers.ts';

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

/** Odd values for a number field (the property suite's own, ruleset-properties.ts). */
const weird = oddNumber as fc.Arbitrary<number>;
const roleArb = fc.constantFrom(...ROLES, 'second:lover', 'second:none', 'wizard');

const arbitraryCommandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('deal' as const),
    roles: fc.array(roleArb, { maxLength: 34 }),
  }) as fc.Arbitrary<Command>,
  fc.record({ type: fc.constant('record-role' as const), seat: weird, role: roleArb }) as fc.Arbitrary<Command>,
  fc.record({
    type: fc.constant('record-second-role' as const),
    seat: weird,
    second: fc.constantFrom('kamikaze', 'lover', null, 'x'),
  }) as fc.Arbitrary<Command>,
  fc.constant({ type: 'next-step' as const }),
  fc.record({ type: fc.constant('accuse' as const), accuser: weird, accused: weird }),
  fc.record(
    {
      type: fc.constantFrom('support-vote' as const, 'execution-vote' as const),
      yes: weird,
      voters: fc.oneof(fc.constant(null), fc.constant(undefined), fc.array(weird, { maxLength: 18 })),
    },
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

/**
 * The state with the hidden roles (first and second) permuted among the living players, and the night's
 * secrets replaced: the check, the hands, the vogon, the history of checks and nights.
 */
function withOtherSecrets(state: GameState, pick: Pick): GameState {
  const livingIdx = state.players.flatMap((p, i) => (p.alive ? [i] : []));
  const roles = shuffled(
    livingIdx.map((i) => state.players[i]!.role),
    pick,
  );
  const seconds = shuffled(
    livingIdx.map((i) => state.players[i]!.second),
    pick,
  );
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

const SECRET_KEYS = [
  'checks',
  'check',
  'nightHistory',
  'hands',
  'hand',
  'vogon',
  'night',
  'order',
  'options',
  'pardons',
  'answer',
  'target',
  'threshold',
];

function checkSecrecy(state: GameState, pick: Pick): void {
  const view = publicOf(state);
  expectNoSecretKeys(view, SECRET_KEYS);
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

/** RULES.md §3: citizens win with no mafioso alive; the mafia at parity; no scores. */
function ended(_setup: GameSetup, state: GameState): void {
  const outcome = state.outcome!;
  const mafia = state.players.filter(
    (p) => p.alive && ['mafioso', 'protected-mafioso', 'mafioso-kamikaze'].includes(p.role!),
  ).length;
  const citizens = state.players.filter((p) => p.alive).length - mafia;
  // RULES.md §3: citizens win with no mafioso alive; the mafia at parity.
  if (outcome.winner === 'citizens') expect(mafia).toBe(0);
  else expect(mafia).toBeGreaterThanOrEqual(citizens);
  expect(outcome.scores).toBeNull();
}

/** Options of any shape, for the arbitrary-setup property. */
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

/** The mensa-hungariqa spec of the property suite. */
export const mensaPropertySpec = rulesetPropertySpec({
  setups: setupArb,
  commands: arbitraryCommandArb,
  options: optionsArb,
  // Far above the longest game the random policy's progress rules allow.
  maxSteps: 5_000,
  // Rebuilding the whole game from its log is quadratic over a game: every tenth step is enough.
  rebuildEvery: 10,
  ended,
  secrecy: checkSecrecy,
  runs: { fuzz: 150, setups: 300, replay: 25, undo: 30, undoAll: 20, ends: 200, endsLynch: 100, secrecy: 20 },
});
