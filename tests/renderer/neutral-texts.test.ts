/**
 * No text assigns a player a gender they were not given (issue 12 §3 "Every player is he"): a player's
 * placeholder is never followed by a gendered pronoun (English) or a past-tense verb that agrees with a
 * man (Russian: «Лилла (12) поднял руку»). Roles keep their nouns' grammar; the players are phrased neutrally.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../renderer/locales/messages.ts';

function flat(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k));
}

/**
 * A `<key>-female` / `<key>-male` message is read only for a player whose record carries that gender
 * (renderer/common/text/gendered-key.ts): it is the gender they were given. Every other text stays neutral.
 */
const ungendered = ([key]: [string, string]) => !/-(female|male)$/.test(key);

const PLAYER = String.raw`\{(seat|voter|by|accuser|accused|kamikaze|victim|nominee|target|proposer|partner|name)\}`;

describe('texts about players are gender-neutral', () => {
  it('English: no "himself"/"herself" about a player or a role', () => {
    const wrong = flat(MESSAGES.en)
      .filter(ungendered)
      .filter(([, text]) => /\b(himself|herself)\b/.test(text))
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  it('Russian: a player is not the subject of a past-tense verb in the masculine', () => {
    const pattern = new RegExp(
      `${PLAYER}\\s*(\\([^)]*\\)\\s*)?(был|[а-яё]+(ил|ал|ял|ел|ыл|ул|ёл)|погиб|убит|оправдан|исключён)(\\s|[,.:;)]|$)`,
    );
    const wrong = flat(MESSAGES.ru)
      .filter(ungendered)
      .filter(([, text]) => pattern.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });
});
