import { fail, ok } from './result.ts';
import type { Result } from './core.ts';

/**
 * A player's gender, where the record carries one (issue 12 §3 "Every player is he"). It changes no rule:
 * only the words of languages that force a gender (French participles, Russian past tenses). Unset, the
 * texts use a neutral phrasing.
 */
export type PlayerGender = 'female' | 'male';

/** The genders a gendered text may be read in. */
export const PLAYER_GENDERS: readonly PlayerGender[] = ['female', 'male'];

/** Each seat's gender in seat order (index 0 is seat 1); null where none is set. */
export type SeatGenders = (PlayerGender | null)[];

/** Checks a table's genders against its names: one entry per seat, each a known gender or null. */
export function cleanGenders(genders: readonly unknown[], players: number): Result<SeatGenders> {
  if (genders.length !== players) return fail('setup.genders-mismatch', { genders: genders.length, players });
  const out: SeatGenders = [];
  for (const [i, gender] of genders.entries()) {
    if (gender !== null && !PLAYER_GENDERS.includes(gender as PlayerGender))
      return fail('setup.unknown-gender', { seat: i + 1 });
    out.push(gender as PlayerGender | null);
  }
  return ok(out);
}
