import type { Result } from '../../core.ts';
import { fail, ok } from '../../result.ts';
import { MAFIA_CARDS, VILLAGER_CARDS } from './cards.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import { tableNames } from '../table.ts';
import type { Dealing, GameSetup } from './types.ts';

const DEALINGS: readonly Dealing[] = ['station', 'physical'];

/**
 * The mafia counts a table of `players` can be dealt: the mafia a strict minority (or the game is
 * decided at the deal), no more than the deck's six black face cards, and few enough that the
 * villagers fit in its ten red 7–10 and aces (one card is the angel's).
 */
export function mafiaCountRange(players: number): { min: number; max: number } {
  return {
    min: Math.max(1, players - 1 - VILLAGER_CARDS.length),
    max: Math.min(MAFIA_CARDS.length, Math.ceil(players / 2) - 1),
  };
}

/** Checks that a french-deck setup is playable; returns it with cleaned names and only known options. */
export function validateSetup(setup: GameSetup): Result<GameSetup> {
  const players: unknown = setup.players;
  if (!Array.isArray(players) || !players.every((p) => typeof p === 'string')) return fail('french-deck.players');
  const n = players.length;
  const names = tableNames('french-deck', players, { min: MIN_PLAYERS, max: MAX_PLAYERS });
  if (!names.ok) return names;
  const options: Partial<GameSetup['options']> =
    typeof setup.options === 'object' && setup.options !== null ? setup.options : {};
  const { mafiaCount, dealing, discipline } = options;
  const range = mafiaCountRange(n);
  if (
    typeof mafiaCount !== 'number' ||
    !Number.isInteger(mafiaCount) ||
    mafiaCount < range.min ||
    mafiaCount > range.max
  ) {
    return fail('french-deck.mafia-count', {
      ...range,
      mafia: typeof mafiaCount === 'number' ? mafiaCount : String(mafiaCount),
      players: n,
    });
  }
  if (typeof dealing !== 'string' || !DEALINGS.includes(dealing))
    return fail('french-deck.dealing', { dealing: String(dealing) });
  if (discipline !== undefined && typeof discipline !== 'boolean') return fail('french-deck.discipline');
  // The discipline option is kept only when on: a game without it is exactly as before.
  return ok({
    rulesetId: 'french-deck',
    players: names.value,
    options: discipline === true ? { mafiaCount, dealing, discipline } : { mafiaCount, dealing },
  });
}
