/** The deal and the night of introductions (RULES.md §4; "Things every ruleset shares": two ways to deal). */
import { fail } from '../../result.ts';
import type { Emitter } from './emitter.ts';
import { isSeat } from './queries.ts';
import { R, wrongPhase, type Handled } from './rule-errors.ts';
import { ROLES, rolesOfIntroStep } from './setup.ts';
import type { GameState, Role, Seat } from './types.ts';

/** The station's deal: accepted only as a distribution of exactly the setup's roles (the same multiset). */
export function decideDeal(state: GameState, roles: unknown, out: Emitter): Handled {
  if (state.phase !== 'setup') return wrongPhase('deal', state);
  if (state.options.dealing !== 'station') return fail(`${R}.dealt-by-hand`);
  const counts = state.options.roles;
  if (!Array.isArray(roles) || roles.length !== state.players.length)
    return fail(`${R}.deal-must-match-setup`, { players: state.players.length });
  const seen = [0, 0, 0, 0, 0, 0, 0];
  for (const role of roles) {
    const i = ROLES.indexOf(role as Role);
    if (i < 0) return fail(`${R}.deal-must-match-setup`, { players: state.players.length });
    seen[i]!++;
  }
  for (let i = 0; i < ROLES.length; i++)
    if (seen[i] !== counts[ROLES[i]!]) return fail(`${R}.deal-must-match-setup`, { players: state.players.length });
  out.emit({ type: 'roles-dealt', roles: roles.slice() as Role[] });
  return null;
}

/** Physical dealing: the cards are dealt by hand; the night of introductions begins with no roles known. */
export function decideStartIntroductions(state: GameState, out: Emitter): Handled {
  if (state.phase !== 'setup') return wrongPhase('start-introductions', state);
  if (state.options.dealing !== 'physical') return fail(`${R}.dealt-by-station`);
  out.emit({ type: 'introductions-began' });
  return null;
}

/** How many seats already hold a role. */
function recorded(state: GameState, role: Role, except: Seat | null = null): number {
  let n = 0;
  for (const p of state.players) if (p.role === role && p.seat !== except) n++;
  return n;
}

/**
 * Physical dealing: while a role group is awake at the introductions, the moderator records who holds
 * which card (the don shows himself with the mafia). A seat can be recorded again within its step (a
 * correction); never more cards of a role than the setup has.
 */
export function decideRecordRole(state: GameState, seat: unknown, role: unknown, out: Emitter): Handled {
  if (state.phase !== 'introduction') return wrongPhase('record-role', state);
  if (state.options.dealing !== 'physical') return fail(`${R}.dealt-by-station`);
  const step = state.introSteps[state.step];
  if (!step) return wrongPhase('record-role', state);
  const awake = rolesOfIntroStep(step);
  if (typeof role !== 'string' || !awake.includes(role as Role))
    return fail(`${R}.role-not-awake`, { role: String(role), step });
  if (!isSeat(state, seat)) return fail(`${R}.no-such-seat`, { seat: String(seat) });
  const existing = state.players[seat - 1]!.role;
  if (existing !== null && !awake.includes(existing))
    return fail(`${R}.seat-already-recorded`, { seat, role: existing });
  const limit = state.options.roles[role as Role];
  if (recorded(state, role as Role, seat) >= limit) return fail(`${R}.role-count-exceeded`, { role, count: limit });
  out.emit({ type: 'role-recorded', seat, role: role as Role });
  return null;
}

/**
 * The awake role group has met the moderator and falls asleep (RULES.md §4: putana, mafia with the don,
 * sheriff, doctor, maniac). With physical dealing every card of the group must be recorded first; after
 * the last group the seats not recorded are the civilians, and the first day begins.
 */
export function decideIntroduced(state: GameState, out: Emitter): Handled {
  if (state.phase !== 'introduction') return wrongPhase('introduced', state);
  const step = state.introSteps[state.step];
  if (!step) return wrongPhase('introduced', state);
  if (state.options.dealing === 'physical') {
    for (const role of rolesOfIntroStep(step)) {
      const expected = state.options.roles[role];
      const have = recorded(state, role);
      if (have !== expected) return fail(`${R}.roles-not-recorded`, { step, role, expected, recorded: have });
    }
  }
  out.emit({ type: 'introduced' });
  if (out.state.step < state.introSteps.length) return null;
  if (state.options.dealing === 'physical') {
    out.emit({ type: 'roles-completed', roles: out.state.players.map((p) => p.role ?? 'civilian') });
  }
  // A removal during the introductions may already have decided the game.
  if (out.endIfWon()) return null;
  out.emit({ type: 'day-began', lastWords: [] });
  return null;
}
