import { describe, expect, it } from 'vitest';
import { hyphenPoints, nameParts, withSoftHyphens } from '../../../renderer/common/text/hyphen-points.ts';

/** The word with its hyphenation points shown as «·». */
const shown = (word: string) => withSoftHyphens(word).replaceAll('\u00AD', '·');

describe('hyphenation points of a long name (a 4:3 projector breaks a word only at a hyphen it shows)', () => {
  it('breaks Russian, Hungarian and French surnames between syllables, before the consonant that starts one', () => {
    expect(shown('Константинопольский')).toBe('Конс·тан·ти·но·польс·кий');
    expect(shown('Hódmezővásárhelyi')).toBe('Hód·me·ző·vá·sár·he·lyi');
    expect(shown('Larochefoucauld')).toBe('La·ro·che·fou·cauld');
  });

  it('keeps «gy», «sz», «ch» whole, «ь» and «й» with the letter before, two letters before a break, three after', () => {
    expect(shown('Szentgyörgyváry')).toBe('Szent·györgy·váry');
    expect(shown('Белозерский')).toBe('Бе·ло·зерс·кий');
    expect(hyphenPoints('Ян')).toEqual([]);
    expect(hyphenPoints('Montmorency')).toEqual([4, 6]);
  });

  it('breaks each part of a hyphenated name alone, and gives none to Japanese', () => {
    expect(shown('Szentgyörgyváry-Kovács')).toBe('Szent·györgy·váry-Ko·vács');
    expect(hyphenPoints('コンスタンティノポリスキー')).toEqual([]);
  });

  it('splits a name into the parts a line already breaks between, which joined are the name again', () => {
    expect(nameParts('Anne de Montmorency-Laval')).toEqual(['Anne ', 'de ', 'Montmorency-', 'Laval']);
    expect(nameParts('Szentgyörgyváry-Kovács Ádám').join('')).toBe('Szentgyörgyváry-Kovács Ádám');
  });
});
