import { customaryMafiaCount } from '../table.ts';
import type { FrenchDeckOptions, Role } from './types.ts';

/** Every role of french-deck. */
export const ROLES: readonly Role[] = ['mafioso', 'angel', 'villager'];

/** The smallest table of RULES.md §2 (rulebook: « entre 6 et 16 joueurs »). */
export const MIN_PLAYERS = 6;

/** The largest table of RULES.md §2. */
export const MAX_PLAYERS = 16;

/**
 * RULES.md §2, the rulebook's remark: it is customary to keep 2 mafia cards at 6–7 players, 3 at 8–10,
 * 4 at 11–13 and 5 at 14–16.
 */
export const presetMafiaCount: (players: number) => number = customaryMafiaCount;

/** The default options for a table of `players`: the customary mafia count, the station deals. */
export function defaultOptions(players: number): FrenchDeckOptions {
  return { mafiaCount: presetMafiaCount(players), dealing: 'station' };
}

/** How many of each role a table holds: the mafia, one angel (RULES.md §2), and villagers for the rest. */
export function roleCounts(players: number, options: FrenchDeckOptions): Record<Role, number> {
  return { mafioso: options.mafiaCount, angel: 1, villager: players - options.mafiaCount - 1 };
}

/** The roles to deal for this table, mafia first, then the angel, then the villagers: the host shuffles them. */
export function deckFor(players: number, options: FrenchDeckOptions): Role[] {
  const counts = roleCounts(players, options);
  return [
    ...Array<Role>(counts.mafioso).fill('mafioso'),
    ...Array<Role>(counts.angel).fill('angel'),
    ...Array<Role>(Math.max(0, counts.villager)).fill('villager'),
  ];
}
