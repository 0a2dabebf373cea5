/** The french-deck answers to the property suite (../ruleset-properties.ts): its setups and odd commands, its end and its secrets. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { shuffled, type Pick } from '../../../shared/engine/simulate/random-game.ts';
import { mafiaCountRange } from '../../../shared/engine/rulesets/french-deck/validate-setup.ts';
import { oddNumber, rulesetPropertySpec } from '../ruleset-properties.ts';
import { FD, playerNames, roomView } from './helpers.ts';
import type { Command, GameSetup, GameState } from './helpers.ts';
import { expectNoKeys } from '../engine-kit.ts';

/** A legal setup: 6–16 players, the customary mafia count or any the deck allows, either way of dealing. */
export const setupArb: fc.Arbitrary<GameSetup> = fc.integer({ min: 6, max: 16 }).chain((n) => {
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

/** Odd values for a number field (the property suite's own, ruleset-properties.ts). */
const weird = oddNumber;
const roleArb = fc.constantFrom<unknown>('mafioso', 'angel', 'villager', 'king', null, 3);

export const arbitraryCommandArb: fc.Arbitrary<Command> = fc
  .oneof(
    fc.record({ type: fc.constant('deal'), roles: fc.oneof(fc.array(roleArb, { maxLength: 18 }), weird) }),
    fc.constant({ type: 'cards-dealt' }),
    fc.record({ type: fc.constant('record-role'), seat: weird, role: roleArb }),
    fc.record({ type: fc.constant('mafia-kill'), target: weird }),
    fc.record({ type: fc.constant('angel-check'), target: weird }),
    fc.constant({ type: 'end-night' }),
    fc.record({ type: fc.constant('accuse'), accuser: weird, accused: weird }),
    fc.constant({ type: 'call-vote' }),
    fc.record(
      { type: fc.constant('resolve-vote'), guilty: weird, voters: fc.oneof(weird, fc.array(weird, { maxLength: 18 })) },
      { requiredKeys: ['type'] },
    ),
    fc.constant({ type: 'no-more-accusations' }),
    fc.constant({ type: 'undo' }),
    fc.constant({ type: 'redo' }),
    fc.record({ type: fc.constantFrom<unknown>('bogus', undefined, 7, 'night-note', 'propose-night') }),
  )
  .map((c) => c as unknown as Command);

/** The state with the roles permuted among the living players, and the night's secrets replaced. */
function withOtherSecrets(state: GameState, pick: Pick): GameState {
  const livingIdx = state.players.flatMap((p, i) => (p.alive ? [i] : []));
  const roles = shuffled(
    livingIdx.map((i) => state.players[i]!.role),
    pick,
  );
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
  expectNoKeys(view, SECRET_KEYS);
  if (state.phase !== 'ended') {
    for (const p of view.players) if (p.alive) expect(p.role).toBeNull();
  }
  // Non-interference: other hidden roles and other night choices, the same room.
  if (state.phase !== 'ended') expect(roomView(withOtherSecrets(state, pick), 'g')).toEqual(view);
}

/** RULES.md §2: the camp left standing wins, every card is shown, and every night killed one player. */
function ended(_setup: GameSetup, state: GameState): void {
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
  expect(state.players.filter((p) => p.eliminated?.cause === 'killed')).toHaveLength(
    state.nightHistory.length - voided,
  );
}

/** The french-deck spec of the property suite. */
export const frenchDeckPropertySpec = rulesetPropertySpec({
  setups: setupArb,
  commands: arbitraryCommandArb,
  /**
   * The bound on a random game's length. The longest game: N rounds (a death every night), each night
   * at most 3 commands (plus N records in night 1), each day at most N accusations of 3 commands and one
   * "nobody else accuses": 16 × (3 + 3 × 16 + 1) + 16 = 848 < 1000.
   */
  maxSteps: 1_000,
  maxPrefix: 200,
  ended,
  secrecy: checkSecrecy,
  runs: { fuzz: 150, setups: 300, replay: 40, undo: 40, undoAll: 30, ends: 200, endsLynch: 100, secrecy: 30 },
});
