/**
 * Issue 12: the phone pages' Hungarian resolves "a(z)" before a seat number as the windows do (one
 * finishText, shared/locales/hungarian-article.ts): "az 5. helyen", "a 7. helyen", never "a(z)".
 */
import { describe, expect, it } from 'vitest';
import { lanStrings } from '../../../electron/station/lan/lan-strings.ts';

describe('the phone pages in Hungarian: the article before a seat number', () => {
  it('a teammate at seat 5 is "az 5. helyen", at seat 7 "a 7. helyen"', () => {
    const hu = lanStrings('hu');
    expect(hu.teammate(5, 'Anna')).toBe('Anna (az 5. helyen)');
    expect(hu.teammate(7, 'Gita')).toBe('Gita (a 7. helyen)');
    expect(hu.teammate(1, 'Ede')).toBe('Ede (az 1. helyen)');
  });

  it('no Hungarian phone text is left with "a(z)", at any seat of a table', () => {
    const hu = lanStrings('hu');
    for (let seat = 1; seat <= 16; seat++) {
      for (const text of [hu.seatLine(seat, 'Anna'), hu.teammate(seat, 'Anna')]) expect(text).not.toMatch(/\(z\)/);
    }
  });
});
