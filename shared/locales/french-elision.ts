/**
 * French elides "de", "que", "le" and "la" before a vowel sound: "la carte d'Aline", "l'Ange gardien". A
 * message writes "de {seat}" where the next word is a parameter; this elides once the text is filled in. Only
 * before a capital — a name or a role, as they are written — so that lower-case words written so on purpose
 * stay ("le ou les joueurs"); not before "H", which a name may aspirate or not ("de Hugo", "d'Hélène").
 * A "Y" is a vowel sound before a consonant ("d'Yves" /iv/, "d'Yvonne", "d'Ygor") and a consonant /j/ before a
 * vowel ("de Yannick", "de Yolande"): elided only before the first (tryout 11 read «la carte de Yves»).
 */
export function elideFrench(text: string): string {
  return text.replace(
    /(^|[^\p{L}'’])(de|De|que|Que|le|Le|la|La)\s+(?=[AEIOUÀÂÄÆÉÈÊËÎÏÔÖŒÙÛÜ]|Y(?![AEIOUYÀÂÄÆÉÈÊËÎÏÔÖŒÙÛÜaeiouyàâäæéèêëîïôöœùûü])\p{L})/gu,
    (_all, before: string, word: string) => `${before}${word.slice(0, -1)}'`,
  );
}
