import type Database from 'better-sqlite3';

// A Latin letter's accents (combining marks once decomposed): the letter is found typed without them.
const LATIN_ACCENTS = /(\p{Script=Latin})\p{M}+/gu;

/**
 * A name key (shared/engine's nameKey: NFKC, case folded) folded further for searching: a Latin letter without
 * its accents ("élodie" → "elodie", "ölveczky" → "olveczky") and Russian ё as е, as a club types a name in a hurry.
 * Only for finding: two names that fold alike stay two players (the identity is the name key). Letters that are
 * letters of their own elsewhere keep their marks: й is not и, and a Japanese voiced kana is not its plain one.
 */
export function searchFold(key: string): string {
  return key.replaceAll('ё', 'е').normalize('NFD').replace(LATIN_ACCENTS, '$1').normalize('NFC');
}

/** Gives a connection's SQL the same fold as `search_fold(text)`, for the search statements to read stored keys with. */
export function registerSearchFold(db: Database.Database): void {
  db.function('search_fold', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? searchFold(text) : text,
  );
}
