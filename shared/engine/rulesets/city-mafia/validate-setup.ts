import { fail, ok } from '../../result.ts';
import type { Result } from '../../core.ts';
import { wholeNumberIn } from '../../whole-number.ts';
import { MAX_PLAYERS, MIN_PLAYERS, ROLES, SINGLE_ROLES } from './setup.ts';
import type { CityMafiaOptions, GameSetup, RoleCounts } from './types.ts';
import { tableNames } from '../table.ts';

const R = 'city-mafia';

/**
 * Checks that a city-mafia setup is playable; returns it with cleaned names and a fresh copy of the
 * options, or the rule it breaks. Never throws, whatever the input's shape.
 */
export function validateSetup(setup: GameSetup): Result<GameSetup> {
  const players: unknown = setup?.players;
  if (!Array.isArray(players) || !players.every((p) => typeof p === 'string'))
    return fail(`${R}.player-count`, { min: MIN_PLAYERS, max: MAX_PLAYERS, players: 0 });
  const names = tableNames(R, players, { min: MIN_PLAYERS, max: MAX_PLAYERS });
  if (!names.ok) return names;
  const options: unknown = setup.options;
  if (typeof options !== 'object' || options === null) return fail(`${R}.role-counts`);
  const { roles: rawRoles, dealing, maniacCountsAsRed } = options as Partial<CityMafiaOptions>;
  if (typeof rawRoles !== 'object' || rawRoles === null) return fail(`${R}.role-counts`);
  const roles = {} as RoleCounts;
  for (const role of ROLES) {
    const count = wholeNumberIn((rawRoles as Record<string, unknown>)[role], 0, MAX_PLAYERS);
    if (count === null) return fail(`${R}.role-count`, { role });
    roles[role] = count;
  }
  // Keys that name no role are a typing error in the request, not a silent zero.
  for (const key of Object.keys(rawRoles))
    if (!(ROLES as readonly string[]).includes(key)) return fail(`${R}.unknown-role`, { role: key });
  for (const role of SINGLE_ROLES) if (roles[role] > 1) return fail(`${R}.single-role`, { role, count: roles[role] });
  const total = ROLES.reduce((sum, role) => sum + roles[role], 0);
  if (total !== players.length) return fail(`${R}.role-total`, { players: players.length, roles: total });
  const black = roles.mafioso + roles.don;
  const red = roles.civilian + roles.sheriff + roles.doctor + roles.putana;
  // There must be a mafia to play against, and it must start outnumbered by the red, or the black
  // would win at the deal (RULES.md §4: black win at living black ≥ living red).
  if (black < 1) return fail(`${R}.no-mafia`);
  if (black >= red) return fail(`${R}.black-majority`, { black, red });
  if (dealing !== 'station' && dealing !== 'physical') return fail(`${R}.dealing`);
  if (typeof maniacCountsAsRed !== 'boolean') return fail(`${R}.maniac-counts-as-red`);
  return ok({ rulesetId: 'city-mafia', players: names.value, options: { roles, dealing, maniacCountsAsRed } });
}
