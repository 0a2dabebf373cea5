import type { Result } from '../../core.ts';
import { fail, ok } from '../../result.ts';
import { emitterFor } from './emitter.ts';
import { R, wrongPhase } from './rule.ts';
import { isSeat, playerAt, rolesKnown, rolesLeft, unrecordedSeats } from './queries.ts';
import { deckFor, roleCounts, ROLES } from './setup.ts';
import type { GameEvent, GameState, Role } from './types.ts';

/** Whether a value is one of this ruleset's roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

function mismatch(state: GameState): Result<never> {
  const counts = roleCounts(state.players.length, state.options);
  return fail(`${R}.deal-must-match-setup`, {
    players: state.players.length,
    mafia: counts.mafioso,
    angel: counts.angel,
    villagers: counts.villager,
  });
}

/** The station's deal: accepted only with station dealing, in the setup, and as the setup's multiset of roles. */
export function decideDeal(state: GameState, roles: unknown): Result<GameEvent[]> {
  if (state.phase !== 'setup') return wrongPhase('deal', state);
  // Physical dealing: the station draws nothing, the moderator records the real cards in night 1.
  if (state.options.dealing !== 'station') return fail(`${R}.physical-dealing`);
  if (!Array.isArray(roles) || !roles.every(isRole)) return mismatch(state);
  const expected = deckFor(state.players.length, state.options);
  const sorted = (list: Role[]) => [...list].sort().join(',');
  if (sorted(roles) !== sorted(expected)) return mismatch(state);
  return ok([{ type: 'roles-dealt', roles: [...roles] }]);
}

/** Physical dealing: the real cards are out; night 1 falls with the roles still to be recorded. */
export function decideCardsDealt(state: GameState): Result<GameEvent[]> {
  if (state.phase !== 'setup') return wrongPhase('cards-dealt', state);
  if (state.options.dealing !== 'physical') return fail(`${R}.station-dealing`);
  return ok([{ type: 'cards-dealt' }]);
}

/**
 * Physical dealing: the moderator records a seat's role as he sees the card (the mafia when they wake
 * in night 1, the angel when he wakes). A seat can be recorded again (a correction) until the table is
 * complete; no role may exceed the setup's count. As soon as the seats left can hold only one role,
 * they get it (once the mafia and the angel are recorded, the others are villagers).
 */
export function decideRecordRole(state: GameState, seat: unknown, role: unknown): Result<GameEvent[]> {
  if (state.phase !== 'night') return wrongPhase('record-role', state);
  if (state.options.dealing !== 'physical') return fail(`${R}.station-dealing`);
  if (rolesKnown(state)) return fail(`${R}.roles-already-recorded`);
  if (!isSeat(state, seat)) return fail(`${R}.no-such-seat`, { seat: String(seat) });
  if (!isRole(role)) return fail(`${R}.no-such-role`, { role: String(role) });
  const left = rolesLeft(state);
  const current = playerAt(state, seat)?.role ?? null;
  if (current !== null) left[current]++;
  if (left[role] <= 0)
    return fail(`${R}.role-count-exceeded`, { role, count: roleCounts(state.players.length, state.options)[role] });
  left[role]--;

  const events: GameEvent[] = [{ type: 'role-recorded', seat, role }];
  const open = unrecordedSeats(state).filter((s) => s !== seat);
  const remaining = ROLES.filter((r) => left[r] > 0);
  const only = remaining[0];
  if (open.length > 0 && remaining.length === 1 && only !== undefined) {
    const roles = state.players.map((p): Role => (p.seat === seat ? role : (p.role ?? only)));
    events.push({ type: 'roles-completed', roles });
  }
  // Discipline option: players removed before their cards were known leave a game judged once they are.
  const out = emitterFor(state);
  for (const event of events) out.emit(event);
  if (rolesKnown(out.state)) out.endIfWon();
  return ok(out.events);
}
