// @vitest-environment happy-dom
/**
 * Tryout 13: the tournament page said «Победа: Красный (техническое поражение: Чёрный)», a card's singular,
 * while the protocol writes «Победа: Красные / Техническое поражение: Чёрные». The seating grid names the teams
 * as the protocol does, in every language.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/locales/locale-list.ts';
import { tableStateText } from './seating-grid-kit.ts';

/** The table's game as the standings count it: black won at the table, then lost by the judge's verdict. */
const stateText = (locale: Locale) =>
  tableStateText(new Map([['g1', { winner: 'red', technicalDefeat: 'black' }]]), locale);

describe('the seating grid names the teams as the protocol writes them', () => {
  it.each([
    ['ru', 'Победа: Красные (техническое поражение: Чёрные)'],
    ['hu', 'Győzelem: Pirosak (technikai vereség: Feketék)'],
    ['fr', 'Victoire : Rouges (défaite technique : Noirs)'],
    ['pt', 'Vitória: Vermelhos (derrota técnica: Pretos)'],
    ['ja', '赤の勝利（黒の技術的敗北）'],
    ['en', 'Red won (Black: technical defeat)'],
  ] as const)('%s', (locale, text) => {
    expect(stateText(locale)).toBe(text);
  });
});
