/*
 * Where a long name may be broken with a hyphen: between syllables, by a rule simple enough for names in any of
 * the Latin and Cyrillic languages a club seats (no dictionary: a name is rarely in one). A new syllable starts
 * at the consonant before a vowel («Кон·стан·ти·но·поль·ский», «Szent·györgy·vá·ry», «Mont·mo·ren·cy»), so a
 * cluster of consonants is split before its last one. Hungarian and French letters written with two
 * («gy», «sz», «ch») stay together, and «ь», «ъ», «й» stay with the letter before them. At least two letters
 * stay before a break and three after it («-ский», not «-й»). Scripts with no such vowels (Japanese) get none:
 * their lines break between any two characters already.
 */

/** The soft hyphen: invisible, unless a line breaks at it (with `hyphens: manual`), where it shows as «-». */
export const SOFT_HYPHEN = '\u00AD';

/** Letters written with two or three that are one sound, longest first: never split. */
const DIGRAPHS = ['dzs', 'sz', 'cs', 'zs', 'gy', 'ny', 'ty', 'ly', 'dz', 'ch', 'sh', 'th', 'ph', 'ck', 'gn', 'qu'];
/** Vowels of the Latin and Cyrillic alphabets, after accents are taken off (NFD). */
const VOWEL = /^[aeiouyæœøаеёиоуыэюяіїє]$/u;
/** Cyrillic letters that never begin a syllable: they belong to the letter before. */
const TRAILING = /^[ьъй]$/u;
const MIN_BEFORE = 2;
const MIN_AFTER = 3;

interface Unit {
  /** Where the unit starts in the word. */
  at: number;
  vowel: boolean;
}

/** The word's sounds: a digraph, or one letter (with a trailing «ь», «ъ», «й» joined to it). */
function units(letters: string): Unit[] {
  const lower = letters.toLowerCase();
  const found: Unit[] = [];
  let at = 0;
  while (at < lower.length) {
    const digraph = DIGRAPHS.find((d) => lower.startsWith(d, at));
    const letter = lower[at]!;
    if (!digraph && TRAILING.test(letter) && found.length > 0) {
      at += 1;
      continue;
    }
    const base = letter.normalize('NFD')[0] ?? letter;
    found.push({ at, vowel: !digraph && VOWEL.test(base) });
    at += digraph?.length ?? 1;
  }
  return found;
}

/** The offsets in a run of letters where a hyphen may break it. */
function pointsIn(letters: string): number[] {
  const sounds = units(letters);
  const points: number[] = [];
  let vowelBefore = false;
  for (let i = 0; i < sounds.length - 1; i += 1) {
    const { at, vowel } = sounds[i]!;
    if (!vowel && sounds[i + 1]!.vowel && vowelBefore && at >= MIN_BEFORE && letters.length - at >= MIN_AFTER) {
      points.push(at);
    }
    vowelBefore ||= vowel;
  }
  return points;
}

/**
 * The offsets in `word` where it may be broken with a hyphen (a break goes before the character at the offset).
 * Each run of letters counts alone: a hyphenated name («Montmorency-Laval») already breaks at its own hyphen.
 */
export function hyphenPoints(word: string): number[] {
  const points: number[] = [];
  for (const run of word.matchAll(/\p{L}+/gu)) {
    // Surrogate pairs are not letters of these alphabets: offsets stay in UTF-16 units, as the DOM counts.
    points.push(...pointsIn(run[0]).map((at) => run.index + at));
  }
  return points;
}

/** `word` with a soft hyphen at each of its hyphenation points, for a line to break at with a visible hyphen. */
export function withSoftHyphens(word: string): string {
  let out = '';
  let from = 0;
  for (const at of hyphenPoints(word)) {
    out += word.slice(from, at) + SOFT_HYPHEN;
    from = at;
  }
  return out + word.slice(from);
}

/**
 * The parts of a name a line may already break between: its words, and the parts of a hyphenated word with their
 * hyphen («Szentgyörgyváry-», «Kovács»); each keeps the space or hyphen after it, so joined they are the name again.
 */
export function nameParts(name: string): string[] {
  return name.split(/(?<=[\s-])/u);
}
