import { fail, ok } from '../../result.ts';
import type { Result } from '../../core.ts';
import { emitterFor } from './emitter.ts';
import { isSeat } from './queries.ts';
import { deckFor, hasSecondRound, ROLES, roleCounts, secondCounts, secondOfCard } from './setup.ts';
import type { Card, GameEvent, GameState, Role, SecondRole } from './types.ts';

const R = 'mensa-hungariqa';

function countOf<T>(list: readonly T[], item: T): number {
  return list.filter((x) => x === item).length;
}

/**
 * The deal. With the station dealing, the cards must be exactly the setup's deck (the same multiset), one
 * shuffle of both rounds; with physical dealing, no cards: night 0 begins and the moderator records them.
 */
export function decideDeal(state: GameState, roles: unknown): Result<GameEvent[]> {
  if (state.phase !== 'setup') return fail(`${R}.wrong-phase`, { command: 'deal', phase: state.phase });
  const n = state.players.length;
  const options = state.options;
  if (options.dealing === 'physical') {
    if (Array.isArray(roles) && roles.length > 0) return fail(`${R}.physical-deal-has-no-cards`);
    return ok([{ type: 'physical-deal-began' }]);
  }
  const expected = deckFor(n, options);
  const mafia = options.mafiaCount;
  const refuse = () => fail<GameEvent[]>(`${R}.deal-must-match-setup`, { players: n, mafia, cards: expected.length });
  if (!Array.isArray(roles) || roles.length !== expected.length) return refuse();
  const cards = roles as unknown[];
  if (!cards.every((c) => typeof c === 'string' && expected.includes(c as Card))) return refuse();
  for (const card of new Set(expected)) if (countOf(cards, card) !== countOf(expected, card)) return refuse();
  const firsts = (cards as Card[]).filter((c) => secondOfCard(c) === undefined) as Role[];
  const seconds = hasSecondRound(options)
    ? (cards as Card[]).filter((c) => secondOfCard(c) !== undefined).map((c) => secondOfCard(c) ?? null)
    : firsts.map(() => null);
  return ok([{ type: 'roles-dealt', roles: firsts, seconds }]);
}

function requirePhysicalNightZero(state: GameState, command: string): Result<never> | null {
  if (state.phase !== 'night-zero') return fail(`${R}.wrong-phase`, { command, phase: state.phase });
  if (state.options.dealing !== 'physical') return fail(`${R}.station-dealt`);
  return null;
}

/** Physical dealing: the moderator records a seat's first role as the player shows himself at night 0. */
export function decideRecordRole(state: GameState, seat: unknown, role: unknown): Result<GameEvent[]> {
  const refused = requirePhysicalNightZero(state, 'record-role');
  if (refused) return refused;
  if (!isSeat(state, seat)) return fail(`${R}.no-such-seat`, { seat: String(seat) });
  if (typeof role !== 'string' || !ROLES.includes(role as Role))
    return fail(`${R}.unknown-role`, { role: String(role) });
  const r = role as Role;
  const expected = roleCounts(state.players.length, state.options)[r];
  const others = state.players.filter((p) => p.seat !== seat && p.role === r).length;
  // Refused at once: the records must add up to the setup's cards.
  if (others + 1 > expected) return fail(`${R}.record-exceeds-setup`, { role: r, expected });
  return ok([{ type: 'role-recorded', seat, role: r }]);
}

/** Physical dealing: the moderator records a seat's second role (or none) at night 0. */
export function decideRecordSecond(state: GameState, seat: unknown, second: unknown): Result<GameEvent[]> {
  const refused = requirePhysicalNightZero(state, 'record-second-role');
  if (refused) return refused;
  if (!hasSecondRound(state.options)) return fail(`${R}.no-second-roles`);
  if (!isSeat(state, seat)) return fail(`${R}.no-such-seat`, { seat: String(seat) });
  if (second !== null && second !== 'kamikaze' && second !== 'lover')
    return fail(`${R}.unknown-role`, { role: String(second) });
  if (second !== null) {
    const expected = secondCounts(state.players.length, state.options)[second];
    const others = state.players.filter((p) => p.seat !== seat && p.second === second).length;
    if (others + 1 > expected) return fail(`${R}.record-exceeds-setup`, { role: second, expected });
  }
  return ok([{ type: 'second-role-recorded', seat, second: second as SecondRole | null }]);
}

/**
 * The next step of night 0. After the last one it is day 1; with physical dealing the seats not recorded
 * are citizens with no second role, and the records must then match the setup's cards exactly.
 */
export function decideIntroStep(state: GameState): Result<GameEvent[]> {
  const intro = state.intro;
  if (!intro) return fail(`${R}.wrong-phase`, { command: 'next-step', phase: state.phase });
  if (intro.index < intro.steps.length - 1) return ok([{ type: 'intro-step-done' }]);
  const out = emitterFor(state);
  if (state.options.dealing === 'physical') {
    const roles: Role[] = state.players.map((p) => p.role ?? 'citizen');
    const seconds = state.players.map((p) => p.second);
    const counts = roleCounts(state.players.length, state.options);
    // The missing special roles first: an unrecorded seat counts as a citizen.
    for (const role of [...ROLES.filter((r) => r !== 'citizen'), 'citizen' as const]) {
      const recorded = countOf(roles, role);
      if (recorded !== counts[role])
        return fail(`${R}.records-must-match-setup`, { role, expected: counts[role], recorded });
    }
    if (hasSecondRound(state.options)) {
      const expected = secondCounts(state.players.length, state.options);
      for (const second of ['kamikaze', 'lover'] as const) {
        const recorded = countOf(seconds, second);
        if (recorded !== expected[second])
          return fail(`${R}.records-must-match-setup`, { role: second, expected: expected[second], recorded });
      }
    }
    out.emit({ type: 'roles-confirmed', roles, seconds });
  }
  // Discipline option: removals at night 0 (with real cards, before the roles were known) may have decided it.
  if (out.endIfWon()) return ok(out.events);
  out.emit({ type: 'day-began' });
  return ok(out.events);
}
