import { fail, ok } from './result.ts';
import type { Result } from './core.ts';

/** The longest name, counted as a person counts characters (grapheme clusters). */
export const MAX_NAME_LENGTH = 40;

// Control characters, and the bidirectional marks, embeddings, overrides and isolates that can
// make a name display as something else (Trojan Source, CVE-2021-42574).
const FORBIDDEN = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

const segmenter = new Intl.Segmenter('und', { granularity: 'grapheme' });

// Invisible code points (zero-width space, soft hyphen, joiners, variation selectors, Hangul fillers):
// Unicode's NFKC_Casefold drops them, so 'An<ZWSP>na' is the same name as 'Anna' and a name made only
// of them is empty.
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The number of user-perceived characters in a string. */
export function graphemeLength(text: string): number {
  // Printable ASCII is one character per code unit; only other text needs the (slow) segmenter.
  if (/^[\x20-\x7e]*$/.test(text)) return text.length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

/** The form two names are compared in: NFKC, a full case fold (upper then lower maps ß to ss), no invisibles. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').replace(IGNORABLE, '');
}

// A Latin letter's accents (combining marks once decomposed): the letter is found typed without them.
const LATIN_ACCENTS = /(\p{Script=Latin})\p{M}+/gu;

/**
 * A name key (nameKey: NFKC, case folded) folded further, as a reader sets differences aside: a Latin letter
 * without its accents ("élodie" → "elodie", "ölveczky" → "olveczky") and Russian ё as е. For finding a name and
 * for ordering names only: two names that fold alike stay two players (the identity is the name key). Letters that
 * are letters of their own elsewhere keep their marks: й is not и, ø is not o, and a Japanese voiced kana is not
 * its plain one.
 */
export function searchFold(key: string): string {
  return key.replaceAll('ё', 'е').normalize('NFD').replace(LATIN_ACCENTS, '$1').normalize('NFC');
}

/**
 * Orders two names as a reader does, the same on every host (no locale): folded (searchFold of nameKey: case and
 * Latin accents set aside) first, then as written, so that two different names never compare equal.
 */
export function compareNames(a: string, b: string): number {
  const foldA = searchFold(nameKey(a));
  const foldB = searchFold(nameKey(b));
  if (foldA !== foldB) return foldA < foldB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Cleans one player name (NFC, trimmed) or names the rule it breaks. */
export function cleanName(raw: string): Result<string> {
  const name = raw.normalize('NFC').trim();
  if (name.replace(IGNORABLE, '').trim().length === 0) return fail('name.empty');
  if (FORBIDDEN.test(name)) return fail('name.forbidden-character', { name: JSON.stringify(name) });
  const length = graphemeLength(name);
  if (length > MAX_NAME_LENGTH) return fail('name.too-long', { max: MAX_NAME_LENGTH, length });
  return ok(name);
}

/** Cleans a table of names, refusing any that duplicates an earlier one after normalisation. */
export function cleanNames(raw: string[]): Result<string[]> {
  const names: string[] = [];
  const seen = new Map<string, number>();
  for (const [i, entry] of raw.entries()) {
    const cleaned = cleanName(entry);
    if (!cleaned.ok) return fail(cleaned.error.code, { ...cleaned.error.params, seat: i + 1 });
    const key = nameKey(cleaned.value);
    const earlier = seen.get(key);
    if (earlier !== undefined) return fail('name.duplicate', { name: cleaned.value, seat: i + 1, other: earlier });
    seen.set(key, i + 1);
    names.push(cleaned.value);
  }
  return ok(names);
}
