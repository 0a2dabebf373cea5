import { rulesetFor } from '../engine/index.ts';
import type { Role } from '../engine/rulesets/city-mafia/types.ts';
import type { MrRole } from './types.ts';
import { speaksExchange } from './ruleset.ts';

/** City's roles as MafiaRatings names them: the only four its format knows (the export refuses a game with another). */
export const RATINGS_ROLE_OF: Partial<Record<Role, MrRole>> = {
  civilian: 'civ',
  sheriff: 'sheriff',
  mafioso: 'maf',
  don: 'don',
};

/** City's teams as MafiaRatings names the sides. */
export const RATINGS_SIDE_OF: Readonly<Record<string, 'civ' | 'maf'>> = { red: 'civ', black: 'maf' };

/** A MafiaRatings side as City's team. */
export function teamOfRatingsSide(side: 'civ' | 'maf'): 'red' | 'black' {
  return side === 'civ' ? 'red' : 'black';
}

/**
 * The roles a City tournament's tables would deal that the MafiaRatings format cannot hold (the putana, the
 * doctor, the maniac: the station's suggested roles from 9 seats include some), at any of its table sizes: the
 * tournament's options over the ruleset's defaults for the size, as its games are created. Empty when every game
 * could be exported, and for another ruleset, which the export refuses as a whole (`exchange.city-only`).
 * Said when the organiser exports, and at the creation of a tournament scored by FIIM's rules (tryout 10).
 */
export function rolesRatingsCannotHold(
  rulesetId: string,
  options: Record<string, unknown>,
  sizes: readonly number[],
): Role[] {
  const ruleset = rulesetFor(rulesetId);
  if (!ruleset || !speaksExchange(rulesetId)) return [];
  const dealt = new Set<Role>();
  for (const size of new Set(sizes)) {
    const merged = { ...(ruleset.defaultOptions(size) as object), ...options } as { roles?: Record<string, unknown> };
    for (const [role, count] of Object.entries(merged.roles ?? {}))
      if (typeof count === 'number' && count > 0 && !(role in RATINGS_ROLE_OF)) dealt.add(role as Role);
  }
  return [...dealt];
}
