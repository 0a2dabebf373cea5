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

const PLAYER = String.raw`\{(seat|voter|by|accuser|accused|kamikaze|victim|nominee|target|proposer|partner|name)\}`;

describe('texts about players are gender-neutral', () => {
  it('English: no "himself"/"herself" about a player or a role', () => {
    const wrong = flat(MESSAGES.en).filter(([, text]) => /\b(himself|herself)\b/.test(text)).map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  it('Russian: a player is not the subject of a past-tense verb in the masculine', () => {
    const pattern = new RegExp(`${PLAYER}\\s*(\\([^)]*\\)\\s*)?(был|[а-яё]+(ил|ал|ял|ел|ыл|ул|ёл)|погиб|убит|оправдан|исключён)(\\s|[,.:;)]|$)`);
    const wrong = flat(MESSAGES.ru).filter(([, text]) => pattern.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });
});
