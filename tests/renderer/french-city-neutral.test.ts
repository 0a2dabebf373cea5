/**
 * City's French refusals called the player «lui-même» whoever sat there — «{seat} ne peut pas se proposer
 * lui-même», «voter contre lui-même», «le {step} ne peut pas se choisir lui-même» — after French Mensa's had
 * become neutral (french-mensa-neutral). The text read when no gender is set names nobody «il» or «lui»;
 * a player whose gender is set reads «elle-même» or «lui-même» through the `-female` / `-male` variant.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/locales/messages.ts';
import { promptText } from '../../renderer/common/text/prompt-text.ts';
import { threeGenders } from '../fixtures/three-genders.ts';

function flat(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k));
}

/** French's impersonal «il» (il n'y a, il peut y avoir, il faut), which names nobody. */
const IMPERSONAL = /\b(il|Il) (n'y a|n’y a|y a|peut y avoir|faut|en faut|reste|ne reste)\b/g;

/** «il», «lui» and their plurals and -même forms, also elided («s'il»): a man, of a player or a role's holder. */
const MASCULINE_PRONOUN = /(^|[^a-zà-ÿ])(il|ils|lui)([^a-zà-ÿ]|$)/i;

describe('City French refusals call no player «il»', () => {
  it('no refusal names a player or a role holder «il» or «lui-même»', () => {
    const refusals = flat(MESSAGES.fr).filter(
      ([key]) => key.startsWith('error.city-mafia.') && !/-(female|male)$/.test(key),
    );
    expect(refusals.length).toBeGreaterThan(40);
    const wrong = refusals
      .filter(([, text]) => MASCULINE_PRONOUN.test(text.replace(IMPERSONAL, '')))
      .map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it('a player with a gender set reads «elle-même» or «lui-même»; with none, «soi-même»', () => {
    const { tr, label } = threeGenders('fr');
    const read = (key: string, params: Record<string, unknown>) =>
      promptText(tr, { key: `error.city-mafia.${key}`, params } as never, label);
    expect([1, 2, 3].map((seat) => read('no-self-nomination', { seat }))).toEqual([
      'Anna (1) ne peut pas se proposer elle-même.',
      'Boris (2) ne peut pas se proposer lui-même.',
      'Sasha (3)\u00a0: impossible de se proposer soi-même.',
    ]);
    expect([1, 2, 3].map((seat) => read('no-vote-for-oneself', { seat }))).toEqual([
      'Anna (1) ne peut pas voter contre elle-même.',
      'Boris (2) ne peut pas voter contre lui-même.',
      'Sasha (3)\u00a0: impossible de voter contre soi-même.',
    ]);
    const selfTarget = [1, 2, 3].map((seat) => read('no-self-target', { step: 'doctor', seat }));
    expect(new Set(selfTarget).size).toBe(1);
    expect(selfTarget[0]).toMatch(/ne peut pas choisir sa propre place\.$/);
  });
});
