/** The city-mafia answers to the property suite (../ruleset-properties.ts): its setups, odd commands and options, its end and its secrets. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { shuffled, type Pick } from '../../../shared/engine/simulate/random-game.ts';
import { validateSetup } from '../../../shared/engine/rulesets/city-mafia/validate-setup.ts';
import { oddNumber, rolesHiddenUntilTheEnd, rulesetPropertySpec } from '../ruleset-properties.ts';
import { CITY, playerNames, SECRET_KEYS } from './helpers.ts';
import type { Command, GameSetup, GameState, Role, RoleCounts } from './helpers.ts';

/** Any playable setup: 6–16 players, the preset or any counts the rules accept, either dealing, either maniac rule. */
const setupArb: fc.Arbitrary<GameSetup> = fc
  .record({
    n: fc.integer({ min: 6, max: 16 }),
    preset: fc.boolean(),
    singles: fc.record({
      don: fc.boolean(),
      sheriff: fc.boolean(),
      doctor: fc.boolean(),
      putana: fc.boolean(),
      maniac: fc.boolean(),
    }),
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

/** Odd values for a number field (the property suite's own, ruleset-properties.ts). */
const weird = oddNumber as fc.Arbitrary<number>;
const targetArb = fc.oneof(weird, fc.constant(null)) as fc.Arbitrary<number | null>;
const roleArb = fc.constantFrom<Role>('civilian', 'sheriff', 'doctor', 'putana', 'mafioso', 'don', 'maniac');

const arbitraryCommandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ type: fc.constant('deal' as const), roles: fc.array(roleArb, { maxLength: 18 }) }),
  fc.constant({ type: 'start-introductions' as const }),
  fc.record({
    type: fc.constant('record-role' as const),
    seat: weird,
    role: fc.oneof(roleArb, fc.constant('werewolf' as Role)),
  }),
  fc.constant({ type: 'introduced' as const }),
  fc.constant({ type: 'end-speech' as const }),
  fc.record({ type: fc.constant('nominate' as const), by: weird, nominee: weird }),
  fc.record({
    type: fc.constant('vote' as const),
    voters: fc.oneof(fc.array(weird, { maxLength: 18 }), fc.constant(null as unknown as number[])),
  }),
  ...(['putana-visit', 'mafia-shoot', 'don-check', 'sheriff-check', 'doctor-heal', 'maniac-kill'] as const).map(
    (type) => fc.record({ type: fc.constant(type), target: targetArb }),
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

/** The state with the hidden roles permuted among the living players and every night secret replaced. */
function withOtherSecrets(state: GameState, pick: Pick): GameState {
  const livingIdx = state.players.flatMap((p, i) => (p.alive ? [i] : []));
  const roles = shuffled(
    livingIdx.map((i) => state.players[i]!.role),
    pick,
  );
  const players = state.players.map((p) => ({
    ...p,
    left: p.left ? { ...p.left, note: pick(2) ? 'secret note' : null } : null,
  }));
  livingIdx.forEach((i, k) => (players[i] = { ...players[i]!, role: roles[k] ?? null }));
  const seat = () => (pick(3) === 0 ? null : pick(state.players.length) + 1);
  const choices = () => ({
    visit: seat(),
    shot: seat(),
    donCheck: seat(),
    sheriffCheck: seat(),
    heal: seat(),
    kill: seat(),
  });
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

/** RULES.md: every role is hidden from the room until the end, and shown then (ruleset-properties.ts). */
const checkSecrecy = rolesHiddenUntilTheEnd(SECRET_KEYS, withOtherSecrets);

/** RULES.md §4: the winner agrees with the living; no scores. */
function ended(setup: GameSetup, state: GameState): void {
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

/** Options of any shape, for the arbitrary-setup property. */
const optionsArb = fc.record({
  roles: fc.oneof(
    fc.record({
      civilian: weird,
      sheriff: weird,
      doctor: weird,
      putana: weird,
      mafioso: weird,
      don: weird,
      maniac: weird,
    }),
    fc.constant(null),
    fc.dictionary(fc.string(), fc.integer()),
  ),
  dealing: fc.constantFrom('station', 'physical', 'other', undefined),
  maniacCountsAsRed: fc.constantFrom(true, false, 'no', undefined),
});

/** The city-mafia spec of the property suite. */
export const cityPropertySpec = rulesetPropertySpec({
  setups: setupArb,
  commands: arbitraryCommandArb,
  options: optionsArb,
  ended,
  secrecy: checkSecrecy,
  runs: { fuzz: 150, setups: 300, replay: 30, undo: 40, undoAll: 30, ends: 200, endsLynch: 100, secrecy: 25 },
});
