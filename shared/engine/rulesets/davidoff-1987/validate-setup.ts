import { fail, ok } from '../../result.ts';
import type { Result } from '../../core.ts';
import type { Davidoff1987Options, GameSetup } from './types.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import { tableNames } from '../table.ts';

/** Checks that a davidoff-1987 setup is playable; returns it with cleaned names, or the rule it breaks. */
export function validateSetup(setup: GameSetup): Result<GameSetup> {
  const n = setup.players.length;
  const names = tableNames('davidoff-1987', setup.players, { min: MIN_PLAYERS, max: MAX_PLAYERS });
  if (!names.ok) return names;
  // The setup may come from anywhere: no options at all is refused by the first rule, never thrown.
  const given = (
    typeof setup.options === 'object' && setup.options !== null ? setup.options : {}
  ) as GameSetup['options'];
  const { mafiaCount, majorityBasis, dealing, discipline } = given;
  // Both sides must exist, and the mafia must be a minority or the game is decided at the deal.
  if (!Number.isInteger(mafiaCount) || mafiaCount < 1 || mafiaCount * 2 >= n) {
    return fail('davidoff-1987.mafia-count', { max: Math.ceil(n / 2) - 1, mafia: mafiaCount });
  }
  if (!['entitled', 'living', 'cast'].includes(majorityBasis)) return fail('davidoff-1987.majority-basis');
  if (dealing !== undefined && dealing !== 'station' && dealing !== 'physical') return fail('davidoff-1987.dealing');
  if (discipline !== undefined && typeof discipline !== 'boolean') return fail('davidoff-1987.discipline');
  // Optional fields are kept only when they change something: a game without them is exactly as before.
  const options: Davidoff1987Options =
    dealing === 'physical' ? { mafiaCount, majorityBasis, dealing } : { mafiaCount, majorityBasis };
  if (discipline === true) options.discipline = true;
  return ok({ rulesetId: 'davidoff-1987', players: names.value, options });
}
