/**
 * Tryout 11/12: the Portuguese Mensa texts called every player «ele» — «Registre o lugar dele», «ele levanta a mão»,
 * «indica quem morre com ele» — whoever sits there. As the Portuguese counts are worded so that no agreement is
 * needed (portuguese-agreement.test.ts), a player of unknown gender is worded around: «de quem se mostrar», «uma mão
 * se levanta», «morre junto». A `-female` / `-male` variant, read only for a player with that gender in the record
 * (gendered-key.ts), keeps its pronoun.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/locales/messages.ts';

function flat(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k));
}

/** The new-game form's hints of Mensa's extra roles, which describe whoever is dealt them. */
const MENSA_OPTION_HINTS =
  /^option\.(collaborator|vogon|bodyguard|sarika|protectedCitizen|grocer|citizenKamikaze|mafiosoKamikaze|kamikaze|lovers)-hint$/;

/** «ele», «ela» and their contractions with de / em. */
const PRONOUN = /(^|[^a-zà-ÿ])(d|n)?(ele|ela)([^a-zà-ÿ]|$)/i;

describe('Portuguese Mensa texts call no player «ele» (tryout 11/12)', () => {
  const texts = flat(MESSAGES.pt).filter(
    ([key]) => (key.includes('mensa-hungariqa') || MENSA_OPTION_HINTS.test(key)) && !/-(female|male)$/.test(key),
  );

  it('the night script, the console, the refusals, the role cards and the hints', () => {
    expect(texts.length).toBeGreaterThan(150);
    const wrong = texts.filter(([, text]) => PRONOUN.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it('Aunt Sárika’s hand is a hand that counts as a guard’s or a mafia vote, not «o voto dela»', () => {
    const sarika = texts.filter(([key]) => /sarika/.test(key)).map(([, text]) => text);
    expect(sarika.length).toBeGreaterThan(5);
    expect(sarika.filter((text) => /voto dela/.test(text))).toEqual([]);
  });
});
