import { customaryMafiaCount } from '../table.ts';
import type { Davidoff1987Options, Role } from './types.ts';

/** The smallest and largest tables of RULES.md §1. */
export const MIN_PLAYERS = 6;
export const MAX_PLAYERS = 16;

/** RULES.md §1: mafia count by players: 6–7 → 2, 8–10 → 3, 11–13 → 4, 14–16 → 5. */
export const presetMafiaCount: (players: number) => number = customaryMafiaCount;

/** The default options for a table of `players`. */
export function defaultOptions(players: number): Davidoff1987Options {
  // `dealing` is left out: absent means the station deals, as in every game archived before the option.
  return { mafiaCount: presetMafiaCount(players), majorityBasis: 'entitled' };
}

/** The roles to deal for this table, in no particular order: the host shuffles them. */
export function deckFor(players: number, options: Davidoff1987Options): Role[] {
  const deck: Role[] = [];
  for (let i = 0; i < players; i++) deck.push(i < options.mafiaCount ? 'mafia' : 'honest');
  return deck;
}
