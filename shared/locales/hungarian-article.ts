import { elideFrench } from './french-elision.ts';

/**
 * Hungarian's definite article is "a" before a consonant and "az" before a vowel; a message says "a(z)"
 * where the next word is a parameter, and this picks the article once the text is filled in — by the
 * word's first letter, or by how a number is read aloud (1 egy, 5 öt, 50 ötven, 1000 ezer: "az").
 */
export function resolveHungarianArticles(text: string): string {
  return text.replace(
    /\b([Aa])\(z\)(\s+)([„"«(]?)(\S+)/g,
    (_all, a: string, space: string, quote: string, word: string) => {
      const article = startsWithVowelSound(word) ? `${a}z` : a;
      return `${article}${space}${quote}${word}`;
    },
  );
}

const VOWELS = /^[aáeéiíoóöőuúüű]/i;

/** Whether a word (or a number, as it is read aloud) starts with a vowel sound. */
function startsWithVowelSound(word: string): boolean {
  const digits = /^\d+/.exec(word)?.[0];
  if (digits === undefined) return VOWELS.test(word);
  return numberStartsWithVowel(Number(digits));
}

/** 1 egy, 5 öt, 5x ötven, 5xx ötszáz, 1000–1999 ezer, 5000–5999 ötezer… read by their leading group. */
function numberStartsWithVowel(n: number): boolean {
  if (n === 1 || n === 5) return true;
  if (n >= 1_000_000) return numberStartsWithVowel(Math.floor(n / 1_000_000));
  if (n >= 1000) {
    const thousands = Math.floor(n / 1000);
    // 1000–1999 is read "ezer…", with no "egy".
    return thousands === 1 || numberStartsWithVowel(thousands);
  }
  if (n >= 100) return Math.floor(n / 100) === 5; // száz, kétszáz… ötszáz
  if (n >= 10) return Math.floor(n / 10) === 5; // tíz, húsz… ötven
  return false;
}

/**
 * A translated text finished for its language (Hungarian's "a(z)", French elision). Every translator applies
 * it — the windows' vue-i18n and the station's LAN mirror — so a text reads the same wherever it is drawn.
 */
export function finishText(locale: string, text: string): string {
  if (locale === 'hu') return resolveHungarianArticles(text);
  if (locale === 'fr') return elideFrench(text);
  return text;
}
