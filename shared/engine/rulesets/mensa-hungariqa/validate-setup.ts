import { fail, ok } from '../../result.ts';
import type { Result } from '../../core.ts';
import { extraRolesOf, FLAGS, flagsOf, MAX_ACCUSATIONS_LIMIT, MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import type { GameSetup, MensaHungariqaOptions } from './types.ts';
import { tableNames } from '../table.ts';

const R = 'mensa-hungariqa';

/** Checks that a mensa-hungariqa setup is playable; returns it with cleaned names and options, or the rule it breaks. */
export function validateSetup(setup: GameSetup): Result<GameSetup> {
  const players = Array.isArray(setup.players) ? setup.players : [];
  const n = players.length;
  if (!players.every((p) => typeof p === 'string'))
    return fail(`${R}.player-count`, { min: MIN_PLAYERS, max: MAX_PLAYERS, players: n });
  const names = tableNames(R, players, { min: MIN_PLAYERS, max: MAX_PLAYERS });
  if (!names.ok) return names;
  const raw = (setup.options ?? {}) as Partial<MensaHungariqaOptions>;

  for (const flag of FLAGS) {
    if (typeof raw[flag] !== 'boolean') return fail(`${R}.option-not-boolean`, { option: flag });
  }
  if (raw.dealing !== 'station' && raw.dealing !== 'physical') return fail(`${R}.dealing`);
  if (raw.mafiaThreshold !== 'table' && raw.mafiaThreshold !== 'unanimous') return fail(`${R}.mafia-threshold`);
  if (raw.protectedCitizenPardon !== 'every-time' && raw.protectedCitizenPardon !== 'once')
    return fail(`${R}.pardon-rule`);
  if (raw.discipline !== undefined && typeof raw.discipline !== 'boolean')
    return fail(`${R}.option-not-boolean`, { option: 'discipline' });
  const limit = raw.maxAccusationsPerDay;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_ACCUSATIONS_LIMIT) {
    return fail(`${R}.max-accusations`, { min: 1, max: MAX_ACCUSATIONS_LIMIT });
  }
  const options: MensaHungariqaOptions = {
    mafiaCount: raw.mafiaCount as number,
    maxAccusationsPerDay: limit,
    mafiaThreshold: raw.mafiaThreshold,
    dealing: raw.dealing,
    protectedCitizenPardon: raw.protectedCitizenPardon,
    // Each flag was checked to be a boolean above.
    ...flagsOf((flag) => raw[flag] as boolean),
  };
  // The discipline option is kept only when on: a game without it is exactly as before.
  if (raw.discipline === true) options.discipline = true;

  const mafia = options.mafiaCount;
  // RULES.md §3: the protected mafioso is one of the mafia, and so is the mafioso kamikaze.
  const least = 1 + (options.mafiosoKamikaze ? 1 : 0);
  // The mafia must be fewer than the citizens, or parity would end the game at the deal.
  const most = Math.ceil(n / 2) - 1;
  if (typeof mafia !== 'number' || !Number.isInteger(mafia) || mafia < least || mafia > most) {
    return fail(`${R}.mafia-count`, { min: least, max: most, mafia: Number.isFinite(mafia) ? mafia : String(mafia) });
  }
  // The inspector and every extra role need a seat of their own among the non-mafia.
  const special = 1 + extraRolesOf(options).length;
  if (mafia + special > n) return fail(`${R}.too-many-roles`, { players: n, roles: mafia + special });
  return ok({ rulesetId: 'mensa-hungariqa', players: names.value, options });
}
